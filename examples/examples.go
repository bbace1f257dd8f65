// Package examples embeds the example kernels so the splitwcet binary can
// analyze the default example with no files on disk.
//
// Each example is a directory examples/<name>/ holding its source,
// kernel.hip (HIP) or kernel.cl (OpenCL C), flags (the compiler's extra
// flags, one line), kernel.s (the gfx803 assembly hipcc or clang produced
// from them) and README.md (the expected CFG shape). scripts/examples.sh
// regenerates and checks the kernel.s files, and the Vega compilations
// kernel.gfx900.s and kernel.gfx906.s beside them (read from the source
// tree by tests, not embedded).
package examples

import (
	"embed"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"sort"
	"strings"
)

// FS holds every example's kernel.s, kernel.hip or kernel.cl, flags,
// README.md, workload.yaml and flow.yaml, at paths "<name>/<file>".
//
//go:embed */kernel.s */kernel.hip */kernel.cl */flags */README.md */flow.yaml */workload.yaml
var FS embed.FS

// Default is the example analyzed when no input file is given: the thesis'
// synthetic benchmark with its branch nest marked for splitting.
const Default = "synthetic_split"

// Names returns the names of all embedded examples, sorted.
func Names() []string {
	entries, err := fs.ReadDir(FS, ".")
	if err != nil {
		// The embedded root always exists; nothing sensible to return otherwise.
		return nil
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		if _, err := fs.Stat(FS, e.Name()+"/kernel.s"); err != nil {
			continue
		}
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// Assembly returns the example's compiled GCN assembly (kernel.s).
func Assembly(name string) ([]byte, error) {
	return read(name, "kernel.s")
}

// Source returns the example's source: kernel.hip (HIP) or kernel.cl
// (OpenCL C), see SourceFile.
func Source(name string) ([]byte, error) {
	return read(name, SourceFile(name))
}

// SourceFile is the name of the example's source file: kernel.cl for an
// OpenCL example, kernel.hip otherwise.
func SourceFile(name string) string {
	if known(name) {
		if _, err := fs.Stat(FS, name+"/kernel.cl"); err == nil {
			return "kernel.cl"
		}
	}
	return "kernel.hip"
}

// Flags returns the extra compiler flags the example was compiled with
// (beyond the base command in scripts/examples.sh), trimmed; it may be
// empty.
func Flags(name string) (string, error) {
	b, err := read(name, "flags")
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(b)), nil
}

// Facts returns the example's flow-facts file (flow.yaml: loop bounds for
// examples with loops); ok is false when the example has none.
func Facts(name string) (data []byte, ok bool, err error) {
	if !known(name) {
		_, err := read(name, "flow.yaml")
		return nil, false, err
	}
	b, err := FS.ReadFile(name + "/flow.yaml")
	if err != nil {
		return nil, false, nil
	}
	return b, true, nil
}

// Workload returns the example's workload file (workload.yaml: grid,
// arguments and input sets for the simulator).
func Workload(name string) ([]byte, error) {
	return read(name, "workload.yaml")
}

// read returns file of example name, or an error naming the known examples.
func read(name, file string) ([]byte, error) {
	if !known(name) {
		return nil, fmt.Errorf("examples: unknown example %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	b, err := FS.ReadFile(name + "/" + file)
	if err != nil {
		return nil, fmt.Errorf("examples: %s: %w", name, err)
	}
	return b, nil
}

// known reports whether name is one of Names(). It rejects paths such as
// "a/b" or "." that fs would otherwise resolve.
func known(name string) bool {
	for _, n := range Names() {
		if n == name {
			return true
		}
	}
	return false
}

// Describe is the first sentence of an example's README.md, after its title.
func Describe(name string) string {
	b, err := FS.ReadFile(name + "/README.md")
	if err != nil {
		return ""
	}
	var para []string
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "#") {
			continue
		}
		if line == "" {
			if len(para) > 0 {
				break
			}
			continue
		}
		para = append(para, line)
	}
	s := strings.ReplaceAll(strings.Join(para, " "), "`", "")
	if m := sentenceEnd.FindStringIndex(s); m != nil {
		s = s[:m[0]+1]
	}
	const maxLen = 90
	if len(s) > maxLen {
		cut := strings.LastIndexByte(s[:maxLen-3], ' ')
		if cut < maxLen/2 {
			cut = maxLen - 3
		}
		s = strings.TrimRight(s[:cut], " ,;:") + "..."
	}
	return s
}

// sentenceEnd matches the end of a sentence: a period, space, capital letter
// (so that "Fig. 4.3" is not an end).
var sentenceEnd = regexp.MustCompile(`\.\s+[A-Z]`)

// WriteList writes 'splitwcet examples': every example with its one-line
// description, the default one marked.
func WriteList(w io.Writer) {
	names := Names()
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	for _, n := range names {
		mark := " "
		if n == Default {
			mark = "*"
		}
		fmt.Fprintf(w, "%s %-*s  %s\n", mark, width, n, Describe(n))
	}
	fmt.Fprintf(w, "\n* default: what 'splitwcet cfg' analyzes without a file. 'splitwcet examples NAME' prints one.\n")
}
