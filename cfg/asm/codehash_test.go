package asm

import (
	"strings"
	"testing"
)

// TestCodeHash: the code hash follows the definition on its doc comment,
// ignores comments and spacing, and changes with any instruction, operand,
// label or the target.
func TestCodeHash(t *testing.T) {
	hash := func(src string, arch Arch) string {
		t.Helper()
		f, err := Parse("t.s", []byte(src), Options{})
		if err != nil {
			t.Fatal(err)
		}
		return f.Functions[0].CodeHash(arch)
	}
	gfx803 := Arch{Name: "gfx803", Major: 8}
	base := hash(inFunction("; %bb.0:", "\ts_cmp_eq_u32 s0, 0", "\ts_cbranch_scc1 .LBB0_2", "\ts_nop 0", ".LBB0_2:", "\ts_endpgm"), gfx803)
	// Pinned: the canonical text of the doc comment, hashed by hand:
	//   printf 'splitwcet-code 1\narch gfx803\nblock %%bb.0\ninstr s_cmp_eq_u32 s0, 0\ninstr s_cbranch_scc1 .LBB0_2\ninstr s_nop 0\nlabel .LBB0_2\ninstr s_endpgm\n' | sha256sum
	const want = "sha256:969772860ffc2f0ae616c2ab544076639af69cf088eaf1b1f8a3f0351db17d4a"
	if base != want {
		t.Errorf("hash %s, want %s", base, want)
	}
	for _, c := range []struct {
		name string
		src  string
		arch Arch
		same bool
	}{
		{"comments and spacing", inFunction("; %bb.0:", "  s_cmp_eq_u32   s0,  0 ; compare", "\ts_cbranch_scc1\t.LBB0_2", "\ts_nop 0", "; a comment line", ".LBB0_2:  ; %if.end", "\ts_endpgm"), gfx803, true},
		{"an operand", inFunction("; %bb.0:", "\ts_cmp_eq_u32 s0, 1", "\ts_cbranch_scc1 .LBB0_2", "\ts_nop 0", ".LBB0_2:", "\ts_endpgm"), gfx803, false},
		{"an instruction", inFunction("; %bb.0:", "\ts_cmp_eq_u32 s0, 0", "\ts_cbranch_scc0 .LBB0_2", "\ts_nop 0", ".LBB0_2:", "\ts_endpgm"), gfx803, false},
		{"a label's place", inFunction("; %bb.0:", "\ts_cmp_eq_u32 s0, 0", "\ts_cbranch_scc1 .LBB0_2", ".LBB0_2:", "\ts_nop 0", "\ts_endpgm"), gfx803, false},
		{"the target", inFunction("; %bb.0:", "\ts_cmp_eq_u32 s0, 0", "\ts_cbranch_scc1 .LBB0_2", "\ts_nop 0", ".LBB0_2:", "\ts_endpgm"), Arch{Name: "gfx900", Major: 9}, false},
	} {
		got := hash(c.src, c.arch)
		if (got == base) != c.same {
			t.Errorf("%s: hash %s, base %s, same = %v", c.name, got, base, c.same)
		}
		if !strings.HasPrefix(got, "sha256:") || len(got) != len("sha256:")+64 {
			t.Errorf("%s: hash %q is no sha256:HEX", c.name, got)
		}
	}
}

// appendFields is strings.Fields joined by single spaces, on ASCII and
// other text.
func TestAppendFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", "  s_mov_b32   s0,\t 1 ", "v_add\v\fx\r\ny", "a\u00a0b  c", "\u2003x y\u2003"} {
		if got, want := string(appendFields([]byte("p "), s)), "p "+strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}
