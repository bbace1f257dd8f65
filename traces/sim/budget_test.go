package sim_test

import (
	"strings"
	"testing"

	. "github.com/splitwcet/splitwcet/traces/sim"
)

func TestParseBytes(t *testing.T) {
	for s, want := range map[string]int64{"512MiB": 512 << 20, "4G": 4 << 30, "1.5GiB": 3 << 29, "1000": 1000, "2kb": 2048} {
		if n, err := ParseBytes(s); err != nil || n != want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", s, n, err, want)
		}
	}
	for _, s := range []string{"", "lots", "-1G", "0", "NaN", "9EiB", "1e30"} {
		if _, err := ParseBytes(s); err == nil {
			t.Errorf("ParseBytes(%q): no error", s)
		}
	}
	if b := DefaultMemoryBudget(); b < 1<<20 || b > MaxBudgetDefault {
		t.Errorf("DefaultMemoryBudget() = %d", b)
	}
}

// TestBudget: a run keeps only the workgroups in flight, so the estimate of
// a launch of 5e7 workgroups is that of 64 (Options.Resident) plus its
// buffers; per-wave statistics are kept for every wave and are counted for
// the whole launch, which is refused before anything is allocated; the
// estimate saturates instead of wrapping.
func TestBudget(t *testing.T) {
	p := loadExample(t, "ifelse")
	l := *loadWorkload(t, "ifelse").Sets[0].Launch
	l.Workgroups, l.WorkgroupSize = [3]int{50_000_000, 1, 1}, [3]int{64, 1, 1}
	live, err := Estimate(p, &l, Footprint{S: 63, Resident: 64})
	if err != nil || live > 64<<20 {
		t.Errorf("Estimate of 5e7 workgroups, 64 resident = %d, %v; want under 64 MiB", live, err)
	}
	few := l
	few.Workgroups = [3]int{64, 1, 1}
	if n, _ := Estimate(p, &few, Footprint{S: 63, Resident: 64}); n != live {
		t.Errorf("64 workgroups: %d, 5e7: %d; want equal (64 resident either way)", n, live)
	}
	// 64 members per family (S = 63, 64 lanes), one family per workgroup.
	rec, err := Estimate(p, &l, Footprint{S: 63, Resident: 64, Record: 40})
	if err != nil || rec-live != 50_000_000*64*40 {
		t.Errorf("records: %d more bytes, want %d (%v)", rec-live, 50_000_000*64*40, err)
	}
	_, err = NewMachine(p, &l, Options{S: 63, MemoryBudget: 1 << 30, WaveStats: true})
	if err == nil || !strings.Contains(err.Error(), "more than the memory budget of 1.0 GiB") {
		t.Fatalf("5e7 workgroups with per-wave statistics under 1 GiB: %v", err)
	}
	// A buffer counts twice: the workload's bytes and the simulator's copy.
	big := l
	big.Args = append([]Arg(nil), l.Args...)
	big.Args[1].Buffer = make([]byte, 8<<20)
	if n, _ := Estimate(p, &big, Footprint{S: 63, Resident: 64}); n-live != 2*(8<<20-int64(len(l.Args[1].Buffer))) {
		t.Errorf("an 8 MiB buffer adds %d bytes, want %d", n-live, 2*(8<<20-int64(len(l.Args[1].Buffer))))
	}
	huge := &Launch{Workgroups: [3]int{1 << 40, 1 << 40, 1 << 40}, WorkgroupSize: [3]int{1024, 1, 1}}
	if need, _ := Estimate(p, huge, Footprint{S: 63, Record: 40}); need != 1<<62 {
		t.Errorf("saturated estimate = %d", need)
	}
	if _, err := NewMachine(p, &Launch{Workgroups: [3]int{1, 1, 1}, DynamicLDS: 1 << 20}, Options{}); err == nil || !strings.Contains(err.Error(), "at most 65536") {
		t.Errorf("1 MiB of LDS: %v", err)
	}
	l.Workgroups = [3]int{4, 1, 1}
	if _, err := NewMachine(p, &l, Options{MemoryBudget: 1 << 30}); err != nil {
		t.Errorf("4 workgroups: %v", err)
	}
}
