package splitmodel

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// ParseSList parses a list of S values: "0,1,2,4", "0-8", "0..8" or "0-4,8"
// (each in 0..63), sorted, without repeats.
func ParseSList(s string) ([]int, error) {
	seen := map[int]bool{}
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		lo, hi := part, part
		if i := strings.Index(part, ".."); i > 0 {
			lo, hi = part[:i], part[i+2:]
		} else if i := strings.Index(part, "-"); i > 0 {
			lo, hi = part[:i], part[i+1:]
		}
		a, err1 := strconv.Atoi(strings.TrimSpace(lo))
		b, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%q: want a number or a range LO-HI or LO..HI", part)
		}
		if a > b {
			return nil, fmt.Errorf("%q: a range LO-HI wants LO <= HI", part)
		}
		if a < 0 || b > isa.MaxS {
			return nil, fmt.Errorf("%q: S must be in 0..%d", part, isa.MaxS)
		}
		for v := a; v <= b; v++ {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no value")
	}
	sort.Ints(out)
	return out, nil
}
