package timing_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestScratchLines: MUBUF scratch accesses are served for the lines of the
// wave's swizzled scratch they touch (default hardware: 64-byte lines, 64
// bytes per cycle, 4 address cycles, so a service takes max(4, lines)
// cycles). 64 lanes storing a dword at one offset fill 256 contiguous
// bytes: 4 lines. Lane l storing at offset 4l lands at 256l + 4l, line
// 4l + l/16: 64 lines. A dwordx2 at one offset is two rows of 256 bytes:
// 8 lines. Total 4 + 64 + 8 = 76 service cycles (as contiguous bytes they
// would be 4 + 4 + 8).
func TestScratchLines(t *testing.T) {
	body := `	v_lshlrev_b32_e32 v2, 2, v0
	buffer_store_dword v0, off, s[0:3], 0
	buffer_store_dword v0, v2, s[0:3], 0 offen
	buffer_store_dwordx2 v[0:1], off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	s_endpgm
`
	src := strings.Replace(handKernel(body, 0, 0), ".amdhsa_group_segment_fixed_size 0",
		".amdhsa_group_segment_fixed_size 0\n\t\t.amdhsa_private_segment_fixed_size 512", 1)
	p := loadAsm(t, "scratch.s", src)
	l := &sim.Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}}
	r := run(t, p, l, timing.Default(), timing.Options{})
	if r.Stats.VMemLines != 76 {
		t.Errorf("vector memory service %d cycles, want 76", r.Stats.VMemLines)
	}
}
