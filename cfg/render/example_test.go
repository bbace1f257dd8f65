package render_test

import (
	"fmt"
	"os"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/render"
)

// An if/else on the lane ID, split-marked, as LLVM prints it for gfx803.
const ifElse = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
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

func ExampleText() {
	f, err := asm.Parse("ifelse.s", []byte(ifElse), asm.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := cfg.BuildFile(f, "k")
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := render.Text(os.Stdout, g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// kernel k (gfx803)
	//   defined at ifelse.s:3:1
	//   code: 60 bytes
	//   5 blocks, 6 edges, 0 loops, 2 conditional branches (2 exec-skip), 0 calls, 1 exit
	//
	// blocks:
	//   id  name     asm lines  instrs  bytes  depth  split  source
	//   0   %bb.0    4-9        5       24     0      -      -
	//       -> .LBB0_2 (taken), %bb.1 (not-taken)
	//   1   %bb.1    10-11      1       4      0      on     -
	//       -> .LBB0_2 (fallthrough)
	//   2   .LBB0_2  12-15      3       12     0      on     -
	//       -> .LBB0_4 (taken), %bb.3 (not-taken)
	//   3   %bb.3    16-17      1       4      0      on     -
	//       -> .LBB0_4 (fallthrough)
	//   4   .LBB0_4  18-21      3       16     0      on     -
	//       -> exit
	//
	// loops: none
	//
	// exec-skip (divergent) branches:
	//   %bb.0 (line 9): s_cbranch_execz taken -> .LBB0_2, not taken -> %bb.1, join .LBB0_4, split on
	//   .LBB0_2 (line 15): s_cbranch_execz taken -> .LBB0_4, not taken -> %bb.3, join .LBB0_4, split on
	//
	// uniform branches: none
	//
	// calls: none
	//
	// warnings: none
}
