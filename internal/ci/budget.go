package ci

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Budget is what a WCET bound must not exceed (--budget): a number of GPU
// core cycles, given as cycles ("15000") or as a time ("15us") that the
// hardware's clock (gpu.clock_mhz) turns into cycles.
type Budget struct {
	// Cycles is the budget in cycles: a time's cycles rounded down, so a
	// bound within it is within the time.
	Cycles int64
	// Given is the budget as written; ClockMHz the clock a time was
	// converted with (0 for cycles).
	Given    string
	ClockMHz int
}

// timeUnits are the time units --budget accepts, in microseconds.
var timeUnits = []struct {
	suffix string
	us     float64
}{{"ns", 1e-3}, {"us", 1}, {"µs", 1}, {"ms", 1e3}, {"s", 1e6}}

// ParseBudget reads a budget: cycles ("15000", "15000cycles") or a time
// ("15us", "15µs", "0.5ms", "2000ns", "0.001s") at clockMHz.
func ParseBudget(s string, clockMHz int) (Budget, error) {
	b := Budget{Given: s}
	t := strings.TrimSpace(s)
	num, us := t, 0.0
	if n, ok := strings.CutSuffix(t, "cycles"); ok {
		num = n
	} else {
		for _, u := range timeUnits {
			if n, ok := strings.CutSuffix(t, u.suffix); ok {
				num, us = n, u.us
				break
			}
		}
	}
	num = strings.ReplaceAll(strings.TrimSpace(num), "_", "")
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || num == "" || v <= 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return b, fmt.Errorf("--budget %q: want a positive number of cycles (15000) or a time with its unit (15us, 0.5ms, 2000ns)", s)
	}
	if us == 0 {
		if v != math.Trunc(v) || v > 1<<62 {
			return b, fmt.Errorf("--budget %q: a number of cycles is a whole number below 2^62", s)
		}
		b.Cycles = int64(v)
		return b, nil
	}
	if clockMHz <= 0 {
		return b, fmt.Errorf("--budget %q is a time, but the hardware gives no clock (gpu.clock_mhz)", s)
	}
	c := math.Floor(v * us * float64(clockMHz))
	if c < 1 || c > 1<<62 {
		return b, fmt.Errorf("--budget %q is %.3g cycles at %d MHz: want 1 to 2^62", s, c, clockMHz)
	}
	b.Cycles, b.ClockMHz = int64(c), clockMHz
	return b, nil
}

// String is the budget for a reader: "15,000 cycles (15us at 1000 MHz)".
func (b Budget) String() string {
	s := Commas(b.Cycles) + " cycles"
	if b.ClockMHz > 0 {
		s += fmt.Sprintf(" (%s at %d MHz)", b.Given, b.ClockMHz)
	}
	return s
}

// Within reports whether bound (cycles) is within the budget.
func (b Budget) Within(bound int64) bool { return bound <= b.Cycles }

// Micros is cycles at clockMHz in microseconds, for a reader: "9.631 µs"
// (three decimals; "" without a clock).
func Micros(cycles int64, clockMHz int) string {
	if clockMHz <= 0 {
		return ""
	}
	return fmt.Sprintf("%.3f µs", float64(cycles)/float64(clockMHz))
}

// Commas writes n with thousands separators: 1,234,567.
func Commas(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// BudgetError is the error of a run whose bound exceeds its budget: exit
// status 4 (ExitBudget), distinct from an error in the input (1).
type BudgetError struct{ Msg string }

func (e *BudgetError) Error() string { return e.Msg }

// ExitBudget is splitwcet's exit status when a bound exceeds its budget.
const ExitBudget = 4
