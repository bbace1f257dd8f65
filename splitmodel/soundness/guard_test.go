package soundness_test

import (
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/splitmodel/soundness"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestCycleGuardRaisedToStaticBound: runs that pass the hardware's cycle
// limit are a livelock without the static check; with it, they are
// repeated with the limit at the case's static bound and observe exactly
// the cycles of a run under the default limit, and pass. When even
// maxCycleGuard (16) times the limit is short of the run, the case stays
// a livelock and says what it was repeated with.
func TestCycleGuardRaisedToStaticBound(t *testing.T) {
	base := soundness.Config{Kernels: 2, Seed: 5, S: []int{0, 2}, Workers: 1, Static: true}
	ref := run(t, base)
	shortest := int64(-1)
	for _, k := range ref.Kernels {
		for _, cs := range k.Cases {
			if cs.Failed() {
				t.Fatalf("case %s fails under the default limit: %v", soundness.CaseDir(cs), cs.Findings)
			}
			for _, o := range []int64{cs.StaticObservedParallel, cs.StaticObservedSerial} {
				if shortest < 0 || o < shortest {
					shortest = o
				}
			}
		}
	}
	withLimit := func(c soundness.Config, limit int64) soundness.Config {
		c.HW = timing.Default()
		c.HW.CycleLimit = limit
		return c
	}
	// Every run of every case passes this limit.
	limit := shortest / 2
	raised := run(t, withLimit(base, limit))
	for i, k := range raised.Kernels {
		for j, cs := range k.Cases {
			want := ref.Kernels[i].Cases[j]
			if cs.Failed() {
				t.Errorf("case %s at limit %d: %v", soundness.CaseDir(cs), limit, cs.Findings)
				continue
			}
			guard := min(max(cs.StaticParallel, cs.StaticSerial), 16*limit)
			if cs.CycleGuard != guard {
				t.Errorf("case %s: repeated with limit %d, want %d (static %d/%d)", soundness.CaseDir(cs), cs.CycleGuard, guard, cs.StaticParallel, cs.StaticSerial)
			}
			if cs.StaticObservedParallel != want.StaticObservedParallel || cs.StaticObservedSerial != want.StaticObservedSerial ||
				cs.BoundParallel != want.BoundParallel || cs.BoundSerial != want.BoundSerial {
				t.Errorf("case %s: observed %d/%d, bounds %d/%d after the repeat; want %d/%d, %d/%d", soundness.CaseDir(cs),
					cs.StaticObservedParallel, cs.StaticObservedSerial, cs.BoundParallel, cs.BoundSerial,
					want.StaticObservedParallel, want.StaticObservedSerial, want.BoundParallel, want.BoundSerial)
			}
		}
	}
	livelocks := func(r *soundness.Report, detail string) {
		t.Helper()
		for _, k := range r.Kernels {
			for _, cs := range k.Cases {
				if !cs.Has(soundness.Livelock) || cs.CycleGuard != 0 && detail == "" {
					t.Errorf("case %s: findings %v, guard %d: want a livelock", soundness.CaseDir(cs), cs.Findings, cs.CycleGuard)
					continue
				}
				if detail != "" && !strings.Contains(cs.Findings[0].Detail, detail) {
					t.Errorf("case %s: %q does not say %q", soundness.CaseDir(cs), cs.Findings[0].Detail, detail)
				}
			}
		}
	}
	unchecked := base
	unchecked.Static = false
	livelocks(run(t, withLimit(unchecked, limit)), "")
	// 16 times this limit is short of every run.
	livelocks(run(t, withLimit(base, shortest/32)), "repeated with the cycle limit at")
}
