package isa

import (
	"strings"
	"testing"
)

// FuzzParse: the table parser never panics, every error names the file,
// and every rule of a table it accepts names one of its classes.
func FuzzParse(f *testing.F) {
	f.Add(YAML())
	for _, s := range []string{
		"",
		"classes: {a: {unit: valu}}\nrules: [{match: v_*, class: a}]\n",
		"classes: {a: {unit: vmem, mem: vmem}}\nrules: [{match: [buffer_*, flat_*], class: a}]\nfallback: [{match: '*', class: a}]\n",
		"classes: {a: {unit: gpu}}\n",
		"rules: [{match: \"v_[\", class: a}]\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tab, err := parse("fuzz.yaml", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.yaml") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		for _, r := range tab.rules {
			if tab.byName[r.Class] == nil {
				t.Fatalf("rule %+v names no class of the table", r)
			}
		}
	})
}

// FuzzParseReference: the reference-list parser never panics, names the
// line of every error, and what it accepts has unique non-empty names.
func FuzzParseReference(f *testing.F) {
	f.Add(gfx8TSV)
	f.Add(gfx9TSV)
	f.Add([]byte("v_dot2_f32_f16\tVOP3P\te64\t-\tgfx906\nv_pk_add_f16\tVOP3P\te64\t-\tall\n"))
	f.Add([]byte("a\tSOP1\t-\t-\t\n"))
	f.Add([]byte("# c\nv_add_u16\tVOP2\te32,e64,sdwa,dpp\t-\n"))
	f.Add([]byte("a\tb\n"))
	f.Add([]byte("a\tSOP1\t-\t-\na\tSOP1\t-\t-\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ops, err := ParseReference("ref.tsv", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ref.tsv:") {
				t.Fatalf("error %q does not name the line", err)
			}
			return
		}
		seen := map[string]bool{}
		for _, o := range ops {
			if o.Name == "" || seen[o.Name] {
				t.Fatalf("accepted empty or repeated name %q", o.Name)
			}
			seen[o.Name] = true
		}
	})
}
