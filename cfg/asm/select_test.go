package asm

import (
	"strings"
	"testing"
)

// selectFile has two kernels whose demangled names share a prefix, a
// namespaced kernel and a device function.
func selectFile(t *testing.T) *File {
	t.Helper()
	var b strings.Builder
	b.WriteString("\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n")
	for i, sym := range []string{"_Z6ifelsePKiPi", "_Z10ifelse_twoPi", "_ZN2ns4scanEv", "helper"} {
		b.WriteString("\t.type\t" + sym + ",@function\n" + sym + ":\n\ts_endpgm\n.Lfunc_end" + string(rune('0'+i)) + ":\n")
		if sym != "helper" {
			b.WriteString("\t.amdhsa_kernel " + sym + "\n\t.end_amdhsa_kernel\n")
		}
	}
	f, err := Parse("sel.s", []byte(b.String()), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestSelectKernel: the one rule by which --kernel, workloads and flow
// facts name a kernel.
// Requirements: REQ-NAME-1 (docs/qualification/requirements.md).
func TestSelectKernel(t *testing.T) {
	f := selectFile(t)
	for _, c := range []struct{ name, want, err string }{
		{"", "", `sel.s: 3 kernels, choose one with --kernel: _Z6ifelsePKiPi (ifelse), _Z10ifelse_twoPi (ifelse_two), _ZN2ns4scanEv (ns::scan)`},
		{"_Z10ifelse_twoPi", "_Z10ifelse_twoPi", ""}, // exact symbol
		{"helper", "helper", ""},                     // a device function by its exact symbol
		{"ifelse", "_Z6ifelsePKiPi", ""},             // exact demangled name beats the prefix of ifelse_two
		{"ns::scan", "_ZN2ns4scanEv", ""},            // demangled, namespaced
		{"ifelse_t", "_Z10ifelse_twoPi", ""},         // unique prefix of a demangled name
		{"_ZN2", "_ZN2ns4scanEv", ""},                // unique prefix of a symbol
		{"ns", "_ZN2ns4scanEv", ""},                  // unique prefix of a demangled name
		{"ife", "", `sel.s: kernel "ife" is ambiguous: it begins _Z6ifelsePKiPi (ifelse), _Z10ifelse_twoPi (ifelse_two)`},
		{"hel", "", `sel.s: no kernel "hel"; kernels: _Z6ifelsePKiPi (ifelse), _Z10ifelse_twoPi (ifelse_two), _ZN2ns4scanEv (ns::scan)`},
		{"scan", "_ZN2ns4scanEv", ""},                   // the unqualified name of ns::scan
		{"can", "", `sel.s: no kernel "can"; kernels:`}, // a substring is not a prefix
		{"ifesle", "", `sel.s: no kernel "ifesle" (did you mean ifelse?); kernels: _Z6ifelsePKiPi (ifelse),`},
		{"ns::scna", "", `sel.s: no kernel "ns::scna" (did you mean ns::scan?); kernels:`},
		{"_Z6ifelsePKiPj", "", `sel.s: no kernel "_Z6ifelsePKiPj" (did you mean _Z6ifelsePKiPi?); kernels:`},
	} {
		fn, err := f.SelectKernel(c.name)
		switch {
		case c.err != "":
			if err == nil || !strings.HasPrefix(err.Error(), c.err) {
				t.Errorf("SelectKernel(%q) = %v, %v; want error %q", c.name, fn, err, c.err)
			}
		case err != nil || fn.Name != c.want:
			t.Errorf("SelectKernel(%q) = %v, %v; want %s", c.name, fn, err, c.want)
		}
	}
}

// TestSelectedBy: a workload's or flow-facts file's kernel: is checked
// against the analyzed function by the same rule, without prefixes (a file
// names its kernel in full: "ns" is a prefix of ns::scan, not its name).
func TestSelectedBy(t *testing.T) {
	f := selectFile(t)
	scan := f.Function("_ZN2ns4scanEv")
	for name, ok := range map[string]bool{"ns::scan": true, "scan": true, "_ZN2ns4scanEv": true, "ns": false, "ifelse": false, "can": false} {
		if err := scan.SelectedBy(name); (err == nil) != ok {
			t.Errorf("SelectedBy(%q) = %v, want ok = %v", name, err, ok)
		}
	}
	if err := scan.SelectedBy("ifelse"); err == nil || err.Error() != `kernel "ifelse" selects ifelse [_Z6ifelsePKiPi], not ns::scan [_ZN2ns4scanEv]` {
		t.Errorf("SelectedBy(ifelse) = %v", err)
	}
}

func TestUnqualified(t *testing.T) {
	for sym, want := range map[string]string{
		"_ZN4adas11lane_filterEPKiS1_Pii": "lane_filter",
		"_ZN2ns4scanEv":                   "scan",
		"_Z6ifelsePKiPi":                  "ifelse",
		"_ZN1a1b1cEv":                     "c",
		"_Z3fooIN2ns3barEEvPT_":           "foo<ns::bar>", // a :: inside template arguments stays
		"plain":                           "plain",
	} {
		if got := Unqualified(sym); got != want {
			t.Errorf("Unqualified(%q) = %q, want %q", sym, got, want)
		}
	}
}

func TestSelectKernelNone(t *testing.T) {
	f, err := Parse("none.s", []byte("\t.text\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.SelectKernel(""); err == nil || err.Error() != "none.s: no kernels (no .amdhsa_kernel block)" {
		t.Errorf("no kernels: %v", err)
	}
	if _, err := f.SelectKernel("k"); err == nil || !strings.Contains(err.Error(), "the file has no kernels") {
		t.Errorf("named kernel in a file without kernels: %v", err)
	}
}

func TestDemangled(t *testing.T) {
	for sym, want := range map[string]string{
		"_Z6ifelsePKiPi":           "ifelse",
		"_Z15synthetic_splitPKiPi": "synthetic_split",
		"_ZN2ns4scanEv":            "ns::scan",
		"_Z3fooIiEvPT_":            "foo<int>",
		"plain":                    "plain",
		"_Zbroken":                 "_Zbroken",
	} {
		if got := Demangled(sym); got != want {
			t.Errorf("Demangled(%q) = %q, want %q", sym, got, want)
		}
	}
}

func TestDisplay(t *testing.T) {
	for sym, want := range map[string]string{
		"_Z6ifelsePKiPi":       "ifelse [_Z6ifelsePKiPi]",
		"_ZN2ns4scanEv":        "ns::scan [_ZN2ns4scanEv]",
		"_Z5histoPKiS0_PiS1_i": "histo [_Z5histoPKiS0_PiS1_i]",
		"plain_c_kernel":       "plain_c_kernel",
		"_Zbroken":             "_Zbroken",
	} {
		if got := Display(sym); got != want {
			t.Errorf("Display(%q) = %q, want %q", sym, got, want)
		}
	}
}
