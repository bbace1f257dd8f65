package sim_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// callKernel is handKernel with device function text placed before the
// kernel and a private segment of priv bytes per lane.
func callKernel(callee, body string, nbuf, priv int) string {
	src := handKernel(body, nbuf, 0)
	src = strings.Replace(src, "\t.globl\tk\n", callee+"\t.globl\tk\n", 1)
	return strings.Replace(src, ".amdhsa_group_segment_fixed_size 0", ".amdhsa_group_segment_fixed_size 0\n\t\t.amdhsa_private_segment_fixed_size "+strconv.Itoa(priv), 1)
}

// storeV stores VGPR v to buffer argument buf at index lane (v3 = lane).
func storeV(buf, v int) string {
	return addrOf(8*buf) + "\tflat_store_dword v[1:2], v" + strconv.Itoa(v) + "\n"
}

const leaf = `	.p2align	2
	.type	f,@function
f:
	s_getpc_b64 s[40:41]
	v_add_u32_e32 v7, vcc, 100, v0
	buffer_store_dword v7, off, s[0:3], s32 offset:4
	buffer_load_dword v8, off, s[0:3], s32 offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end_f:
	.size	f, .Lfunc_end_f-f
`

// TestCallReturn: s_getpc_b64, the rel32 callee address, s_swappc_b64's
// return address and s_setpc_b64's return, by hand. The kernel's first
// bytes: s_mov_b32 with a literal (8), s_getpc_b64 (4), s_add_u32 and
// s_addc_u32 with literals (8 each), s_swappc_b64 (4): the return address
// is codeBase+32 (codeBase's low half is 0). The kernel is under 256 bytes,
// so f is placed at codeBase+256 and its s_getpc_b64 returns
// codeBase+260. The callee's frame is s32 = 0x100, a per-lane offset of
// 0x100/64 = 4: its store at offset:4 lands on the lane's private bytes
// 8..11, which the kernel reads back with soffset 0, offset:8.
func TestCallReturn(t *testing.T) {
	body := `	v_mov_b32_e32 v3, v0
	s_mov_b32 s32, 0x100
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, f@rel32@lo+4
	s_addc_u32 s11, s11, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[10:11]
	v_mov_b32_e32 v9, s30
	v_mov_b32_e32 v10, s10
	v_mov_b32_e32 v11, s40
	buffer_load_dword v12, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
` + storeV(0, 8) + storeV(1, 9) + storeV(2, 10) + storeV(3, 11) + storeV(4, 12) + "\ts_endpgm\n"
	// v_mov_b32_e32 v3, v0 (4 bytes) comes first: every address is +4.
	p := loadAsm(t, "call.s", callKernel(leaf, body, 5, 16))
	if got := p.Functions(); len(got) != 2 || got[0] != "k" || got[1] != "f" {
		t.Fatalf("image functions %v, want [k f]", got)
	}
	z := make([]int32, 64)
	r, _ := run(t, p, launch1D(1, 64, z, z, z, z, z), sim.Options{})
	lane100, ret, callee, getpc := make([]int32, 64), make([]int32, 64), make([]int32, 64), make([]int32, 64)
	for l := range lane100 {
		lane100[l] = int32(l + 100)
		ret[l] = 4 + 32
		callee[l] = 256
		getpc[l] = 256 + 4
	}
	compareI32(t, "value through the callee's frame", output(t, r, "b0"), lane100)
	compareI32(t, "return address (s_swappc_b64)", output(t, r, "b1"), ret)
	compareI32(t, "callee address (rel32)", output(t, r, "b2"), callee)
	compareI32(t, "s_getpc_b64 in the callee", output(t, r, "b3"), getpc)
	compareI32(t, "frame bytes read with soffset 0", output(t, r, "b4"), lane100)
}

// TestScratchSwizzle: MUBUF scratch addresses are swizzled (4-byte
// elements, 64 lanes): with soffset 4, lane l's offset 0 is A = 4 + 4l,
// lane (l+1)'s bytes 0..3 for l < 63 and lane 0's bytes 4..7 for l = 63.
func TestScratchSwizzle(t *testing.T) {
	body := `	v_mov_b32_e32 v3, v0
	v_add_u32_e32 v7, vcc, 1, v0
	s_mov_b32 s12, 4
	buffer_store_dword v7, off, s[0:3], s12
	buffer_load_dword v4, off, s[0:3], 0
	buffer_load_dword v5, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
` + storeV(0, 4) + storeV(1, 5) + "\ts_endpgm\n"
	p := loadAsm(t, "swizzle.s", callKernel("", body, 2, 8))
	z := make([]int32, 64)
	r, _ := run(t, p, launch1D(1, 64, z, z), sim.Options{})
	at0, at4 := make([]int32, 64), make([]int32, 64)
	for l := 1; l < 64; l++ {
		at0[l] = int32(l) // written by lane l-1 (value (l-1)+1)
	}
	at4[0] = 64 // lane 63's value
	compareI32(t, "offset 0", output(t, r, "b0"), at0)
	compareI32(t, "offset 4", output(t, r, "b1"), at4)
}

// TestCallRejected: a call to a function the file does not define is
// rejected at load time, naming the site and the symbol.
func TestCallRejected(t *testing.T) {
	body := `	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, ext@rel32@lo+4
	s_addc_u32 s11, s11, ext@rel32@hi+12
	s_swappc_b64 s[30:31], s[10:11]
	s_endpgm
`
	_, err := loadProgram("ext.s", []byte(callKernel("", body, 0, 0)))
	if err == nil {
		t.Fatal("a call to an undefined function was accepted")
	}
	for _, want := range []string{"ext.s:7:2: s_add_u32", "ext@rel32@lo+4", "symbol ext is neither a data symbol nor a function defined in this file", "ext.s:8:2: s_addc_u32"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not contain %q", err, want)
		}
	}
}

// TestBadReturnAddress: a return to an address that is not an
// instruction of the image stops the run, naming the s_setpc_b64, the
// address (the return address codeBase+24, as counted in TestCallReturn,
// plus 2) and the image's functions.
func TestBadReturnAddress(t *testing.T) {
	callee := `	.p2align	2
	.type	f,@function
f:
	s_add_u32 s30, s30, 2
	s_setpc_b64 s[30:31]
.Lfunc_end_f:
	.size	f, .Lfunc_end_f-f
`
	body := `	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, f@rel32@lo+4
	s_addc_u32 s11, s11, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[10:11]
	s_endpgm
`
	p := loadAsm(t, "badret.s", callKernel(callee, body, 0, 0))
	m, err := sim.NewMachine(p, launch1D(1, 64), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Run()
	// Return address: 4 + 8 + 8 + 4 = 24 bytes into the kernel; +2.
	for _, want := range []string{"s_setpc_b64 s[30:31]", "jumps to 0x7f000000001a", "not an instruction of the loaded code", "k at 0x7f0000000000", "f at 0x7f0000000100"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not contain %q", err, want)
		}
	}
}

// TestRecursionGuard: a function that calls itself without end stops at
// MaxCallDepth with the call chain (it ran into the 2^24-instruction
// limit, per wavefront, only after minutes); a recursion that ends runs.
func TestRecursionGuard(t *testing.T) {
	callee := `	.p2align	2
	.type	f,@function
f:
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc1 .Lret
	s_sub_u32 s12, s12, 1
	v_mov_b32_e32 v5, s30
	v_mov_b32_e32 v6, s31
	buffer_store_dword v5, off, s[0:3], s32
	buffer_store_dword v6, off, s[0:3], s32 offset:4
	s_add_u32 s32, s32, 0x200
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, f@rel32@lo+4
	s_addc_u32 s11, s11, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[10:11]
	s_sub_u32 s32, s32, 0x200
	buffer_load_dword v5, off, s[0:3], s32
	buffer_load_dword v6, off, s[0:3], s32 offset:4
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s30, v5
	v_readfirstlane_b32 s31, v6
.Lret:
	s_setpc_b64 s[30:31]
.Lfunc_end_f:
	.size	f, .Lfunc_end_f-f
`
	body := func(depth int) string {
		return "	s_mov_b32 s12, " + strconv.Itoa(depth) + `
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, f@rel32@lo+4
	s_addc_u32 s11, s11, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[10:11]
	s_endpgm
`
	}
	// Each frame keeps the return address in 8 bytes per lane of scratch.
	p := loadAsm(t, "rec.s", callKernel(callee, body(sim.MaxCallDepth-1), 0, 8*sim.MaxCallDepth))
	m, err := sim.NewMachine(p, launch1D(1, 64), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Run(); err != nil {
		t.Errorf("a recursion %d deep: %v", sim.MaxCallDepth, err)
	}
	p = loadAsm(t, "rec.s", callKernel(callee, body(-1), 0, 8*sim.MaxCallDepth)) // s12 never reaches 0
	m, err = sim.NewMachine(p, launch1D(1, 64), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Run()
	for _, want := range []string{"wg 0 wave 0 is inside 1024 calls", "a recursion that does not end?", "The call chain: k -> f (called at rec.s:", "... (1019 more calls) -> f (called at"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not contain %q", err, want)
		}
	}
}

// TestCalleeNotSplitPoint: in noinline_split the callee's loop branches
// diverge with MODE bit 21 set, but callees are not split points: at
// S = 63 each launch wavefront splits once, at the kernel's odd/even
// branch (the second kernel branch finds each split uniform).
func TestCalleeNotSplitPoint(t *testing.T) {
	p := loadExample(t, "noinline_split")
	wf := loadWorkload(t, "noinline_split")
	r, _ := run(t, p, wf.Sets[0].Launch, sim.Options{S: 63})
	if r.Splits != r.LaunchWaves || r.LaunchWaves != 8 {
		t.Errorf("%d splits for %d launch wavefronts, want 8 and 8", r.Splits, r.LaunchWaves)
	}
}

// TestFlatStackThroughCall: testdata/flatstack.hip passes a pointer to the
// kernel's local array (a flat address in the private aperture: lane
// offset 16, the frame above the callee's stack at s32 = 0x1400, a lane
// offset of 80) to fill(), which writes a[k] = i*k + 1 with FLAT stores;
// the kernel reads a[idx[i] & 15] with a swizzled MUBUF load at offen
// 16 + 4*(idx & 15). Both views of the lane's scratch must agree.
func TestFlatStackThroughCall(t *testing.T) {
	src, err := os.ReadFile("testdata/flatstack.s")
	if err != nil {
		t.Fatal(err)
	}
	p := loadAsm(t, "testdata/flatstack.s", string(src))
	idx := make([]int32, 128)
	want := make([]int32, 128)
	for i := range idx {
		idx[i] = int32(i*7 + 3)
		want[i] = int32(i)*(idx[i]&15) + 1
	}
	r, _ := run(t, p, launch1D(2, 64, idx, make([]int32, 128)), sim.Options{})
	compareI32(t, "out", output(t, r, "b1"), want)
}

// FuzzCallee: any device function body called by a kernel through the
// rel32 sequence loads or is rejected, and runs without a panic or a hang
// (jumps anywhere, scratch anywhere: errors, not crashes), within a 64 MiB
// budget and 1,000 instructions per wavefront.
func FuzzCallee(f *testing.F) {
	f.Add("\ts_setpc_b64 s[30:31]\n")
	f.Add("\ts_add_u32 s30, s30, 2\n\ts_setpc_b64 s[30:31]\n")
	f.Add("\tv_mov_b32_e32 v7, 5\n\tbuffer_store_dword v7, off, s[0:3], s32 offset:4\n\tbuffer_load_dword v8, v0, s[0:3], 0 offen\n\ts_waitcnt vmcnt(0)\n\ts_setpc_b64 s[30:31]\n")
	f.Add("\ts_getpc_b64 s[4:5]\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_setpc_b64 s[30:31]\n")
	f.Add("\ts_mov_b64 s[4:5], 0\n\ts_swappc_b64 s[30:31], s[4:5]\n\ts_endpgm\n")
	f.Add(".Lx:\n\ts_cbranch_execz .Lx\n\ts_branch .Lx\n")
	body := `	s_mov_b32 s32, 0x100
	s_getpc_b64 s[10:11]
	s_add_u32 s10, s10, f@rel32@lo+4
	s_addc_u32 s11, s11, f@rel32@hi+12
	s_swappc_b64 s[30:31], s[10:11]
	s_endpgm
`
	f.Fuzz(func(t *testing.T, callee string) {
		if len(callee) > 2048 {
			return
		}
		src := callKernel("\t.p2align\t2\n\t.type\tf,@function\nf:\n"+callee+".Lfunc_end_f:\n\t.size\tf, .Lfunc_end_f-f\n", body, 1, 64)
		p, err := loadProgram("fuzz.s", []byte(src))
		if err != nil {
			return
		}
		m, err := sim.NewMachine(p, launch1D(1, 64, make([]int32, 64)), sim.Options{MemoryBudget: 64 << 20, MaxWaveInstructions: 1000})
		if err != nil {
			return
		}
		_, _ = m.Run()
	})
}
