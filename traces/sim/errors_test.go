package sim_test

import (
	"errors"
	"fmt"
	"strconv"
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
	// Lanes store to b0[tid*STRIDE + 6] of a 12-element buffer (48 bytes,
	// mapped to one 4 KiB page; b1 starts two pages after b0).
	store := func(stride int) string {
		return handKernel(`	v_mul_u32_u24_e32 v3, `+strconv.Itoa(stride)+`, v0
	v_add_u32_e32 v3, vcc, 6, v3
`+addrOf(0)+`	flat_store_dword v[1:2], v3
	s_endpgm
`, 2, 0)
	}
	// Stride 1, lanes 0..9: lanes 6..9 write bytes 48..63, the page
	// padding: the run succeeds and counts 4 writes at offsets 48..63.
	p := loadAsm(t, "pad.s", store(1))
	l := launch1D(1, 10, make([]int32, 12), make([]int32, 4))
	r, m := run(t, p, l, sim.Options{})
	compareI32(t, "b0", output(t, r, "b0"), []int32{0, 0, 0, 0, 0, 0, 6, 7, 8, 9, 10, 11})
	want := &sim.OutOfBounds{Padding: []sim.PaddingAccess{{Region: "b0", Writes: 4, First: 48, Last: 63}}}
	if got := r.OutOfBounds; got == nil || len(got.Padding) != 1 || got.Padding[0] != want.Padding[0] || got.LDSAccesses != 0 {
		t.Errorf("out of bounds = %+v, want %+v", got, want)
	}
	s := r.Summary("k", "default", 0, false)
	if s.OutOfBounds != r.OutOfBounds {
		t.Error("Summary drops OutOfBounds")
	}
	if got, want := s.Text([]string{"d/b0.bin"}), "k, input set default, S=0: 1 workgroups, 1 wavefronts, 0 splits, 10 wavefront instructions\n"+
		"  wrote d/b0.bin\n  out of bounds: b0: 0 read(s), 4 write(s) in its page padding, bytes 48..63 from its start\n"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	b0, b1 := m.ArgRegion(0).Base, m.ArgRegion(1).Base
	if b1-b0 != 2*sim.PageSize {
		t.Fatalf("b1 at b0 + %#x, want two pages", b1-b0)
	}

	// Stride 1024 (4096 bytes), lanes 0..1: lane 1 writes at b0 + 4120,
	// past b0's page and closer to b0's end (4072 bytes) than to b1's
	// start (4072 bytes too: a tie names the buffer before).
	p = loadAsm(t, "oob.s", store(1024))
	m, err := sim.NewMachine(p, launch1D(1, 2, make([]int32, 12), make([]int32, 4)), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Run()
	var me *sim.MemError
	if !errors.As(err, &me) {
		t.Fatalf("got %v, want a *sim.MemError", err)
	}
	if me.Lane != 1 || me.Addr != b0+4120 {
		t.Errorf("lane %d address %#x, want lane 1 address %#x", me.Lane, me.Addr, b0+4120)
	}
	for _, want := range []string{"oob.s:", "flat_store_dword v[1:2], v3", "lane 1", "4072 bytes past the end of b0"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not contain %q", err, want)
		}
	}

	// A halo read 128 bytes before b1 names b1, not b0 (the buffer whose
	// base is below the address, 8016 bytes away).
	p = loadAsm(t, "halo.s", handKernel(`	s_load_dwordx2 s[8:9], s[4:5], 0x8
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s8, s8, 0x80
	s_subb_u32 s9, s9, 0
	v_mov_b32_e32 v1, s8
	v_mov_b32_e32 v2, s9
	flat_load_dword v4, v[1:2]
	s_endpgm
`, 2, 0))
	m, _ = sim.NewMachine(p, launch1D(1, 1, make([]int32, 12), make([]int32, 4)), sim.Options{})
	if _, err = m.Run(); !errors.As(err, &me) || !strings.Contains(err.Error(), "128 bytes before the start of b1") {
		t.Errorf("halo read: got %v, want 128 bytes before the start of b1", err)
	}
	// With pad_before 128 on b1 the same read succeeds, reads zero and is
	// counted at offsets -128..-125; with 124 it is still an error.
	for _, pad := range []int{128, 124} {
		l := launch1D(1, 1, make([]int32, 12), make([]int32, 4))
		l.Args[1].PadBefore = pad
		m, _ = sim.NewMachine(p, l, sim.Options{})
		res, err := m.Run()
		if pad == 124 {
			if !errors.As(err, &me) || !strings.Contains(err.Error(), "before the start of b1") {
				t.Errorf("pad_before 124: got %v, want an error before b1", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("pad_before 128: %v", err)
		}
		want := []sim.PaddingAccess{{Region: "b1", Reads: 1, First: -128, Last: -125}}
		if res.OutOfBounds == nil || fmt.Sprint(res.OutOfBounds.Padding) != fmt.Sprint(want) {
			t.Errorf("pad_before 128: out of bounds %+v, want padding %+v", res.OutOfBounds, want)
		}
	}

	// LDS out of range: reads return 0, writes are dropped, both counted.
	// Lanes 0..3 write tid at 4*tid + 8 of 16 bytes: lanes 2, 3 are out of
	// range; then every lane reads 4*tid: lanes 0, 1 see 0 (never
	// written), lanes 2, 3 see 0, 1 (written by lanes 0, 1).
	src := handKernel(`	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 m0, -1
	ds_write_b32 v1, v0 offset:8
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v3, v1
	ds_read_b32 v4, v1 offset:16
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, vcc, v3, v4
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v3, v0
`+addrOf(0)+`	flat_store_dword v[1:2], v5
	s_endpgm
`, 1, 16)
	p = loadAsm(t, "lds.s", src)
	r, _ = run(t, p, launch1D(1, 4, make([]int32, 4)), sim.Options{})
	compareI32(t, "lds", output(t, r, "b0"), []int32{0, 0, 0, 1})
	// 2 writes + 4 reads at offset 16 are out of range.
	if r.OutOfBounds == nil || r.OutOfBounds.LDSAccesses != 6 || len(r.OutOfBounds.Padding) != 0 {
		t.Errorf("LDS out of range: %+v, want 6 lane accesses", r.OutOfBounds)
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
