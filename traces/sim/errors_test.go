package sim_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

func TestUnsupportedInstructionNamesOpcodeKernelLine(t *testing.T) {
	src := handKernel("\tv_mov_b32_e32 v1, 0\n\ts_rfe_b64 s[0:1]\n\ts_endpgm\n", 0, 0)
	_, err := loadProgram("bad.s", []byte(src))
	var le *sim.LoadError
	if !errors.As(err, &le) {
		t.Fatalf("got %v, want a *sim.LoadError", err)
	}
	for _, want := range []string{"bad.s:7", "s_rfe_b64", "kernel k", "unsupported instruction"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not contain %q", err, want)
		}
	}
}

func TestOutOfBoundsNamesInstructionLaneAddress(t *testing.T) {
	// Lanes 0..9 store to out[tid + 6] of a 12-element buffer: lanes 6..9
	// are out of bounds; the first is lane 6 at base + 48.
	src := handKernel(`	v_add_u32_e32 v3, vcc, 6, v0
`+addrOf(0)+`	flat_store_dword v[1:2], v3
	s_endpgm
`, 1, 0)
	p := loadAsm(t, "oob.s", src)
	m, err := sim.NewMachine(p, launch1D(1, 10, make([]int32, 12)), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Run()
	var me *sim.MemError
	if !errors.As(err, &me) {
		t.Fatalf("got %v, want a *sim.MemError", err)
	}
	base := m.ArgRegion(0).Base
	if me.Lane != 6 || me.Addr != base+48 {
		t.Errorf("lane %d address %#x, want lane 6 address %#x", me.Lane, me.Addr, base+48)
	}
	for _, want := range []string{"oob.s:", "flat_store_dword v[1:2], v3", "lane 6", "past the end of b0"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not contain %q", err, want)
		}
	}
	// LDS out of bounds
	src = handKernel(`	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 m0, -1
	ds_write_b32 v1, v0 offset:8
	s_endpgm
`, 0, 16)
	p = loadAsm(t, "lds.s", src)
	m, _ = sim.NewMachine(p, launch1D(1, 4), sim.Options{})
	if _, err = m.Run(); !errors.As(err, &me) || me.Lane != 2 || !strings.Contains(err.Error(), "16 bytes of LDS") {
		t.Errorf("LDS overflow: got %v, want lane 2 outside 16 bytes of LDS", err)
	}
}

func TestSOutOfRange(t *testing.T) {
	p := loadExample(t, "ifelse")
	if _, err := sim.NewMachine(p, launch1D(1, 64, make([]int32, 256), make([]int32, 64)), sim.Options{S: 64}); err == nil {
		t.Error("S = 64 accepted")
	}
}

func TestArgumentMismatch(t *testing.T) {
	p := loadExample(t, "ifelse")
	if _, err := sim.NewMachine(p, launch1D(1, 64, make([]int32, 256)), sim.Options{}); err == nil ||
		!strings.Contains(err.Error(), "2 argument(s), the workload gives 1") {
		t.Errorf("got %v", err)
	}
}
