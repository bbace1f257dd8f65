package kernel_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
)

// kernelText is a gfx kernel k whose body is body (lines from 4 on).
func kernelText(arch, body string) string {
	return "\t.amdgcn_target \"amdgcn-amd-amdhsa--" + arch + "\"\n\t.type\tk,@function\nk:\n" + body +
		"\ts_endpgm\n.Lfunc_end0:\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 8\n\t.end_amdhsa_kernel\n"
}

// Every command's loader rejects invalid instructions, cfg's (CFGOnly)
// included; the error names file:line and what was expected.
func TestInvalidInstructions(t *testing.T) {
	for _, c := range []struct{ arch, body, want string }{
		{"gfx803", "\tv_frobnicate_b32 v2, v1\n", "k.s:4:2: unknown instruction v_frobnicate_b32: not an instruction of gfx803"},
		{"gfx900", "\tv_frobnicate_b32 v2, v1\n", "k.s:4:2: unknown instruction v_frobnicate_b32: not an instruction of gfx900"},
		{"gfx1030", "\tv_frobnicate_b32 v2, v1\n", "k.s:4:2: unknown instruction v_frobnicate_b32"},
		{"gfx803", "\tv_xor_b32_e32 v6\n", "k.s:4:2: v_xor_b32_e32 takes 3 operand(s), got 1"},
		{"gfx803", "\tv_addc_u32_e32 v3, vcc, v4, 0, vcc\n", "k.s:4:2: operand 4 of v_addc_u32_e32 (0): want a VGPR"}, // VOP2: src1 is a VGPR
		{"gfx900", "\tv_xor_b32_e32 v6\n", "k.s:4:2: v_xor_b32_e32 takes 3 operand(s), got 1"},
		{"gfx900", "\tv_add_u32_e32 v1, vcc, v2, v3\n", "k.s:4:2: v_add_u32_e32 takes 3 operand(s), got 4"},
		{"gfx1030", "\ts_add_u32 s0, s1\n", "k.s:4:2: s_add_u32 takes 3 operand(s), got 2"},
		{"gfx803", "\ts_nop 99999\n", "k.s:4:2: s_nop 99999 out of range: allowed 0..15"},
		{"gfx1030", "\ts_nop 16\n", "s_nop 16 out of range: allowed 0..15"},
		{"gfx803", "\ts_sleep 0xffffffff\n", "s_sleep 4294967295 out of range: allowed 0..7"},
		{"gfx900", "\ts_sleep 8\n", "s_sleep 8 out of range: allowed 0..7"},
		{"gfx1030", "\ts_sleep 128\n", "s_sleep 128 out of range: allowed 0..127"},
		{"gfx803", "\ts_waitcnt vmcnt(99)\n", "vmcnt(99) out of range: allowed vmcnt(0..15) on gfx803"},
		{"gfx803", "\ts_waitcnt vmcnt(16)\n", "vmcnt(16) out of range: allowed vmcnt(0..15) on gfx803"},
		{"gfx900", "\ts_waitcnt vmcnt(64)\n", "vmcnt(64) out of range: allowed vmcnt(0..63) on gfx900"},
		{"gfx900", "\ts_waitcnt lgkmcnt(16)\n", "lgkmcnt(16) out of range: allowed lgkmcnt(0..15) on gfx900"},
		{"gfx1030", "\ts_waitcnt lgkmcnt(64)\n", "lgkmcnt(64) out of range: allowed lgkmcnt(0..63) on gfx1030"},
		{"gfx1030", "\ts_waitcnt expcnt(8)\n", "expcnt(8) out of range: allowed expcnt(0..7) on gfx1030"},
		{"gfx803", "\ts_waitcnt 0x10000\n", "s_waitcnt immediate 65536 out of range: allowed 0..0xffff"},
		{"gfx900", "\tv_dot2_f32_f16 v0, v1, v2, v3\n", "k.s:4:2: unknown instruction v_dot2_f32_f16: not an instruction of gfx900"},
		{"gfx906", "\tv_add_u32_e32 v0, 0x1ffffffff, v0\n", "k.s:4:2: operand 2 of v_add_u32_e32 (0x1ffffffff): want"},
		{"gfx906", "\tglobal_load_dword v0, v[1:2], off offset:4096\n", "k.s:4:2: modifier offset:4096 out of range: want offset:-4096..4095"},
	} {
		for _, cfgOnly := range []bool{true, false} {
			_, err := kernel.FromText("k.s", []byte(kernelText(c.arch, c.body)), kernel.Config{CFGOnly: cfgOnly})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s %q (CFGOnly %v): error %v, want %q", c.arch, c.body, cfgOnly, err, c.want)
			}
		}
	}
	// The limits themselves are accepted (llvm-mc-15 assembles each).
	for _, c := range []struct{ arch, body string }{
		{"gfx803", "\ts_nop 15\n\ts_sleep 7\n\ts_waitcnt vmcnt(15) expcnt(7) lgkmcnt(15)\n\ts_waitcnt 0xffff\n"},
		{"gfx900", "\ts_nop 0\n\ts_waitcnt vmcnt(63) lgkmcnt(15)\n\tv_or3_b32 v4, v1, v2, v3\n"},
		// What the operand tables of generator 1 missed (asm.OpTableGenerator).
		{"gfx900", "\tflat_atomic_add v5, v[1:2], v4 glc\n\tglobal_atomic_add v0, v1, v2, s[0:1] glc\n\ttbuffer_load_format_x v0, off, s[0:3], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]\n"},
		{"gfx906", "\tv_dot2_f32_f16 v0, v1, v2, v3\n\tv_fmac_f32_e32 v0, v1, v2\n\tflat_atomic_add v5, v[1:2], v4 glc\n"},
		{"gfx1030", "\ts_sleep 127\n\ts_waitcnt vmcnt(63) lgkmcnt(63)\n\tbuffer_gl0_inv\n\tv_xor3_b32 v4, v1, v2, v3\n"},
		{"gfx1100", "\ts_nop 0\n\tv_mov_b32_e32 v0, 1\n"}, // no operand table: the other checks only
	} {
		if _, err := kernel.FromText("k.s", []byte(kernelText(c.arch, c.body)), kernel.Config{CFGOnly: true}); err != nil {
			t.Errorf("%s: %v", c.arch, err)
		}
	}
}

// The llvm-mc check covers every function of the file, not only the
// kernel: here a device function's 33-bit literal (llvm-mc-15: invalid
// operand), which the kernel could call.
func TestInvalidInstructionInDeviceFunction(t *testing.T) {
	src := kernelText("gfx803", "\tv_mov_b32_e32 v0, 1\n") +
		"\t.text\n\t.type\tf,@function\nf:\n\tv_add_u32_e32 v0, vcc, 0x1ffffffff, v0\n\ts_setpc_b64 s[30:31]\n"
	want := "k.s:13:2: operand 3 of v_add_u32_e32 (0x1ffffffff): want"
	if _, err := kernel.FromText("k.s", []byte(src), kernel.Config{CFGOnly: true}); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
}

// A loop with no path to s_endpgm: a warning with CFGOnly (cfg draws it),
// an error for every analysis and for the simulator.
func TestEndlessLoopRejected(t *testing.T) {
	// Lines: 4 s_cmp, 5 s_cbranch, 6 .LBB0_1, 7 v_mov, 8 s_branch, 9 .LBB0_2, 10 s_endpgm.
	src := kernelText("gfx803", "\ts_cmp_eq_u32 s0, 0\n\ts_cbranch_scc1 .LBB0_2\n.LBB0_1:\n\tv_mov_b32_e32 v0, 1\n\ts_branch .LBB0_1\n.LBB0_2:\n")
	k, err := kernel.FromText("k.s", []byte(src), kernel.Config{CFGOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(k.CFG.Endless) != 1 || len(k.CFG.Warnings) == 0 || !strings.Contains(k.CFG.Warnings[0].Msg, "loop at .LBB0_1 (lines 6-8)") {
		t.Errorf("CFGOnly: Endless %v, warnings %v", k.CFG.Endless, k.CFG.Warnings)
	}
	want := "k.s:6:1: k: loop at .LBB0_1 (lines 6-8) has no path to s_endpgm: a wavefront that enters it can never finish, so no finite bound exists"
	for _, c := range []kernel.Config{{}, {Simulate: true}} {
		if _, err := kernel.FromText("k.s", []byte(src), c); err == nil || err.Error() != want {
			t.Errorf("%+v: error %v, want %q", c, err, want)
		}
	}
}

// The check without decoding (the commands that do not simulate, on a
// target with a current operand table) gives the same errors as with it,
// on every example as it is, with each instruction of a sample mutated in
// its operand count (the last operand dropped, repeated, or a VGPR added),
// and retargeted to gfx900 and gfx906 (gfx8 code, so many refusals): an
// operand list the simulator's decoder refuses by its length is one the
// operand table refuses too, with one exception, left out here and pinned
// by TestScalarLoadWithoutOffset: a scalar load without its offset.
func TestCheckWithoutDecoding(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 3))
	cases, refused := 0, 0
	for _, name := range examples.Names() {
		src, err := examples.Assembly(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range []string{"", "gfx900", "gfx906"} {
			text := string(src)
			if target != "" {
				text = retarget(text, target)
			}
			lines := strings.Split(text, "\n")
			f, err := asm.Parse(name+".s", []byte(text), asm.Options{})
			if err != nil {
				continue // a target the file's directives do not fit
			}
			fn, err := f.SelectKernel("")
			if err != nil {
				t.Fatal(err)
			}
			variants := []string{text}
			for k := 0; k < 12 && len(fn.Instrs) > 0; k++ {
				in := fn.Instrs[r.IntN(len(fn.Instrs))]
				m := mutateCount(r, in)
				if in.Enc == asm.EncSMEM && len(strings.Split(m, ",")) == 2 {
					continue // TestScalarLoadWithoutOffset
				}
				mutated := append([]string(nil), lines...)
				mutated[in.Pos().Line-1] = "\t" + m
				variants = append(variants, strings.Join(mutated, "\n"))
			}
			for _, v := range variants {
				f, err := asm.Parse(name+".s", []byte(v), asm.Options{})
				if err != nil {
					continue
				}
				fn, err := f.SelectKernel("")
				if err != nil {
					continue
				}
				_, with := kernel.CheckInstructions(fn, f.Arch, true)
				_, without := kernel.CheckInstructions(fn, f.Arch, false)
				cases++
				if with != nil {
					refused++
				}
				if fmt.Sprint(with) != fmt.Sprint(without) {
					t.Errorf("%s (%s): with decoding %v\nwithout %v", name, f.Arch.Name, with, without)
				}
			}
		}
	}
	t.Logf("%d kernels, %d refused", cases, refused)
	if refused == 0 || refused == cases {
		t.Errorf("%d of %d kernels refused: the cases do not exercise both outcomes", refused, cases)
	}
}

// retarget names another processor in the file's target directive.
func retarget(text, processor string) string {
	return regexp.MustCompile(`gfx[0-9a-f]+`).ReplaceAllString(text, processor)
}

// mutateCount rewrites an instruction with one operand fewer, the last
// operand repeated, or a VGPR added.
func mutateCount(r *rand.Rand, in *asm.Instruction) string {
	ops := make([]string, 0, len(in.Operands)+1)
	for _, o := range in.Operands {
		ops = append(ops, o.Text)
	}
	switch k := r.IntN(3); {
	case k == 0 && len(ops) > 0:
		ops = ops[:len(ops)-1]
	case k == 1 && len(ops) > 0:
		ops = append(ops, ops[len(ops)-1])
	default:
		ops = append(ops, "v0")
	}
	line := in.Mnemonic + " " + strings.Join(ops, ", ")
	for _, m := range in.Modifiers {
		line += " " + m.Name
		if m.Value != "" {
			line += ":" + m.Value
		}
	}
	return line
}

// A scalar load without its offset (`s_load_dword s4, s[4:5]`) is valid:
// llvm-mc-15 assembles it with offset 0, and the operand table accepts
// it. The simulator's decoder wants the offset written: the commands that
// simulate refuse it (the check's decoding, as before), those that do not
// take it (they no longer decode the kernel).
func TestScalarLoadWithoutOffset(t *testing.T) {
	for _, arch := range []string{"gfx803", "gfx906"} {
		src := []byte(kernelText(arch, "\ts_load_dword s4, s[4:5]\n"))
		if _, err := kernel.FromText("k.s", src, kernel.Config{CFGOnly: true}); err != nil {
			t.Errorf("%s, CFGOnly: %v", arch, err)
		}
		if _, err := kernel.FromText("k.s", src, kernel.Config{}); err != nil {
			t.Errorf("%s, analysis: %v", arch, err)
		}
		want := "k.s:4:2: s_load_dword in kernel k (s_load_dword s4, s[4:5]): want 3 operands, got 2"
		if _, err := kernel.FromText("k.s", src, kernel.Config{Simulate: true}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s, Simulate: error %v, want %q", arch, err, want)
		}
	}
}
