package timing_test

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// run runs the launch with per-wave statistics (Options.WaveStats).
func run(t testing.TB, p *sim.Program, l *sim.Launch, hw timing.Config, opt timing.Options) *timing.Result {
	t.Helper()
	opt.WaveStats = true
	r, err := timing.Run(p, l, hw, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// withHW returns the default configuration with a YAML override applied.
func withHW(t testing.TB, yaml string) timing.Config {
	t.Helper()
	c, err := timing.Load("test.yaml", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// probeAt places an IPT named after each instruction index whose text
// contains one of the markers (";@name" comments are not kept by the
// parser, so markers are matched on the instruction text).
func probeAll(p *sim.Program) map[int]string {
	m := map[int]string{}
	for _, in := range p.Instrs {
		m[in.PC] = fmt.Sprintf("i%d", in.PC)
	}
	return m
}

// named turns probe names by PC into IPTs (of no IPG: the timing model
// only reports them).
func named(m map[int]string) map[int]*ipg.IPT {
	out := make(map[int]*ipg.IPT, len(m))
	for pc, n := range m {
		out[pc] = &ipg.IPT{ID: pc, Name: n}
	}
	return out
}

// recorder is a Sink that keeps every event.
type recorder []traces.Event

func (r *recorder) Write(e traces.Event) error {
	*r = append(*r, e)
	return nil
}

func record(opt *timing.Options) *[]traces.Event {
	var evs recorder
	opt.Sink = &evs
	return (*[]traces.Event)(&evs)
}

// A lone VALU-only wavefront: every full-rate VALU instruction holds the
// SIMD's vector pipeline 4 cycles (64 lanes / 16), and the wave issues its
// next instruction at the SIMD's next visit 4 cycles later; s_endpgm takes
// its own 4-cycle issue slot. Kernel time = 4 * N + 4. A quarter-rate
// instruction (v_mul_lo_u32) takes 16.
func TestLoneVALUWavefront(t *testing.T) {
	const n = 10
	p := dependentVALU(t, n)
	r := run(t, p, launch1D(1, 64), timing.Default(), timing.Options{})
	if r.Cycles != 4*n+4 {
		t.Errorf("lone VALU wavefront: %d cycles, want 4*%d + 4 = %d", r.Cycles, n, 4*n+4)
	}
	// Dispatch: the wave is ready after its 4-cycle launch and SIMD 0 is
	// visited at cycles 0, 4, 8, ...
	if r.Start != 4 || r.End != 4+4*n+4 {
		t.Errorf("start %d end %d, want 4 and %d", r.Start, r.End, 4+4*n+4)
	}
	if r.Instructions != n+1 || len(r.Waves) != 1 || r.Waves[0].Instructions != n+1 {
		t.Errorf("instructions %d, waves %+v", r.Instructions, r.Waves)
	}
	if r.Stats.Issued[0] != n {
		t.Errorf("VALU issued %d, want %d", r.Stats.Issued[0], n)
	}

	p = loadAsm(t, "quarter.s", handKernel("\tv_mov_b32_e32 v1, 1\n\tv_mul_lo_u32 v1, v1, v0\n\tv_add_u32_e32 v1, vcc, v0, v1\n\ts_endpgm\n", 0, 0))
	r = run(t, p, launch1D(1, 64), timing.Default(), timing.Options{})
	if want := int64(4 + 16 + 4 + 4); r.Cycles != want {
		t.Errorf("with a quarter-rate multiply: %d cycles, want %d", r.Cycles, want)
	}

	// A narrower SIMD takes longer per instruction.
	r = run(t, loadAsm(t, "valu.s", handKernel("\tv_mov_b32_e32 v1, 1\n\tv_mov_b32_e32 v2, 1\n\ts_endpgm\n", 0, 0)),
		launch1D(1, 64), withHW(t, "gpu: {simd_lanes: 8}\n"), timing.Options{})
	if r.Cycles != 8+8+4 {
		t.Errorf("SIMD8: %d cycles, want 20", r.Cycles)
	}
}

// loadKernel loads one dword per lane, then WAIT (s_waitcnt vmcnt(0) or a
// s_nop of the same issue cost), then uses it.
func loadKernel(wait string) string {
	return handKernel(`	v_mov_b32_e32 v3, v0
`+addrOf(0)+`	flat_load_dword v5, v[1:2]
`+wait+`
	v_add_u32_e32 v5, vcc, 1, v5
	flat_store_dword v[1:2], v5
	s_endpgm
`, 1, 0)
}

// Memory latency shows up where the code waits: with s_waitcnt vmcnt(0)
// the next instruction issues at load + 4 (the coalesced 256-byte access
// holds the CU's vector memory pipeline 4 cycles) + latency, + 4 for the
// s_waitcnt's own slot; without the wait, 8 cycles after the load.
func TestWaitcntShowsMemoryLatency(t *testing.T) {
	gap := func(hw timing.Config, wait string) int64 {
		p := loadAsm(t, "wait.s", loadKernel(wait))
		probes := map[int]string{}
		for _, in := range p.Instrs {
			switch in.Op {
			case "flat_load_dword":
				probes[in.PC] = "load"
			case "v_add_u32":
				if in.PC > 5 {
					probes[in.PC] = "use"
				}
			}
		}
		opt := timing.Options{Probes: named(probes)}
		evs := record(&opt)
		r := run(t, p, launch1D(1, 64, make([]int32, 64)), hw, opt)
		if len(*evs) != 2 || (*evs)[0].IPT.Name != "load" || (*evs)[1].IPT.Name != "use" {
			t.Fatalf("events %+v", *evs)
		}
		if got := r.Outputs[0].Data; !bytes.Equal(got[4:8], i32bytes([]int32{1})) {
			t.Errorf("output %v", got[:8])
		}
		return (*evs)[1].Time - (*evs)[0].Time
	}
	def := timing.Default()
	withWait := gap(def, "\ts_waitcnt vmcnt(0)")
	noWait := gap(def, "\ts_nop 0")
	if want := int64(4 + def.VMemLatency + 4); withWait != want {
		t.Errorf("load to use with s_waitcnt: %d cycles, want 4 + %d + 4 = %d", withWait, def.VMemLatency, want)
	}
	if noWait != 8 {
		t.Errorf("load to use without a wait: %d cycles, want 8", noWait)
	}
	if withWait-noWait != int64(def.VMemLatency) {
		t.Errorf("the wait adds %d cycles, want the latency %d", withWait-noWait, def.VMemLatency)
	}
	slow := withHW(t, "vector_memory: {latency: 500}\n")
	if got := gap(slow, "\ts_waitcnt vmcnt(0)"); got != 4+500+4 {
		t.Errorf("latency 500: %d cycles, want 508", got)
	}
	// s_waitcnt vmcnt(1) with one load outstanding does not wait.
	if got := gap(def, "\ts_waitcnt vmcnt(1)"); got != 8 {
		t.Errorf("vmcnt(1): %d cycles, want 8", got)
	}
	// The numeric form: 0xf70 waits on vmcnt only (lgkmcnt 15 and expcnt 7 do not wait).
	if got := gap(def, "\ts_waitcnt 0xf70"); got != withWait {
		t.Errorf("s_waitcnt 0xf70: %d cycles, want %d", got, withWait)
	}
}

// The serialized mode is never faster than the parallel mode on the
// synthetic benchmark.
func TestSerialNeverFasterThanParallel(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	wf := loadWorkload(t, "synthetic_split")
	for _, set := range wf.Sets {
		for _, S := range []int{1, 2, 4} {
			for _, pol := range []string{"oldest-first", "round-robin"} {
				hw := withHW(t, "scheduler: {policy: "+pol+"}\n")
				par := run(t, p, set.Launch, hw, timing.Options{S: S})
				ser := run(t, p, set.Launch, hw, timing.Options{S: S, Serial: true})
				if ser.Cycles < par.Cycles {
					t.Errorf("%s S=%d %s: serial %d cycles < parallel %d", set.Name, S, pol, ser.Cycles, par.Cycles)
				}
				if par.Splits != ser.Splits || par.Splits == 0 {
					t.Errorf("%s S=%d: splits %d parallel, %d serial", set.Name, S, par.Splits, ser.Splits)
				}
				t.Logf("%s S=%d %s: parallel %d, serial %d cycles", set.Name, S, pol, par.Cycles, ser.Cycles)
			}
		}
	}
}

// With S > 0 in the parallel mode, splits of one family issue in the same
// cycle; in the serial mode no two VALU instructions issue on one SIMD in
// the same cycle.
func TestSplitsOverlapInParallelMode(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	set := loadWorkload(t, "synthetic_split").Sets[0]
	type key struct {
		time         int64
		family, simd int
	}
	for _, S := range []int{1, 2, 4} {
		for _, serial := range []bool{false, true} {
			opt := timing.Options{S: S, Serial: serial, Probes: named(probeAll(p))}
			evs := record(&opt)
			r := run(t, p, set.Launch, timing.Default(), opt)
			sameCycle := 0
			valu := map[key]int{}
			mem := map[key]int{}
			seen := map[key]map[int]bool{}
			for _, e := range *evs {
				k := key{e.Time, e.Family, -1}
				if seen[k] == nil {
					seen[k] = map[int]bool{}
				}
				seen[k][e.Split] = true
				if len(seen[k]) == 2 {
					sameCycle++
				}
				var pc int
				fmt.Sscanf(e.IPT.Name, "i%d", &pc)
				switch c := p.Instrs[pc].Class; c {
				case "valu":
					valu[key{e.Time, e.CU*100 + e.SIMD, 0}]++
				case "vmem", "smem", "lds":
					mem[key{e.Time, e.CU, len(c)*10 + int(c[0])}]++
				}
			}
			for k, n := range mem {
				if n > 1 {
					t.Errorf("S=%d serial=%v: %d memory instructions of one kind on CU %d at cycle %d (memory units are not duplicated)", S, serial, n, k.family, k.time)
				}
			}
			coValu := 0
			for _, n := range valu {
				if n > 1 {
					coValu++
				}
			}
			if !serial {
				if sameCycle == 0 || coValu == 0 || r.Stats.CoIssueVisits == 0 {
					t.Errorf("parallel S=%d: %d cycles with two splits of a family issuing, %d with two VALU on one SIMD, %d co-issue visits; want > 0",
						S, sameCycle, coValu, r.Stats.CoIssueVisits)
				}
			} else if coValu != 0 || r.Stats.CoIssueVisits != 0 {
				t.Errorf("serial S=%d: %d cycles with two VALU instructions on one SIMD, %d co-issue visits; want 0", S, coValu, r.Stats.CoIssueVisits)
			}
			if int64(len(*evs)) != r.Instructions {
				t.Errorf("S=%d: %d events for %d instructions (every instruction probed)", S, len(*evs), r.Instructions)
			}
		}
	}
}

// Same inputs give the identical IPT event sequence and result.
func TestDeterministic(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	set := loadWorkload(t, "synthetic_split").Sets[0]
	for _, pol := range []string{"oldest-first", "round-robin"} {
		hw := withHW(t, "scheduler: {policy: "+pol+"}\n")
		var evs [2][]traces.Event
		var res [2]*timing.Result
		for i := range evs {
			opt := timing.Options{S: 4, Probes: named(probeAll(p))}
			e := record(&opt)
			res[i] = run(t, p, set.Launch, hw, opt)
			evs[i] = *e
		}
		if !reflect.DeepEqual(evs[0], evs[1]) {
			t.Errorf("%s: event sequences differ", pol)
		}
		if !reflect.DeepEqual(res[0], res[1]) {
			t.Errorf("%s: results differ", pol)
		}
		for i := 1; i < len(evs[0]); i++ {
			if evs[0][i].Time < evs[0][i-1].Time {
				t.Fatalf("%s: event %d at %d after event at %d", pol, i, evs[0][i].Time, evs[0][i-1].Time)
			}
		}
	}
}

// The timing layer does not change what the kernel computes: every example
// on every input set gives the outputs of sim.Machine.Run.
func TestFunctionalOutputsUnchanged(t *testing.T) {
	names := []string{"ifelse", "ifelse_split", "nested", "synthetic", "synthetic_split", "divloop", "reduce", "dptile", "frontier", "large"}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p := loadExample(t, name)
			wf := loadWorkload(t, name)
			for _, set := range wf.Sets {
				for _, S := range []int{0, 2, 63} {
					m, err := sim.NewMachine(p, set.Launch, sim.Options{S: S})
					if err != nil {
						t.Fatal(err)
					}
					want, err := m.Run()
					if err != nil {
						t.Fatal(err)
					}
					for _, c := range []struct {
						serial bool
						pol    string
					}{{false, "oldest-first"}, {true, "oldest-first"}, {false, "round-robin"}} {
						hw := withHW(t, "scheduler: {policy: "+c.pol+"}\n")
						got := run(t, p, set.Launch, hw, timing.Options{S: S, Serial: c.serial})
						if len(got.Outputs) != len(want.Outputs) {
							t.Fatalf("%s S=%d: %d outputs, want %d", set.Name, S, len(got.Outputs), len(want.Outputs))
						}
						for i := range want.Outputs {
							if !bytes.Equal(got.Outputs[i].Data, want.Outputs[i].Data) {
								t.Errorf("%s S=%d serial=%v %s: output %s differs from the functional run", set.Name, S, c.serial, c.pol, want.Outputs[i].Name)
							}
						}
						if got.Instructions != want.Instructions || got.Splits != want.Splits || got.LaunchWaves != want.LaunchWaves {
							t.Errorf("%s S=%d: %d instructions %d splits, functional %d and %d", set.Name, S, got.Instructions, got.Splits, want.Instructions, want.Splits)
						}
					}
				}
			}
		})
	}
}

// Probes fire at the probed instructions: one start event per launch
// wavefront, one end event per wave (launch waves and splits) at the
// completion of its s_endpgm, and a split's first event is the branch it
// was created at, taken (its lanes skip the then-block).
func TestProbes(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	probes := map[int]string{0: "start"}
	var div []int
	for _, in := range p.Instrs {
		switch {
		case in.Class == "end":
			probes[in.PC] = "end"
		case in.Op == "s_cbranch_execz":
			probes[in.PC] = fmt.Sprintf("div%d", in.PC)
			div = append(div, in.PC)
		}
	}
	for _, set := range loadWorkload(t, "synthetic_split").Sets {
		for _, S := range []int{0, 1, 4, 63} {
			opt := timing.Options{S: S, Probes: named(probes)}
			evs := record(&opt)
			r := run(t, p, set.Launch, timing.Default(), opt)
			type wk struct{ wg, wave, split int }
			first := map[wk]traces.Event{}
			last := map[wk]traces.Event{}
			starts, ends := 0, 0
			for _, e := range *evs {
				k := wk{e.Workgroup, e.Wave, e.Split}
				if _, ok := first[k]; !ok {
					first[k] = e
				}
				last[k] = e
				switch e.IPT.Name {
				case "start":
					starts++
				case "end":
					ends++
				default:
					if e.Outcome != 'T' && e.Outcome != 'N' {
						t.Errorf("branch event without an outcome: %+v", e)
					}
				}
			}
			if starts != r.LaunchWaves || ends != r.LaunchWaves+r.Splits || len(r.Waves) != r.LaunchWaves+r.Splits {
				t.Errorf("%s S=%d: %d start and %d end events, %d wave stats; want %d and %d", set.Name, S, starts, ends, len(r.Waves), r.LaunchWaves, r.LaunchWaves+r.Splits)
			}
			var lastEnd int64
			for _, w := range r.Waves {
				k := wk{w.Workgroup, w.Wave, w.Split}
				f, l := first[k], last[k]
				if l.IPT.Name != "end" || l.Time != w.End {
					t.Errorf("%s S=%d %+v: last event %+v, want end at %d", set.Name, S, k, l, w.End)
				}
				if w.Split == 0 && (f.IPT.Name != "start" || f.Time != w.Start) {
					t.Errorf("%s S=%d %+v: first event %+v, want start at %d", set.Name, S, k, f, w.Start)
				}
				if w.Split > 0 && (!strings.HasPrefix(f.IPT.Name, "div") || f.Outcome != 'T' || f.Time != w.Start || f.Parent != w.Parent) {
					t.Errorf("%s S=%d split %+v: first event %+v, want a taken div branch at %d", set.Name, S, k, f, w.Start)
				}
				if f.CU != w.CU || f.SIMD != w.SIMD || f.Slot != w.Slot || f.Family != w.Family {
					t.Errorf("placement of %+v: event %+v, stat %+v", k, f, w)
				}
				lastEnd = max(lastEnd, w.End)
			}
			if r.End != lastEnd || r.Cycles != r.End-r.Start {
				t.Errorf("kernel end %d cycles %d, last wave end %d", r.End, r.Cycles, lastEnd)
			}
		}
	}
	if _, err := timing.Run(p, loadWorkload(t, "synthetic_split").Sets[0].Launch, timing.Default(),
		timing.Options{Probes: named(map[int]string{len(p.Instrs): "x"})}); err == nil {
		t.Error("a probe past the last instruction was accepted")
	}
}

// Progress reports every completed workgroup.
func TestProgress(t *testing.T) {
	p := loadExample(t, "synthetic")
	set := loadWorkload(t, "synthetic").Sets[0]
	var calls [][2]int
	run(t, p, set.Launch, timing.Default(), timing.Options{Progress: func(d, n int) { calls = append(calls, [2]int{d, n}) }})
	if !reflect.DeepEqual(calls, [][2]int{{1, 4}, {2, 4}, {3, 4}, {4, 4}}) {
		t.Errorf("progress calls %v", calls)
	}
}

// The dispatcher places workgroups round robin over the CUs while launch
// slots are free; with more workgroups than slots, later ones start after
// earlier ones end, and each wavefront costs the dispatcher its launch
// cycles (the initialization delays).
func TestDispatcher(t *testing.T) {
	p := loadExample(t, "synthetic")
	wf := loadWorkload(t, "synthetic")
	set := wf.Sets[0] // 4 workgroups of 128: 8 wavefronts
	// One CU with two launch slots: one workgroup at a time.
	hw := withHW(t, "gpu: {compute_units: 1, simds_per_cu: 2, launch_slots_per_simd: 1}\n")
	r := run(t, p, set.Launch, hw, timing.Options{})
	byWG := map[int][]timing.WaveStat{}
	for _, w := range r.Waves {
		byWG[w.Workgroup] = append(byWG[w.Workgroup], w)
	}
	for g := 1; g < 4; g++ {
		prevEnd := int64(0)
		for _, w := range byWG[g-1] {
			prevEnd = max(prevEnd, w.End)
		}
		for _, w := range byWG[g] {
			if w.Ready < prevEnd || w.Start < prevEnd {
				t.Errorf("workgroup %d wave %d ready %d start %d before workgroup %d ended at %d", g, w.Wave, w.Ready, w.Start, g-1, prevEnd)
			}
		}
	}
	// Default: 4 CUs, the 4 workgroups go round robin to CUs 0..3; waves
	// become ready one launch cost apart.
	r = run(t, p, set.Launch, timing.Default(), timing.Options{})
	for i, w := range r.Waves {
		if w.CU != w.Workgroup {
			t.Errorf("workgroup %d on CU %d", w.Workgroup, w.CU)
		}
		if want := int64(4 * (i + 1)); w.Ready != want {
			t.Errorf("wave %d ready at %d, want %d", i, w.Ready, want)
		}
	}
	// A workgroup larger than a CU is an error.
	hw = withHW(t, "gpu: {simds_per_cu: 1, launch_slots_per_simd: 1}\n")
	if _, err := timing.Run(p, set.Launch, hw, timing.Options{}); err == nil || !strings.Contains(err.Error(), "does not fit") {
		t.Errorf("oversized workgroup: %v", err)
	}
}

// A wavefront spinning forever is stopped at the cycle limit, naming the
// wavefront, its PC and the instruction's position. (A loop with no exit
// at all is refused by the loader; this one has an exit its data never
// takes, which no static check can see.)
func TestCycleLimit(t *testing.T) {
	src := handKernel(`	s_mov_b32 s20, 0
.LBB0_1:
	v_add_u32_e32 v1, vcc, 1, v1
	s_cmp_eq_u32 s20, 1
	s_cbranch_scc0 .LBB0_1
	s_endpgm
`, 0, 0)
	p := loadAsm(t, "spin.s", src)
	hw := withHW(t, "limits: {cycles: 5000}\n")
	_, err := timing.Run(p, launch1D(1, 64), hw, timing.Options{})
	var le *sim.LivelockError
	if !errors.As(err, &le) {
		t.Fatalf("got %v, want a livelock error", err)
	}
	msg := err.Error()
	for _, want := range []string{"wg 0 wave 0", "cycle limit (5000 cycles)", "spin.s:"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q does not name %q", msg, want)
		}
	}
	if le.PC < 1 || le.PC > 3 {
		t.Errorf("PC %d", le.PC)
	}
}

// Memory units are shared by every wavefront of a CU: with a narrow vector
// memory pipeline, two wavefronts' loads queue behind each other on one CU
// but not on two.
func TestVectorMemoryShared(t *testing.T) {
	p := loadAsm(t, "wait.s", loadKernel("\ts_waitcnt vmcnt(0)"))
	l := launch1D(2, 64, make([]int32, 128))
	oneCU := withHW(t, "gpu: {compute_units: 1}\nvector_memory: {bytes_per_cycle: 1}\n")
	twoCU := withHW(t, "gpu: {compute_units: 2}\nvector_memory: {bytes_per_cycle: 1}\n")
	a := run(t, p, l, oneCU, timing.Options{})
	b := run(t, p, l, twoCU, timing.Options{})
	// Each 256-byte load and store takes 256 cycles at 1 byte/cycle.
	if a.Cycles < b.Cycles+200 {
		t.Errorf("one CU %d cycles, two CUs %d: the shared pipeline should cost about 256 more", a.Cycles, b.Cycles)
	}
	t.Logf("one CU %d, two CUs %d", a.Cycles, b.Cycles)
}

// LDS bank conflicts: 64 lanes reading distinct words of one bank take 32
// passes per half-wavefront instead of 1.
func TestLDSBankConflicts(t *testing.T) {
	kernel := func(addr string) string {
		return handKernel(fmt.Sprintf(`	%s
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v2
	s_endpgm
`, addr), 0, 64*128)
	}
	cyc := func(addr string) int64 {
		return run(t, loadAsm(t, "lds.s", kernel(addr)), launch1D(1, 64), timing.Default(), timing.Options{}).Cycles
	}
	def := timing.Default()
	unit := cyc("v_lshlrev_b32_e32 v1, 2, v0")     // 4-byte stride: every lane its own bank, 1 pass per half
	conflict := cyc("v_lshlrev_b32_e32 v1, 7, v0") // 128-byte stride: every lane bank 0, 32 passes per half
	same := cyc("v_mov_b32_e32 v1, 0")             // one word for every lane: a broadcast, 1 pass per half
	// v_lshlrev 4, ds_read issued at 4: done at 4 + passes + latency; the
	// s_waitcnt issues at the SIMD's next visit (a multiple of 4), then
	// s_waitcnt, v_mov and s_endpgm take 4 each.
	want := func(passes int64) int64 {
		done := 4 + passes + int64(def.LDSLatency)
		return (done+3)/4*4 + 12
	}
	if unit != want(2) {
		t.Errorf("conflict-free: %d cycles, want %d", unit, want(2))
	}
	if conflict != want(64) {
		t.Errorf("with bank conflicts: %d cycles, want %d (64 passes instead of 2)", conflict, want(64))
	}
	if same != unit {
		t.Errorf("broadcast: %d cycles, want %d", same, unit)
	}
}

// Barriers: a wavefront waits at s_barrier until the slow one of its
// workgroup arrives; both leave within one SIMD visit of each other.
func TestBarrier(t *testing.T) {
	src := handKernel(`	v_mov_b32_e32 v3, v0
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_2
`+addrOf(0)+`	flat_load_dword v5, v[1:2]
	s_waitcnt vmcnt(0)
.LBB0_2:
	s_or_b64 exec, exec, s[10:11]
	s_barrier
	v_mov_b32_e32 v6, 1
	s_endpgm
`, 1, 0)
	p := loadAsm(t, "barrier.s", src)
	after := -1
	for _, in := range p.Instrs {
		if in.Op == "s_barrier" {
			after = in.PC + 1
		}
	}
	opt := timing.Options{Probes: named(map[int]string{after: "after"})}
	evs := record(&opt)
	run(t, p, launch1D(1, 128, make([]int32, 128)), timing.Default(), opt)
	if len(*evs) != 2 {
		t.Fatalf("events %+v", *evs)
	}
	a, b := (*evs)[0], (*evs)[1]
	if d := b.Time - a.Time; d < 0 || d > 3 || a.Time < int64(timing.Default().VMemLatency) {
		t.Errorf("after the barrier: wave %d at %d, wave %d at %d", a.Wave, a.Time, b.Wave, b.Time)
	}
}

// Issue policy: two VALU-only wavefronts on one SIMD. Oldest-first runs the
// older one to its end first; round-robin alternates.
func TestIssuePolicy(t *testing.T) {
	var body strings.Builder
	for i := 0; i < 20; i++ {
		body.WriteString("\tv_add_u32_e32 v1, vcc, v0, v1\n")
	}
	body.WriteString("\ts_endpgm\n")
	p := loadAsm(t, "valu.s", handKernel(body.String(), 0, 0))
	l := launch1D(1, 128)
	of := run(t, p, l, withHW(t, "gpu: {compute_units: 1, simds_per_cu: 1}\n"), timing.Options{})
	rr := run(t, p, l, withHW(t, "gpu: {compute_units: 1, simds_per_cu: 1}\nscheduler: {policy: round-robin}\n"), timing.Options{})
	w0, w1 := of.Waves[0], of.Waves[1]
	if w0.End > w1.Start+8 || w1.End-w0.End < 70 {
		t.Errorf("oldest-first: wave 0 %d..%d, wave 1 %d..%d", w0.Start, w0.End, w1.Start, w1.End)
	}
	r0, r1 := rr.Waves[0], rr.Waves[1]
	if d := r1.End - r0.End; d < 0 || d > 8 {
		t.Errorf("round-robin: wave 0 ends %d, wave 1 %d", r0.End, r1.End)
	}
	if of.Cycles != rr.Cycles {
		t.Errorf("same work, same pipeline: oldest-first %d cycles, round-robin %d", of.Cycles, rr.Cycles)
	}
}

// Options.S < 0 takes S and the mode from the hardware file.
func TestHardwareSplitSettings(t *testing.T) {
	p := loadExample(t, "synthetic_split")
	set := loadWorkload(t, "synthetic_split").Sets[0]
	hw := withHW(t, "splits: {reserve_slots: 4, mode: serial}\n")
	a := run(t, p, set.Launch, hw, timing.Options{S: -1})
	b := run(t, p, set.Launch, timing.Default(), timing.Options{S: 4, Serial: true})
	if a.S != 4 || a.Mode != timing.Serial || a.Cycles != b.Cycles || a.Splits != b.Splits {
		t.Errorf("from the file: S=%d mode %v %d cycles; from options %d cycles", a.S, a.Mode, a.Cycles, b.Cycles)
	}
	if _, err := timing.Run(p, set.Launch, timing.Default(), timing.Options{S: 64}); err == nil {
		t.Error("S = 64 accepted")
	}
	if _, err := timing.Run(p, set.Launch, timing.Config{}, timing.Options{}); err == nil {
		t.Error("an empty configuration was accepted")
	}
}
