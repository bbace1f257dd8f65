package isa

import (
	_ "embed"
	"fmt"
	"strings"
)

//go:embed gfx8.tsv
var gfx8TSV []byte

// RefOp is one mnemonic of the gfx8 reference list (gfx8.tsv): what LLVM's
// AMDGPU assembler accepts for gfx803, with its base encoding and, for
// vector ALU mnemonics, the encodings it has.
type RefOp struct {
	Name   string
	Format string   // SOP1, SOP2, SOPC, SOPK, SOPP, SMEM, VOP1, VOP2, VOPC, VOP3, DS, MUBUF, MTBUF, FLAT, MIMG, EXP, VINTRP
	Forms  []string // vector ALU: e32, e64, sdwa, dpp
	// Excluded names why the mnemonic is outside the compute scope of the
	// coverage goal (image, export, interpolation, gds-only); empty when in.
	Excluded string
}

// HasForm reports whether the mnemonic has the named encoding form.
func (r RefOp) HasForm(f string) bool {
	for _, x := range r.Forms {
		if x == f {
			return true
		}
	}
	return false
}

// GFX8Reference parses the embedded reference list.
func GFX8Reference() ([]RefOp, error) { return ParseReference(gfx8TSV) }

// GFX8ReferenceHeader returns the list's comment lines (its source).
func GFX8ReferenceHeader() []string {
	var h []string
	for _, l := range strings.Split(string(gfx8TSV), "\n") {
		if strings.HasPrefix(l, "#") {
			h = append(h, strings.TrimSpace(strings.TrimPrefix(l, "#")))
		}
	}
	return h
}

// ParseReference reads a reference list: comment lines start with '#',
// every other non-empty line is mnemonic TAB format TAB forms TAB excluded
// ("-" for none).
func ParseReference(b []byte) ([]RefOp, error) {
	var ops []RefOp
	seen := map[string]bool{}
	for i, l := range strings.Split(string(b), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 4 {
			return nil, fmt.Errorf("gfx8.tsv:%d: want 4 tab-separated fields, got %d", i+1, len(f))
		}
		if f[0] == "" || seen[f[0]] {
			return nil, fmt.Errorf("gfx8.tsv:%d: empty or repeated mnemonic %q", i+1, f[0])
		}
		seen[f[0]] = true
		r := RefOp{Name: f[0], Format: f[1]}
		if f[2] != "-" {
			r.Forms = strings.Split(f[2], ",")
		}
		if f[3] != "-" {
			r.Excluded = f[3]
		}
		ops = append(ops, r)
	}
	return ops, nil
}
