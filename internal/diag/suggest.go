package diag

import "strings"

// maxSuggest bounds the names Closest compares.
const maxSuggest = 256

// Distance is the edit distance between a and b: the Levenshtein distance
// (insertions, deletions and substitutions of bytes) where swapping two
// adjacent bytes also counts one (optimal string alignment), the commonest
// typo.
func Distance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// Closest returns the candidate nearest to name for a "did you mean"
// suggestion: the smallest Distance (case-insensitive), at most a third of
// the longer name's length (and at least 1, at most 3) so that unrelated
// names are not suggested; the first such candidate in order on a tie. It
// returns "" when none is near enough. Names longer than maxSuggest bytes
// get no suggestion (Distance takes time and memory of the product of the
// lengths).
func Closest(name string, candidates []string) string {
	best, bestD := "", -1
	if len(name) > maxSuggest {
		return ""
	}
	ln := strings.ToLower(name)
	for _, c := range candidates {
		if len(c) > maxSuggest {
			continue
		}
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
