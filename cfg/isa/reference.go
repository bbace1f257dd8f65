package isa

import (
	_ "embed"
	"fmt"
	"strings"
)

//go:embed gfx8.tsv
var gfx8TSV []byte

//go:embed gfx9.tsv
var gfx9TSV []byte

// RefOp is one mnemonic of a generation's reference list (gfx8.tsv,
// gfx9.tsv): what LLVM's AMDGPU assembler accepts for the generation's
// processors, with its base encoding and, for vector ALU mnemonics, the
// encodings it has.
type RefOp struct {
	Name   string
	Format string   // SOP1, SOP2, SOPC, SOPK, SOPP, SMEM, VOP1, VOP2, VOPC, VOP3, VOP3P, DS, MUBUF, MTBUF, FLAT, MIMG, EXP, VINTRP
	Forms  []string // vector ALU: e32, e64, sdwa, dpp
	// Excluded names why the mnemonic is outside the compute scope of the
	// coverage goal (image, export, interpolation, gds-only); empty when in.
	Excluded string
	// Processors are the generation's processors that accept the mnemonic
	// (gfx9: v_dot* only on gfx906); nil when every one does.
	Processors []string
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

// Reference is a generation's reference list as the coverage report reads
// it: its file name, comment lines (the source) and mnemonics.
type Reference struct {
	File   string // "gfx8.tsv"
	Header []string
	Ops    []RefOp
}

// GFX8Reference parses the embedded gfx8 reference list.
func GFX8Reference() ([]RefOp, error) { return ParseReference("gfx8.tsv", gfx8TSV) }

// GFX8ReferenceHeader returns the gfx8 list's comment lines (its source).
func GFX8ReferenceHeader() []string { return header(gfx8TSV) }

// References returns the reference list of each generation with one, by
// generation name ("gfx8", "gfx9").
func References() (map[string]Reference, error) {
	out := map[string]Reference{}
	for gen, b := range map[string][]byte{"gfx8": gfx8TSV, "gfx9": gfx9TSV} {
		file := gen + ".tsv"
		ops, err := ParseReference(file, b)
		if err != nil {
			return nil, err
		}
		out[gen] = Reference{File: file, Header: header(b), Ops: ops}
	}
	return out, nil
}

func header(b []byte) []string {
	var h []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "#") {
			h = append(h, strings.TrimSpace(strings.TrimPrefix(l, "#")))
		}
	}
	return h
}

// ParseReference reads a reference list named file: comment lines start
// with '#', every other non-empty line is mnemonic TAB format TAB forms TAB
// excluded ("-" for none), optionally TAB processors ("all" for every one).
func ParseReference(file string, b []byte) ([]RefOp, error) {
	var ops []RefOp
	seen := map[string]bool{}
	for i, l := range strings.Split(string(b), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 4 && len(f) != 5 {
			return nil, fmt.Errorf("%s:%d: want 4 or 5 tab-separated fields, got %d", file, i+1, len(f))
		}
		if f[0] == "" || seen[f[0]] {
			return nil, fmt.Errorf("%s:%d: empty or repeated mnemonic %q", file, i+1, f[0])
		}
		seen[f[0]] = true
		r := RefOp{Name: f[0], Format: f[1]}
		if f[2] != "-" {
			r.Forms = strings.Split(f[2], ",")
		}
		if f[3] != "-" {
			r.Excluded = f[3]
		}
		if len(f) == 5 && f[4] != "all" {
			if f[4] == "" {
				return nil, fmt.Errorf("%s:%d: empty processors field (want all or a comma-separated list)", file, i+1)
			}
			r.Processors = strings.Split(f[4], ",")
		}
		ops = append(ops, r)
	}
	return ops, nil
}
