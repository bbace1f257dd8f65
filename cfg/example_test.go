package cfg_test

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// The thesis' Fig. 4.4 if/else, split-marked, as LLVM prints it for gfx803.
const figure44 = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.type	k,@function
k:
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
	v_cmp_gt_u32_e32 vcc, 3, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 1
.LBB0_2:
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 2
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
	.end_amdhsa_kernel
`

func ExampleBuild() {
	f, err := asm.Parse("fig44.s", []byte(figure44), asm.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := cfg.BuildFile(f, "k")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(g.Blocks), "blocks,", g.CodeBytes(), "bytes")
	for _, br := range g.Branches {
		fmt.Printf("%s: s_cbranch_%s (%s) taken->%s join %s split %s\n",
			br.Block.Name, br.Cond, br.Class, br.Taken.To.Name, br.Join.Name, br.Split)
	}
	// Output:
	// 5 blocks, 60 bytes
	// %bb.0: s_cbranch_execz (exec-skip) taken->.LBB0_2 join .LBB0_4 split on
	// .LBB0_2: s_cbranch_execz (exec-skip) taken->.LBB0_4 join .LBB0_4 split on
}
