package asm

import (
	"fmt"
	"strings"

	"github.com/ianlancetaylor/demangle"

	"github.com/splitwcet/splitwcet/internal/diag"
)

// SelectKernel is the one rule by which every splitwcet command picks a
// function of a file by the name a user gives (--kernel, or a workload's
// kernel). Tried in order, the first step with a match wins:
//
//  1. name "": the file's only kernel (an error lists them when there are
//     several);
//  2. the exact symbol of any function (a kernel, or a device function
//     the compiler kept), or the exact metadata name (.name) of a kernel;
//  3. the exact demangled name of a kernel without its parameter list
//     (_Z6ifelsePKiPi is "ifelse", _ZN2ns3fooEv is "ns::foo");
//  4. the unqualified name of exactly one kernel: its demangled name
//     without namespaces and classes ("foo" for ns::foo, "lane_filter"
//     for adas::lane_filter);
//  5. a unique prefix of a kernel's symbol or demangled name (on the
//     command line only: SelectKernelNamed).
//
// An unknown name, or a prefix of several kernels, is an error that lists
// the candidates. Demangling uses github.com/ianlancetaylor/demangle (the
// demangler of Go's own pprof), not a hand-written one. A workload's and
// a flow-facts file's kernel: select by steps 1-4 (SelectKernelNamed,
// Function.SelectedBy): a file names its kernel in full, and a prefix
// there is more likely a typo (kernel: ifels) than a shorthand.
func (f *File) SelectKernel(name string) (*Function, error) {
	return selectKernel(f.Name, f.Functions, f.Kernels(), name, true)
}

// SelectKernelNamed is SelectKernel without prefixes (step 5): how a
// workload or flow-facts file selects its kernel.
func (f *File) SelectKernelNamed(name string) (*Function, error) {
	return selectKernel(f.Name, f.Functions, f.Kernels(), name, false)
}

// SelectedBy reports whether name selects fn among the functions of its
// file (fn.Funcs) by SelectKernelNamed's rule (a file's kernel:); when it
// does not, the error says what name selects instead (nil when it selects
// fn).
func (fn *Function) SelectedBy(name string) error {
	funcs := fn.Funcs
	if len(funcs) == 0 {
		funcs = []*Function{fn}
	}
	var ks []*Function
	for _, g := range funcs {
		if g.IsKernel {
			ks = append(ks, g)
		}
	}
	sel, err := selectKernel(fn.Pos.File, funcs, ks, name, false)
	switch {
	case err != nil:
		return err
	case sel != fn:
		return fmt.Errorf("kernel %q selects %s, not %s", name, Display(sel.Name), Display(fn.Name))
	}
	return nil
}

// selectKernel is SelectKernel over the functions funcs of the file file,
// whose kernels are ks; prefix allows step 5.
func selectKernel(file string, funcs, ks []*Function, name string, prefix bool) (*Function, error) {
	f := &File{Name: file, Functions: funcs}
	if name == "" {
		switch len(ks) {
		case 0:
			return nil, fmt.Errorf("%s: no kernels (no .amdhsa_kernel block)", f.Name)
		case 1:
			return ks[0], nil
		}
		return nil, fmt.Errorf("%s: %d kernels, choose one with --kernel: %s", f.Name, len(ks), candidates(ks))
	}
	if fn := f.Function(name); fn != nil {
		return fn, nil
	}
	for _, k := range ks {
		if k.Meta != nil && k.Meta.Name == name {
			return k, nil
		}
	}
	for _, k := range ks {
		if Demangled(k.Name) == name {
			return k, nil
		}
	}
	var unqualified []*Function
	for _, k := range ks {
		if Unqualified(k.Name) == name {
			unqualified = append(unqualified, k)
		}
	}
	if len(unqualified) == 1 {
		return unqualified[0], nil
	}
	var match []*Function
	for _, k := range ks {
		if prefix && (strings.HasPrefix(k.Name, name) || strings.HasPrefix(Demangled(k.Name), name)) {
			match = append(match, k)
		}
	}
	switch len(match) {
	case 1:
		return match[0], nil
	case 0:
		if len(ks) == 0 {
			return nil, fmt.Errorf("%s: no kernel %q: the file has no kernels (no .amdhsa_kernel block)", f.Name, name)
		}
		return nil, fmt.Errorf("%s: no kernel %q%s; kernels: %s", f.Name, name, didYouMean(name, ks), candidates(ks))
	}
	return nil, fmt.Errorf("%s: kernel %q is ambiguous: it begins %s", f.Name, name, candidates(match))
}

// Display is how text output names a function: its demangled name
// (Demangled) followed by the symbol in brackets when they differ,
// "ifelse [_Z6ifelsePKiPi]"; JSON has both as kernel and kernel_demangled,
// pictures the demangled name alone.
func Display(symbol string) string {
	if d := Demangled(symbol); d != symbol {
		return d + " [" + symbol + "]"
	}
	return symbol
}

// didYouMean is " (did you mean X?)" for the kernel whose symbol or demangled
// name is nearest to name (diag.Closest), or "".
func didYouMean(name string, ks []*Function) string {
	var names []string
	for _, k := range ks {
		names = append(names, Demangled(k.Name), k.Name)
	}
	if c := diag.Closest(name, names); c != "" {
		return " (did you mean " + c + "?)"
	}
	return ""
}

// Demangled returns the name of an Itanium-mangled symbol without its
// parameter list (_Z6ifelsePKiPi → ifelse), or the symbol itself when it is
// not mangled.
func Demangled(symbol string) string {
	return demangle.Filter(symbol, demangle.NoParams)
}

// Unqualified is a symbol's demangled name without its namespaces and
// classes: "lane_filter" for _ZN4adas11lane_filterEPKiS1_Pii
// (adas::lane_filter), the symbol itself when it is not mangled. A "::"
// inside template arguments does not count.
func Unqualified(symbol string) string {
	d := Demangled(symbol)
	depth, cut := 0, 0
	for i := 0; i < len(d); i++ {
		switch d[i] {
		case '<', '(':
			depth++
		case '>', ')':
			depth--
		case ':':
			if depth == 0 && i+1 < len(d) && d[i+1] == ':' {
				cut = i + 2
				i++
			}
		}
	}
	return d[cut:]
}

// candidates lists kernels as "symbol (demangled)".
func candidates(ks []*Function) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = k.Name
		if d := Demangled(k.Name); d != k.Name {
			names[i] += " (" + d + ")"
		}
	}
	return strings.Join(names, ", ")
}
