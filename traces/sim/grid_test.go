package sim_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// localsKernel has static LDS of 100 bytes and the arguments out (global),
// a (__local, pointee_align 8), n (by value), b (__local, align 16) and c
// (__local, no .pointee_align); it stores the kernarg's a, b and c and the
// dispatch packet's group segment size to out[0..3].
func localsKernel() string {
	args := `      - {.address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer}
      - {.address_space: local, .offset: 8, .pointee_align: 8, .size: 4, .value_kind: dynamic_shared_pointer}
      - {.offset: 12, .size: 4, .value_kind: by_value}
      - {.address_space: local, .offset: 16, .pointee_align: 16, .size: 4, .value_kind: dynamic_shared_pointer}
      - {.address_space: local, .offset: 20, .size: 4, .value_kind: dynamic_shared_pointer}
`
	body := "\ts_load_dword s8, s[4:5], 0x8\n\ts_load_dword s9, s[4:5], 0x10\n\ts_load_dword s10, s[4:5], 0x14\n" +
		"\ts_load_dword s11, s[6:7], 0x1c\n" + storeSGPRs(8, 4) + "\ts_endpgm\n"
	src := abiKernel(body, args, 24, "")
	// the dispatch pointer in s[6:7] (after the private segment buffer and
	// before the kernarg pointer), 100 bytes of static LDS
	src = strings.Replace(src, "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n",
		"\t\t.amdhsa_user_sgpr_dispatch_ptr 1\n\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_group_segment_fixed_size 100\n", 1)
	src = strings.Replace(src, ".amdhsa_user_sgpr_count 6", ".amdhsa_user_sgpr_count 8", 1)
	// the kernarg pointer moves to s[6:7], the dispatch pointer takes s[4:5]
	src = strings.Replace(src, "s[6:7], 0x1c", "s[X], 0x1c", 1)
	src = strings.Replace(src, "s[4:5]", "s[6:7]", -1)
	return strings.Replace(src, "s[X]", "s[4:5]", 1)
}

func localsLaunch(a, b, c, dyn int) *sim.Launch {
	return &sim.Launch{Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}, DynamicLDS: dyn,
		Args: []sim.Arg{{Name: "out", Buffer: make([]byte, 16), IsBuffer: true, Output: true, Elem: "i32"},
			{Name: "a", LDS: a}, {Name: "n", Value: []byte{1, 0, 0, 0}}, {Name: "b", LDS: b}, {Name: "c", LDS: c}}}
}

// TestLayoutLDS: each __local argument's range after the static LDS, in
// argument order, aligned to its .pointee_align, then the dynamic LDS; the
// kernel reads the ranges' starts as its arguments and the whole size in
// the dispatch packet. By hand: a at 100 rounded to 8 = 104 (12 bytes), b
// at 116 rounded to 16 = 128 (40 bytes), c at 168 (no alignment, 3 bytes),
// the dynamic LDS at 171, 10 bytes: 181 in all.
func TestLayoutLDS(t *testing.T) {
	p := loadAsm(t, "locals.s", localsKernel())
	l := localsLaunch(12, 40, 3, 10)
	lay, err := sim.LayoutLDS(p.Fn, l)
	if err != nil {
		t.Fatal(err)
	}
	if lay.Static != 100 || lay.Dynamic != 171 || lay.Size != 181 || len(lay.Args) != 5 ||
		lay.Args[0] != -1 || lay.Args[1] != 104 || lay.Args[2] != -1 || lay.Args[3] != 128 || lay.Args[4] != 168 {
		t.Errorf("layout = %+v, want static 100, args [-1 104 -1 128 168], dynamic 171, size 181", lay)
	}
	r, _ := run(t, p, l, sim.Options{})
	compareI32(t, "kernarg a, b, c and the packet's group segment size", output(t, r, "out"), []int32{104, 128, 168, 181})

	for _, c := range []struct {
		name string
		l    *sim.Launch
		want string
	}{
		{"no size", localsLaunch(12, 0, 3, 0), "b is a __local pointer (dynamic_shared_pointer): give its LDS bytes (lds: BYTES), not nothing"},
		{"a value", func() *sim.Launch {
			l := localsLaunch(12, 40, 3, 0)
			l.Args[3] = sim.Arg{Name: "b", Value: []byte{0, 0, 0, 0}}
			return l
		}(),
			"b is a __local pointer (dynamic_shared_pointer): give its LDS bytes (lds: BYTES), not a value"},
		{"size on a value", func() *sim.Launch { l := localsLaunch(12, 40, 3, 0); l.Args[2].LDS = 8; return l }(),
			"n is a by_value, the workload gives it LDS bytes (lds: 8)"},
		{"too big", localsLaunch(12, 65100, 3, 400), "a workgroup needs 65631 bytes of LDS (100 static + 65131 for __local arguments + 400 dynamic_lds), a GCN workgroup can have at most 65536"},
	} {
		_, err := sim.LayoutLDS(p.Fn, c.l)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: LayoutLDS error %v, want %q", c.name, err, c.want)
		}
		if _, err := sim.NewMachine(p, c.l, sim.Options{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: NewMachine error %v, want %q", c.name, err, c.want)
		}
	}
}

// TestKernargPartialGrid: a grid of 150 x 3 work-items in workgroups of
// 64 x 2 (3 x 2 workgroups, the last of each dimension partial) with a
// global offset: the runtime's hidden arguments are the whole workgroups
// (2, 1), the workgroup size, the remainders (22, 1) and the offsets.
func TestKernargPartialGrid(t *testing.T) {
	args := `      - {.address_space: global, .offset: 0, .size: 8, .value_kind: global_buffer}
      - {.offset: 8, .size: 4, .value_kind: hidden_block_count_x}
      - {.offset: 12, .size: 4, .value_kind: hidden_block_count_y}
      - {.offset: 16, .size: 4, .value_kind: hidden_block_count_z}
      - {.offset: 20, .size: 2, .value_kind: hidden_group_size_x}
      - {.offset: 22, .size: 2, .value_kind: hidden_group_size_y}
      - {.offset: 24, .size: 2, .value_kind: hidden_group_size_z}
      - {.offset: 26, .size: 2, .value_kind: hidden_remainder_x}
      - {.offset: 28, .size: 2, .value_kind: hidden_remainder_y}
      - {.offset: 30, .size: 2, .value_kind: hidden_remainder_z}
      - {.offset: 32, .size: 8, .value_kind: hidden_global_offset_x}
      - {.offset: 40, .size: 8, .value_kind: hidden_global_offset_y}
      - {.offset: 48, .size: 8, .value_kind: hidden_global_offset_z}
`
	body := "\ts_load_dwordx4 s[8:11], s[4:5], 0x8\n\ts_load_dwordx8 s[12:19], s[4:5], 0x18\n" + storeSGPRs(8, 12) + "\ts_endpgm\n"
	p := loadAsm(t, "partial.s", abiKernel(body, args, 56, ""))
	l := &sim.Launch{Workgroups: [3]int{3, 2, 1}, WorkgroupSize: [3]int{64, 2, 1}, GridSize: [3]int{150, 3, 1}, GlobalOffset: [3]int{5, 6, 7},
		Args: []sim.Arg{{Name: "out", Buffer: make([]byte, 4*12), IsBuffer: true, Output: true, Elem: "i32"}}}
	r, _ := run(t, p, l, sim.Options{})
	got := i32s(output(t, r, "out"))
	want := []int32{
		2, 1, 1, // whole workgroups per dimension (x: 150/64, y: 3/2, z)
		64 | 2<<16, 1 | 22<<16, 1, // group sizes 64, 2, 1; remainders 22, 1, 0
		5, 0, 6, 0, 7, 0, // global offsets (64-bit)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("kernarg byte %d: got %#x, want %#x", 8+4*i, got[i], want[i])
		}
	}
	// 6 workgroups: 64x2 (2 waves), 64x2, 22x2 (1), 64x1 (1), 64x1, 22x1 (1)
	if r.Workgroups != 6 || r.LaunchWaves != 8 {
		t.Errorf("%d workgroups, %d launch wavefronts; want 6 and 8", r.Workgroups, r.LaunchWaves)
	}
	if _, err := sim.NewMachine(p, &sim.Launch{Workgroups: [3]int{2, 2, 1}, WorkgroupSize: [3]int{64, 2, 1}, GridSize: [3]int{150, 3, 1}, Args: l.Args}, sim.Options{}); err == nil ||
		!strings.Contains(err.Error(), "grid of 150 work-items in dimension x with workgroups of 64 needs 3 workgroups, the launch says 2") {
		t.Errorf("inconsistent grid: %v", err)
	}
}

// TestGroupShapes: the workgroup shapes of a partial 2-D grid, counted by
// hand, and GroupDims at the last workgroups.
func TestGroupShapes(t *testing.T) {
	l := &sim.Launch{Workgroups: [3]int{3, 3, 1}, WorkgroupSize: [3]int{16, 4, 1}, GridSize: [3]int{37, 10, 1}}
	got := l.GroupShapes()
	want := []sim.GroupShape{{WorkItems: 64, Count: 4}, {WorkItems: 32, Count: 2}, {WorkItems: 20, Count: 2}, {WorkItems: 10, Count: 1}}
	if len(got) != len(want) {
		t.Fatalf("GroupShapes = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("GroupShapes = %v, want %v", got, want)
		}
	}
	if d := l.GroupDims([3]int{2, 2, 0}); d != [3]int{5, 2, 1} {
		t.Errorf("GroupDims(2, 2) = %v, want [5 2 1]", d)
	}
	if !l.Partial() || l.Grid(0) != 37 {
		t.Errorf("Partial %v, Grid(0) %d", l.Partial(), l.Grid(0))
	}
	whole := &sim.Launch{Workgroups: [3]int{3, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}}
	if whole.Partial() || whole.Grid(0) != 192 || len(whole.GroupShapes()) != 1 {
		t.Errorf("whole grid: Partial %v, Grid %d, shapes %v", whole.Partial(), whole.Grid(0), whole.GroupShapes())
	}
}
