package ci

import (
	"strings"
	"testing"
)

// TestParseBudget: --budget in cycles or in time at the hardware's clock
// (REQ-BUD-1); a time rounds down, so a bound within the cycles is within
// the time; anything else is an error that says what is expected.
func TestParseBudget(t *testing.T) {
	for _, tc := range []struct {
		in    string
		clock int
		want  int64
		str   string
	}{
		{"15000", 1000, 15000, "15,000 cycles"},
		{"15000cycles", 0, 15000, "15,000 cycles"},
		{"15us", 1000, 15000, "15,000 cycles (15us at 1000 MHz)"},
		{"15µs", 600, 9000, "9,000 cycles (15µs at 600 MHz)"},
		{"0.5ms", 1000, 500000, "500,000 cycles (0.5ms at 1000 MHz)"},
		{"2000ns", 1000, 2000, "2,000 cycles (2000ns at 1000 MHz)"},
		{"1.0001us", 1000, 1000, "1,000 cycles (1.0001us at 1000 MHz)"},
		{"1_000_000", 1000, 1000000, "1,000,000 cycles"},
	} {
		b, err := ParseBudget(tc.in, tc.clock)
		if err != nil || b.Cycles != tc.want || b.String() != tc.str {
			t.Errorf("ParseBudget(%q, %d) = %+v %q, %v; want %d %q", tc.in, tc.clock, b, b.String(), err, tc.want, tc.str)
		}
	}
	for _, tc := range []struct {
		in    string
		clock int
		want  string
	}{
		{"", 1000, "want a positive number"},
		{"fast", 1000, "want a positive number"},
		{"-5", 1000, "want a positive number"},
		{"1.5", 1000, "a whole number"},
		{"15us", 0, "gives no clock (gpu.clock_mhz)"},
		{"0.1ns", 1000, "want 1 to 2^62"},
		{"15 parsecs", 1000, "want a positive number"},
	} {
		if _, err := ParseBudget(tc.in, tc.clock); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseBudget(%q, %d): %v, want %q", tc.in, tc.clock, err, tc.want)
		}
	}
	b, _ := ParseBudget("9000", 0)
	if !b.Within(9000) || b.Within(9001) {
		t.Error("Within")
	}
	if Micros(9631, 1000) != "9.631 µs" || Micros(1, 0) != "" || Commas(-1234567) != "-1,234,567" || Commas(12) != "12" {
		t.Error("Micros/Commas")
	}
}
