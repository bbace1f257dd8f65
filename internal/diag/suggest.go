package diag

import "strings"

// Distance is the Levenshtein distance between a and b (insertions,
// deletions and substitutions of bytes).
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Closest returns the candidate nearest to name for a "did you mean"
// suggestion: the smallest Distance (case-insensitive), at most a third of
// the longer name's length (and at least 1, at most 3) so that unrelated
// names are not suggested; the first such candidate in order on a tie. It
// returns "" when none is near enough.
func Closest(name string, candidates []string) string {
	best, bestD := "", -1
	ln := strings.ToLower(name)
	for _, c := range candidates {
		d := Distance(ln, strings.ToLower(c))
		limit := max(len(name), len(c)) / 3
		limit = min(max(limit, 1), 3)
		if d == 0 || d > limit {
			if d == 0 && c != name { // differs only in case
				return c
			}
			continue
		}
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	return best
}
