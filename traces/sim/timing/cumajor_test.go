package timing_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// cuMajorCase is a launch the CU-major order is checked on.
type cuMajorCase struct {
	name   string
	prog   *sim.Program
	launch *sim.Launch
	first  bool // the example's first input set
}

// cuMajorCases are every input set of every example's workload (the first
// of each with -short).
func cuMajorCases(t *testing.T) []cuMajorCase {
	var cases []cuMajorCase
	for _, name := range examples.Names() {
		p, wf, err := embeddedExample(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if p == nil {
			continue
		}
		for i, set := range wf.Sets {
			if testing.Short() && i > 0 {
				break
			}
			cases = append(cases, cuMajorCase{name + "/" + set.Name, p, set.Launch, i == 0})
		}
	}
	return cases
}

// cuMajorCounts counts the CU-major runs that stood and those that fell
// back to lockstep (SetCUMajorHook).
type cuMajorCounts struct{ stood, fell int }

// countCUMajor counts the CU-major runs that follow until restore.
func countCUMajor() (n *cuMajorCounts, restore func()) {
	n = &cuMajorCounts{}
	return n, timing.SetCUMajorHook(func(ok bool) {
		if ok {
			n.stood++
		} else {
			n.fell++
		}
	})
}

// runBoth runs the launch in the order Run chooses and in lockstep and
// reports where the results differ ("" when they are the same: cycles,
// statistics, per-wave statistics, outputs, out-of-bounds accesses, or the
// error's text).
func runBoth(p *sim.Program, l *sim.Launch, hw timing.Config, opt timing.Options) string {
	got, gerr := timing.Run(p, l, hw, opt)
	restore := timing.SetLockstep()
	want, werr := timing.Run(p, l, hw, opt)
	restore()
	if fmt.Sprint(gerr) != fmt.Sprint(werr) {
		return fmt.Sprintf("error %v, lockstep %v", gerr, werr)
	}
	if gerr != nil {
		return ""
	}
	if reflect.DeepEqual(got, want) {
		return ""
	}
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want)
	switch {
	case string(gj) != string(wj):
		return fmt.Sprintf("JSON\n%s\nlockstep\n%s", gj, wj)
	case !reflect.DeepEqual(got.Stats, want.Stats):
		return fmt.Sprintf("stats %+v, lockstep %+v", got.Stats, want.Stats)
	case !reflect.DeepEqual(got.Outputs, want.Outputs):
		return "outputs differ"
	}
	return "results differ"
}

// TestCUMajorEqualsLockstep: CU by CU (groups of one), over every
// example's launches on 2, 4 and 64 CUs at S = 0, 1, 4 and 63, parallel and serialized splits,
// reconvergence on and off, with every instruction probed (no Sink: its
// events count) and per-wave statistics, the run Run chooses equals the
// lockstep run field for field, and most of those launches did run CU by
// CU. The four mode combinations run at each S on 2 and 64 CUs (few CU
// runs, and many) on each example's first input set (without -short), one
// of them, rotating, elsewhere (the test's CPU time is make test's).
func TestCUMajorEqualsLockstep(t *testing.T) {
	defer timing.SetCUGroup(1)() // CU by CU, on every GPU size
	n, restore := countCUMajor()
	defer restore()
	cases := cuMajorCases(t)
	runs := 0
	for _, c := range cases {
		k := 0
		for _, cus := range []int{2, 4, 64} { // one CU is one group: lockstep
			for _, S := range []int{0, 1, 4, 63} {
				k++
				for mode := 0; mode < 4; mode++ {
					all := c.first && !testing.Short() && (cus == 2 || cus == 64)
					if !all && k%4 != mode {
						continue
					}
					serial, rec := mode&1 != 0, mode&2 != 0
					hw := timing.Default()
					hw.CUs, hw.Reconverge = cus, rec
					opt := timing.Options{S: S, Serial: serial, Probes: named(probeAll(c.prog)), WaveStats: true}
					runs++
					if d := runBoth(c.prog, c.launch, hw, opt); d != "" {
						t.Errorf("%s CUs=%d S=%d serial=%v reconverge=%v: %s", c.name, cus, S, serial, rec, d)
					}
				}
			}
		}
	}
	t.Logf("%d launches, %d runs: %d CU by CU, %d fell back to lockstep", len(cases), runs, n.stood, n.fell)
	// Every launch of the examples fits 64 CUs: at least a quarter of the
	// runs are CU-major ones.
	if n.stood < runs/4 {
		t.Errorf("%d of %d runs were CU by CU, want at least %d", n.stood, runs, runs/4)
	}
}

// TestCUMajorVariants: the arbiter's other paths and the visit queue's
// long form give the same results in both orders on every example's
// first launch: round robin, a vector decoder (visit decides every visit),
// fcfs splits, two SIMDs visited per cycle, and four on 70 CUs (more
// places in a cycle than a word holds).
func TestCUMajorVariants(t *testing.T) {
	defer timing.SetCUGroup(2)() // on 3 CUs a group of two in lockstep, then one of one
	n, restore := countCUMajor()
	defer restore()
	variants := []struct {
		name string
		set  func(*timing.Config)
	}{
		{"round robin", func(c *timing.Config) { c.Policy = timing.RoundRobin }},
		{"vector decoder", func(c *timing.Config) { c.VectorDecoder = 4 }},
		{"fcfs", func(c *timing.Config) { c.SplitPolicy = split.FCFS }},
		{"2 SIMDs per cycle", func(c *timing.Config) { c.SIMDsPerCycle = 2 }},
		{"4 SIMDs per cycle, 70 CUs", func(c *timing.Config) { c.SIMDsPerCycle, c.CUs = 4, 70 }},
	}
	runs := 0
	for _, c := range cuMajorCases(t) {
		if !c.first {
			continue // each example's first launch (make test's CPU time)
		}
		for _, v := range variants {
			for _, S := range []int{4, 63} {
				hw := timing.Default()
				hw.CUs = 3
				v.set(&hw)
				runs++
				if d := runBoth(c.prog, c.launch, hw, timing.Options{S: S, WaveStats: true}); d != "" {
					t.Errorf("%s, %s, S=%d: %s", c.name, v.name, S, d)
				}
			}
		}
	}
	if n.stood < runs/2 {
		t.Errorf("%d of %d runs were CU by CU, want at least %d", n.stood, runs, runs/2)
	}
}

// TestCUMajorVega: on the Vega hardware files of docs/results (the MI50's
// 60 CUs, the V1000's 11; no caches: both take the CU-major order), every
// example's gfx906 assembly with its first input set gives the lockstep
// results CU by CU and in the shipped groups of 8, at S = 0 and 63.
func TestCUMajorVega(t *testing.T) {
	n, restore := countCUMajor()
	defer restore()
	runs := 0
	for _, file := range []string{"mi50.yaml", "v1000.yaml"} {
		hw, _, err := timing.ReadFile(filepath.Join("..", "..", "..", "docs", "results", file))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range examples.Names() {
			src, err := os.ReadFile(filepath.Join("..", "..", "..", "examples", name, "kernel.gfx906.s"))
			if err != nil {
				continue // no Vega build of this example
			}
			_, wf, err := embeddedExample(name)
			if err != nil || wf == nil {
				t.Fatalf("%s: workload: %v", name, err)
			}
			p, err := loadProgram(name+"/kernel.gfx906.s", src)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, group := range []int{1, 8} {
				restoreGroup := timing.SetCUGroup(group)
				for _, S := range []int{0, 63} {
					runs++
					if d := runBoth(p, wf.Sets[0].Launch, hw, timing.Options{S: S, WaveStats: true}); d != "" {
						t.Errorf("%s, %s, groups of %d, S=%d: %s", file, name, group, S, d)
					}
				}
				restoreGroup()
			}
		}
	}
	t.Logf("%d runs, %d in groups, %d fell back", runs, n.stood, n.fell)
	if n.stood < runs/2 {
		t.Errorf("%d of %d runs were in groups, want at least %d", n.stood, runs, runs/2)
	}
}

// TestCUMajorLargeLaunch: a quarter of synthetic_split's full-occupancy
// launch x 16 (160 of its 640 workgroups of 256) fills 16 CUs exactly, 2.5 k
// split waves a CU at S = 63: CU by CU it gives the lockstep result. (The
// whole launch on 64 CUs, the one of docs/performance.md, was compared
// through the command's --json --per-wavefront at S = 0, 1, 4 and 63: too
// slow for every make test.)
func TestCUMajorLargeLaunch(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	p := loadExample(t, "synthetic_split")
	wf, err := workload.ParseFile(filepath.Join("..", "testdata", "synthetic_split_x16.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	l := *wf.Sets[0].Launch
	l.Workgroups = [3]int{160, 1, 1}
	n, restore := countCUMajor()
	defer restore()
	hw := timing.Default()
	hw.CUs = 16
	if d := runBoth(p, &l, hw, timing.Options{S: 63, WaveStats: true}); d != "" {
		t.Error(d)
	}
	if n.stood != 1 {
		t.Errorf("%d CU-major runs, want 1", n.stood)
	}
}

// raceKernel: every workgroup stores its id to word 0 of the buffer;
// workgroup 0 first spins through a loop of n iterations, so that in
// lockstep it stores last (the buffer ends with 0) while CU by CU,
// workgroup 1's CU runs after its store (1).
func raceKernel(t *testing.T, n int) *sim.Program {
	body := fmt.Sprintf(`	s_cmp_eq_u32 s6, 0
	s_cbranch_scc0 .Lstore
	s_mov_b32 s10, %d
.Lloop:
	s_sub_u32 s10, s10, 1
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc0 .Lloop
.Lstore:
	v_mov_b32_e32 v3, 0
%s	v_mov_b32_e32 v4, s6
	flat_store_dword v[1:2], v4
	s_waitcnt vmcnt(0)
	s_endpgm
`, n, addrOf(0))
	return loadAsm(t, "race.s", handKernel(body, 1, 0))
}

// TestCUMajorRaceFallsBack: two workgroups on two CUs store to one word;
// the CU-major run sees the shared word and Run answers with the lockstep
// run (the buffer ends with workgroup 0's id, the last store in time).
func TestCUMajorRaceFallsBack(t *testing.T) {
	defer timing.SetCUGroup(1)()
	p := raceKernel(t, 200)
	n, restore := countCUMajor()
	defer restore()
	hw := timing.Default()
	hw.CUs = 2
	l := launch1D(2, 64, []int32{-1})
	res, err := timing.Run(p, l, hw, timing.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Outputs[0].Data; string(got) != string(i32bytes([]int32{0})) {
		t.Errorf("buffer = %v, want workgroup 0's store last (0)", got)
	}
	if n.stood != 0 || n.fell != 1 {
		t.Errorf("CU-major runs: %d stood, %d fell back; want 0 and 1", n.stood, n.fell)
	}
	if d := runBoth(p, l, hw, timing.Options{S: 4, WaveStats: true}); d != "" {
		t.Error(d)
	}
	// Progress across the discarded CU-major run and the lockstep one:
	// increasing, up to 2 of 2 (the CU-major run reported both before
	// CU 1's shared word sent it back; lockstep adds nothing).
	var calls []string
	if _, err := timing.Run(p, l, hw, timing.Options{Progress: func(done, total int) { calls = append(calls, fmt.Sprintf("%d/%d", done, total)) }}); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(calls); got != "[1/2 2/2]" {
		t.Errorf("progress %s, want [1/2 2/2]", got)
	}
}

// TestCUMajorEligibility: which launches run CU by CU (the plan, checked
// against the lockstep placements) and which in lockstep.
func TestCUMajorEligibility(t *testing.T) {
	defer timing.SetCUGroup(1)()
	split := loadExample(t, "synthetic_split")
	x16, err := workload.ParseFile(filepath.Join("..", "testdata", "synthetic_split_x16.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	big := x16.Sets[0].Launch // 640 workgroups of 4 waves
	withGroups := func(l *sim.Launch, n int) *sim.Launch {
		c := *l
		c.Workgroups = [3]int{n, 1, 1}
		return &c
	}
	reduce := loadExample(t, "reduce")
	reduceSets := loadWorkload(t, "reduce").Sets
	partial := loadExample(t, "partial_split")
	partialSets := loadWorkload(t, "partial_split").Sets
	atomic := loadAsm(t, "atomic.s", handKernel(`	v_mov_b32_e32 v3, 0
`+addrOf(0)+`	v_mov_b32_e32 v4, 1
	flat_atomic_add v[1:2], v4
	s_waitcnt vmcnt(0)
	s_endpgm
`, 1, 0))
	cus := func(n int) timing.Config { c := timing.Default(); c.CUs = n; return c }
	// reduce's workgroups (4 waves) take 1 KiB of LDS each: on 2 CUs of
	// 2 KiB room for 4 of them, though the CUs' launch slots take 20.
	smallLDS := cus(2)
	smallLDS.LDSBytesPerCU = 2048
	caches := r9nano(t)
	caches.CUs = 64
	cases := []struct {
		name string
		p    *sim.Program
		l    *sim.Launch
		hw   timing.Config
		opt  timing.Options
		want bool // CU by CU
	}{
		{"640 workgroups fill 64 CUs", split, big, cus(64), timing.Options{}, true},
		{"641 do not", split, withGroups(big, 641), cus(64), timing.Options{}, false},
		{"40 fill 4 CUs", split, withGroups(big, 40), cus(4), timing.Options{S: 63}, true},
		{"640 on 4 CUs", split, big, cus(4), timing.Options{}, false},
		{"126 CUs", split, withGroups(big, 126), cus(126), timing.Options{}, true},
		{"127 CUs: owner ids", split, withGroups(big, 127), cus(127), timing.Options{}, false},
		{"a Sink", split, withGroups(big, 64), cus(64), timing.Options{Sink: &recorder{}}, false},
		{"a hook", split, withGroups(big, 64), cus(64), timing.Options{VMEMActive: func(int, isa.LaneMask) {}}, false},
		{"caches", split, withGroups(big, 64), caches, timing.Options{}, false},
		{"no memory budget", split, withGroups(big, 64), cus(64), timing.Options{MemoryBudget: -1}, true},
		{"no room for owner tracking", split, withGroups(big, 64), cus(64), timing.Options{MemoryBudget: budgetOwners(t, split, withGroups(big, 64), cus(64))}, false},
		{"a global atomic", atomic, launch1D(2, 64, []int32{0}), cus(2), timing.Options{}, false},
		{"LDS: reduce fits", reduce, reduceSets[0].Launch, cus(4), timing.Options{}, true},
		{"LDS room for 4 workgroups", reduce, withGroups(reduceSets[0].Launch, 4), smallLDS, timing.Options{}, true},
		{"5 workgroups: no LDS room", reduce, withGroups(reduceSets[0].Launch, 5), smallLDS, timing.Options{}, false},
		{"one CU: lockstep", split, withGroups(big, 10), cus(1), timing.Options{}, false},
		{"partial workgroups", partial, partialSets[0].Launch, cus(64), timing.Options{S: 4}, true},
	}
	for _, c := range cases {
		plan, err := timing.CUMajorPlan(c.p, c.l, c.hw, c.opt)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if (plan != nil) != c.want {
			t.Errorf("%s: CU by CU %v, want %v", c.name, plan != nil, c.want)
			continue
		}
		if plan == nil || len(plan) > 64 {
			continue // TestCUMajorLargeLaunch runs a launch of 160
		}
		// The plan is the lockstep dispatcher's: each workgroup's CU, and
		// its launch waves' ages and ready cycles (dispatch cycle +
		// workgroup_launch + (i+1) wave_launch).
		restore := timing.SetLockstep()
		res, err := timing.Run(c.p, c.l, c.hw, timing.Options{S: c.opt.S, WaveStats: true})
		restore()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, w := range res.Waves {
			if w.Split != 0 {
				continue
			}
			pw := plan[w.Workgroup]
			ready := pw.Cycle + int64(c.hw.WorkgroupLaunch) + int64(w.Wave+1)*int64(c.hw.WaveLaunch)
			if w.CU != pw.CU || w.Ready != ready {
				t.Errorf("%s: workgroup %d wave %d on CU %d ready at %d, plan CU %d ready at %d", c.name, w.Workgroup, w.Wave, w.CU, w.Ready, pw.CU, ready)
			}
		}
		if n := len(plan); n != res.Workgroups {
			t.Errorf("%s: %d planned, %d workgroups", c.name, n, res.Workgroups)
		}
		// A workgroup's age is the launch waves placed before it.
		var age int64
		for _, pw := range plan {
			if pw.Age != age {
				t.Errorf("%s: workgroup %d age %d, want %d", c.name, pw.ID, pw.Age, age)
			}
			for _, w := range res.Waves {
				if w.Split == 0 && w.Workgroup == pw.ID {
					age++
				}
			}
		}
	}
}

// TestCUMajorProgressAndStop: CU by CU, Progress counts the completed
// workgroups on from one CU to the next (the same calls as lockstep's:
// 1..n of n, n = 8), and Stop ends the run with ErrStopped, not a
// fallback.
// TestCUGroups: with the shipped group of 8 CUs, a GPU of 8 CUs or fewer
// runs in lockstep, a larger one in groups (the launch filling it).
func TestCUGroups(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	x16, err := workload.ParseFile(filepath.Join("..", "testdata", "synthetic_split_x16.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cus  int
		want bool
	}{{1, false}, {4, false}, {8, false}, {9, true}, {64, true}} {
		hw := timing.Default()
		hw.CUs = c.cus
		l := *x16.Sets[0].Launch
		l.Workgroups = [3]int{10 * c.cus, 1, 1}
		plan, err := timing.CUMajorPlan(p, &l, hw, timing.Options{S: 63})
		if err != nil {
			t.Fatal(err)
		}
		if (plan != nil) != c.want {
			t.Errorf("%d CUs: in groups %v, want %v", c.cus, plan != nil, c.want)
		}
	}
}

func TestCUMajorProgressAndStop(t *testing.T) {
	defer timing.SetCUGroup(1)()
	p := loadExample(t, "synthetic_split")
	l := loadWorkload(t, "synthetic_split").Sets[0].Launch
	n, restore := countCUMajor()
	defer restore()
	calls := func(lockstep bool) []string {
		if lockstep {
			defer timing.SetLockstep()()
		}
		var got []string
		opt := timing.Options{S: 4, Progress: func(done, total int) { got = append(got, fmt.Sprintf("%d/%d", done, total)) }}
		if _, err := timing.Run(p, l, timing.Default(), opt); err != nil {
			t.Fatal(err)
		}
		return got
	}
	got, want := calls(false), calls(true)
	if fmt.Sprint(got) != fmt.Sprint(want) || len(want) != l.Workgroups[0] {
		t.Errorf("progress %v, lockstep %v (%d workgroups)", got, want, l.Workgroups[0])
	}
	if n.stood != 1 {
		t.Errorf("%d CU-major runs, want 1", n.stood)
	}
	_, err := timing.Run(p, l, timing.Default(), timing.Options{S: 4, Stop: func() bool { return true }})
	if err != timing.ErrStopped {
		t.Errorf("stopped run: %v, want ErrStopped", err)
	}
	if n.stood != 1 || n.fell != 0 {
		t.Errorf("after the stopped run: %d stood, %d fell back; want 1 and 0", n.stood, n.fell)
	}
}

// budgetOwners is a memory budget the launch fits (timing.Estimate at S =
// 0) with less than a quarter of it to spare: no room for the owner
// tracking of a CU-major run.
func budgetOwners(t *testing.T, p *sim.Program, l *sim.Launch, hw timing.Config) int64 {
	need, err := timing.Estimate(p, l, hw, 0, false)
	if err != nil {
		t.Fatal(err)
	}
	return need + need/8
}
