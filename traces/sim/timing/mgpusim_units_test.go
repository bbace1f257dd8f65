package timing_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The hardware-file keys that make the model behave like MGPUSim's timing
// model (docs/hardware.md), each on a hand-computed case.

// scheduler.simds_per_cycle and scheduler.vector_decoder: with every SIMD
// visited every cycle, a lone wave issues a dependent VALU op every 1 + 4
// cycles (the decoder's cycle and the pipeline) and s_endpgm takes
// issue.endpgm.
func TestEverySIMDEveryCycle(t *testing.T) {
	const n = 10
	var body strings.Builder
	body.WriteString("\tv_mov_b32_e32 v1, 1\n")
	for i := 1; i < n; i++ {
		body.WriteString("\tv_add_u32_e32 v1, vcc, v0, v1\n")
	}
	body.WriteString("\ts_endpgm\n")
	p := loadAsm(t, "valu.s", handKernel(body.String(), 0, 0))
	hw := withHW(t, "scheduler: {simds_per_cycle: 4, vector_decoder: 4}\nissue: {endpgm: 1}\ndispatcher: {wavefront_cycles: 0}\n")
	r := run(t, p, launch1D(1, 64), hw, timing.Options{})
	if r.Start != 0 || r.Cycles != 5*n+1 {
		t.Errorf("start %d, %d cycles; want 0 and 5*%d + 1 = %d", r.Start, r.Cycles, n, 5*n+1)
	}
	// Two waves on two SIMDs: both every cycle, no interference.
	r = run(t, p, launch1D(1, 128), hw, timing.Options{})
	if r.Cycles != 5*n+1 || r.Waves[0].Start != 0 || r.Waves[1].Start != 0 {
		t.Errorf("two waves: %d cycles, starts %d %d; want %d, 0, 0", r.Cycles, r.Waves[0].Start, r.Waves[1].Start, 5*n+1)
	}
	// A decoder of one entry: one VALU op enters it per cycle, and the
	// SIMD visited first rotates every cycle. The four waves of four
	// SIMDs start at cycles 0, 1, 2 and 3 and then keep their 5-cycle
	// pace (each issue finds the decoder empty again).
	hw = withHW(t, "scheduler: {simds_per_cycle: 4, vector_decoder: 1}\nissue: {endpgm: 1}\ndispatcher: {wavefront_cycles: 0}\n")
	r = run(t, p, launch1D(1, 256), hw, timing.Options{})
	for i, w := range r.Waves {
		if w.Start != int64(i) {
			t.Errorf("decoder of 1: wave %d starts at %d, want %d", i, w.Start, i)
		}
	}
	if r.Cycles != 5*n+1+3 {
		t.Errorf("decoder of 1: %d cycles, want %d", r.Cycles, 5*n+1+3)
	}
	// Two SIMDs per cycle: SIMD 1 is visited at odd cycles.
	hw = withHW(t, "scheduler: {simds_per_cycle: 2}\ndispatcher: {wavefront_cycles: 0}\n")
	r = run(t, p, launch1D(1, 128), hw, timing.Options{})
	if r.Waves[0].Start != 0 || r.Waves[1].Start != 1 {
		t.Errorf("two SIMDs per cycle: starts %d %d, want 0 and 1", r.Waves[0].Start, r.Waves[1].Start)
	}
}

// lds.service: every LDS instruction takes the same cycles, bank
// conflicts or not; dispatcher.completion_cycles: the kernel time as a
// command processor counts it.
func TestLDSServiceAndCompletion(t *testing.T) {
	kernel := func(addr string) string {
		return handKernel(addr+"\n\tds_read_b32 v2, v1\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32_e32 v3, v2\n\ts_endpgm\n", 0, 64*128)
	}
	hw := withHW(t, "lds: {service: 15, latency: 3}\ndispatcher: {completion_cycles: 3600}\n")
	var cyc []int64
	for _, a := range []string{"\tv_lshlrev_b32_e32 v1, 2, v0", "\tv_lshlrev_b32_e32 v1, 7, v0"} {
		r := run(t, loadAsm(t, "lds.s", kernel(a)), launch1D(1, 64), hw, timing.Options{})
		cyc = append(cyc, r.Cycles)
		// ds_read at 8 (wave ready at 4, SIMD 0 visited at 4: v_lshlrev;
		// 8: ds_read), done 8 + 15 + 3 = 26; s_waitcnt at the visit at 28,
		// v_mov at 32, s_endpgm at 36, done 40: 36 cycles from 4.
		if r.Cycles != 36 || r.LaunchCycles != r.End+3600 {
			t.Errorf("%s: %d cycles (launch %d, end %d), want 36 and end + 3600", a, r.Cycles, r.LaunchCycles, r.End)
		}
	}
	if cyc[0] != cyc[1] {
		t.Errorf("lds.service: conflicting lanes took %d cycles, conflict-free %d", cyc[1], cyc[0])
	}
	if r := run(t, loadAsm(t, "lds.s", kernel("\tv_mov_b32_e32 v1, 0")), launch1D(1, 64), timing.Default(), timing.Options{}); r.LaunchCycles != 0 {
		t.Errorf("without completion_cycles: LaunchCycles %d, want 0 (not reported)", r.LaunchCycles)
	}
}
