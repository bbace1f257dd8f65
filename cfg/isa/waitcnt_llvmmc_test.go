package isa

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// TestDecodeWaitcntMatchesLLVMMC: the s_waitcnt layout Waitcnt.Decode reads
// (gfx8: vmcnt 3:0; gfx9: vmcnt 3:0 and 15:14) is the one llvm-mc-15
// encodes: every symbolic s_waitcnt, assembled for gfx803 and gfx900,
// decodes back to its counts.
func TestDecodeWaitcntMatchesLLVMMC(t *testing.T) {
	const mc = "llvm-mc-15"
	if _, err := exec.LookPath(mc); err != nil {
		t.Skipf("%s not installed", mc)
	}
	encRE := regexp.MustCompile(`encoding: \[0x([0-9a-f]+),0x([0-9a-f]+),0x8c,0xbf\]`)
	for _, c := range []struct {
		arch asm.Arch
		vm   []int
	}{
		{asm.Arch{Name: "gfx803", Major: 8}, []int{0, 1, 7, 14}},
		{asm.Arch{Name: "gfx900", Major: 9}, []int{0, 1, 15, 16, 37, 48, 62}},
	} {
		var src bytes.Buffer
		type want struct{ vm, exp, lgkm int }
		var wants []want
		for _, vm := range c.vm {
			for _, exp := range []int{0, 3, 6} {
				for _, lgkm := range []int{0, 9, 14} {
					fmt.Fprintf(&src, "s_waitcnt vmcnt(%d) expcnt(%d) lgkmcnt(%d)\n", vm, exp, lgkm)
					wants = append(wants, want{vm, exp, lgkm})
				}
			}
		}
		cmd := exec.Command(mc, "-arch=amdgcn", "-mcpu="+c.arch.Name, "-show-encoding")
		cmd.Stdin = &src
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s -mcpu=%s: %v\n%s", mc, c.arch.Name, err, out)
		}
		ms := encRE.FindAllStringSubmatch(string(out), -1)
		if len(ms) != len(wants) {
			t.Fatalf("%s: %d encodings for %d instructions", c.arch.Name, len(ms), len(wants))
		}
		for i, m := range ms {
			lo, _ := strconv.ParseUint(m[1], 16, 8)
			hi, _ := strconv.ParseUint(m[2], 16, 8)
			imm := lo | hi<<8
			n := For(c.arch).Waitcnt.Decode(imm)
			vm, exp, lgkm := n[VMCnt], n[ExpCnt], n[LGKMCnt]
			if w := wants[i]; vm != w.vm || exp != w.exp || lgkm != w.lgkm {
				t.Errorf("%s: llvm-mc encodes vmcnt(%d) expcnt(%d) lgkmcnt(%d) as %#04x; decoded %d %d %d",
					c.arch.Name, w.vm, w.exp, w.lgkm, imm, vm, exp, lgkm)
			}
		}
	}
}
