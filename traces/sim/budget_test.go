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

// TestBudget: a launch of 5e7 workgroups is refused before anything is
// allocated; the estimate saturates instead of wrapping.
func TestBudget(t *testing.T) {
	p := loadExample(t, "ifelse")
	l := *loadWorkload(t, "ifelse").Sets[0].Launch
	l.Workgroups, l.WorkgroupSize = [3]int{50_000_000, 1, 1}, [3]int{64, 1, 1}
	_, err := NewMachine(p, &l, Options{MemoryBudget: 1 << 30})
	if err == nil || !strings.Contains(err.Error(), "more than the memory budget of 1.0 GiB") {
		t.Fatalf("5e7 workgroups under 1 GiB: %v", err)
	}
	need, err := Estimate(p, &l, 63, 0)
	if err != nil || need < 50_000_000*64*4 {
		t.Errorf("Estimate = %d, %v", need, err)
	}
	huge := &Launch{Workgroups: [3]int{1 << 40, 1 << 40, 1 << 40}, WorkgroupSize: [3]int{1024, 1, 1}}
	if need, _ := Estimate(p, huge, 63, 0); need != 1<<62 {
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
