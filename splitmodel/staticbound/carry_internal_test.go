package staticbound

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// TestCarryDiesWithHighHalf: a carry recorded in s[0:1] (or vcc) is
// forgotten when any register of the pair is written, s1 or vcc_hi
// included: a later v_addc must not pair with the old carry bits of
// lanes 32-63.
func TestCarryDiesWithHighHalf(t *testing.T) {
	for _, c := range []struct{ carry, clobber string }{
		{"s[0:1]", "s_mov_b32 s1, 0"},
		{"s[0:1]", "s_mov_b32 s0, 0"},
		{"s[0:1]", "s_mov_b64 s[0:1], 0"},
		{"vcc", "s_mov_b32 vcc_hi, 0"},
		{"vcc", "s_mov_b32 vcc_lo, 0"},
	} {
		src := "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n\t.globl f\n\t.type f,@function\nf:\n" +
			"\tv_add_u32_e64 v4, " + c.carry + ", v0, v1\n\t" + c.clobber + "\n\ts_endpgm\n"
		f, err := asm.Parse("t.s", []byte(src), asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		s := seed(isa.GFX8, 8, []Shape{{64, 1, 1}}, argLayout{kernarg: -1})
		ins := f.Functions[0].Instrs
		step(s, ins[0], nil)
		if len(s.carrys) != 1 {
			t.Fatalf("%s: v_add recorded %d carries, want 1", c.carry, len(s.carrys))
		}
		step(s, ins[1], nil)
		if len(s.carrys) != 0 {
			t.Errorf("after %q the carry in %s is still recorded: %v", c.clobber, c.carry, s.carrys)
		}
	}
}

// TestCarryOutFromRecord: which adds write a carry-out is the target
// record's fact (isa.Inst.CarryOut), not the mnemonic's: gfx9's v_add_u32
// writes none, its v_add_co_u32 does; and a carry-out the analysis does
// not model (an add under clamp) still overwrites the carry recorded in
// its destination pair.
func TestCarryOutFromRecord(t *testing.T) {
	for _, c := range []struct {
		arch  string
		tg    *isa.Target
		lines []string
		want  int // carries recorded after the lines
	}{
		{"gfx900", isa.GFX9, []string{"v_add_co_u32_e64 v4, s[0:1], v0, v1"}, 1},
		{"gfx900", isa.GFX9, []string{"v_add_u32_e64 v4, v0, v1"}, 0},
		{"gfx803", isa.GFX8, []string{"v_add_u32_e64 v4, s[0:1], v0, v1"}, 1},
		{"gfx803", isa.GFX8, []string{"v_add_u32_e64 v4, s[0:1], v0, v1", "v_add_u32_e64 v6, s[0:1], v2, v3 clamp"}, 0},
		{"gfx803", isa.GFX8, []string{"v_add_u32_e64 v4, s[0:1], v0, v1", "v_sub_u32_e64 v6, s[0:1], v2, v3"}, 0},
		{"gfx803", isa.GFX8, []string{"v_add_u32_e64 v4, s[0:1], v0, v1", "v_addc_u32_e64 v5, s[2:3], v2, v3, s[0:1]"}, 1},
	} {
		src := "\t.text\n\t.amdgcn_target \"amdgcn-amd-amdhsa--" + c.arch + "\"\n\t.globl f\n\t.type f,@function\nf:\n"
		for _, l := range c.lines {
			src += "\t" + l + "\n"
		}
		f, err := asm.Parse("t.s", []byte(src+"\ts_endpgm\n"), asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		s := seed(c.tg, 8, []Shape{{64, 1, 1}}, argLayout{kernarg: -1})
		for _, in := range f.Functions[0].Instrs[:len(c.lines)] {
			step(s, in, nil)
		}
		if len(s.carrys) != c.want {
			t.Errorf("%s %q: %d carries recorded (%v), want %d", c.arch, c.lines, len(s.carrys), s.carrys, c.want)
		}
	}
}
