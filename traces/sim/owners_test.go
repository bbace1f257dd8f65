package sim_test

import (
	"bytes"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// TestOwnersConflict runs hand-written kernels of two workgroups of 64
// (the second's s6, its workgroup id, is 1), stepping each workgroup to
// its end with the owner the case gives it, and checks the conflict
// Machine.OwnersConflict reports and that the tracked run's outputs are
// the untracked Run's. Stores of 64 lanes to one region take
// gfx9_mem.go's one-region path when untracked.
func TestOwnersConflict(t *testing.T) {
	const lane = "	v_mov_b32_e32 v3, v0\n"                                  // index: the lane id, the same words in both workgroups
	const gid = "	s_lshl_b32 s10, s6, 6\n	v_add_u32_e32 v3, vcc, s10, v0\n" // index: the work-item id
	// index: the lane id + 63 x the workgroup id: the two workgroups meet
	// in word 63 only, the second's first lane and the first's last.
	const shifted = "	s_mul_i32 s10, s6, 63\n	v_add_u32_e32 v3, vcc, s10, v0\n"
	// v[1:2] = b0 + 4 x (lane + 64) without a new load of b0's address
	// (addrOf's s_load would make the kernarg segment the region Memory
	// found last), so that the access takes the one-region paths.
	const upper = "	v_add_u32_e32 v3, vcc, 64, v0\n	v_lshlrev_b32_e32 v1, 2, v3\n	v_mov_b32_e32 v2, s9\n" +
		"	v_add_u32_e32 v1, vcc, s8, v1\n	v_addc_u32_e32 v2, vcc, 0, v2, vcc\n"
	const store = "	flat_store_dword v[1:2], v0\n"
	const load = "	flat_load_dword v4, v[1:2]\n	s_waitcnt vmcnt(0)\n"
	const end = "	s_endpgm\n"
	// byGroup: workgroup 0 runs first, workgroup 1 second.
	byGroup := func(first, second string) string {
		return "	s_cmp_eq_u32 s6, 0\n	s_cbranch_scc0 .LBB0_1\n" + first + end + ".LBB0_1:\n" + second + end
	}
	for _, c := range []struct {
		name     string
		body     string
		owners   [2]int
		conflict bool
	}{
		{"stores to own words", gid + addrOf(0) + store + end, [2]int{0, 1}, false},
		{"stores to the same words, one owner", lane + addrOf(0) + store + end, [2]int{4, 4}, false},
		{"stores meeting in one word, two owners", shifted + addrOf(0) + store + end, [2]int{0, 1}, true},
		{"stores meeting in one word, one owner", shifted + addrOf(0) + store + end, [2]int{2, 2}, false},
		{"loads of the same words", lane + addrOf(0) + load + end, [2]int{0, 1}, false},
		{"a load, then another owner's store", lane + addrOf(0) + byGroup(load, store), [2]int{0, 1}, true},
		{"a load, then the same owner's store", lane + addrOf(0) + byGroup(load, store), [2]int{1, 1}, false},
		{"a second load, then another owner's store", lane + addrOf(0) + byGroup(load+upper+load, upper+store), [2]int{0, 1}, true},
		// The loaded register is the address's low half: the lanes are
		// noted before the loads change it.
		{"a second load into its address, then another owner's store", lane + addrOf(0) +
			byGroup(load+upper+"	flat_load_dword v1, v[1:2]\n	s_waitcnt vmcnt(0)\n", upper+store), [2]int{0, 1}, true},
		{"a second store, then another owner's load", lane + addrOf(0) + byGroup(store+upper+store, upper+load), [2]int{0, 1}, true},
		{"loads of shared words, stores to own", lane + addrOf(0) + load + gid + addrOf(8) +
			"	flat_store_dword v[1:2], v4\n" + end, [2]int{0, 1}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := loadAsm(t, "owners.s", handKernel(c.body, 2, 0))
			bufs := func() *sim.Launch {
				in := make([]int32, 128)
				for i := range in {
					in[i] = int32(1000 + i)
				}
				return launch1D(2, 64, in, make([]int32, 128))
			}
			want, _ := run(t, p, bufs(), sim.Options{})
			m, err := sim.NewMachine(p, bufs(), sim.Options{WaveStats: true})
			if err != nil {
				t.Fatal(err)
			}
			m.TrackOwners()
			var wgs []*sim.Workgroup
			for wg := m.Dispatch(); wg != nil; wg = m.Dispatch() {
				wgs = append(wgs, wg)
			}
			if len(wgs) != 2 {
				t.Fatalf("%d workgroups dispatched, want 2", len(wgs))
			}
			for i, wg := range wgs {
				m.SetOwner(c.owners[i])
				for _, w := range wg.Waves {
					for !w.Done {
						if err := m.Step(w); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
			if got := m.OwnersConflict(); got != c.conflict {
				t.Errorf("conflict %v, want %v", got, c.conflict)
			}
			got := m.Result()
			for _, b := range []string{"b0", "b1"} {
				if !bytes.Equal(output(t, got, b), output(t, want, b)) {
					t.Errorf("%s differs from the untracked run's", b)
				}
			}
		})
	}
}
