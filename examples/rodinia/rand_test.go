package rodinia

import "testing"

// The values glibc 2.x prints for srand(s) followed by rand() calls
// (gcc, Debian, checked by hand on the development machine).
func TestGlibcRand(t *testing.T) {
	for _, c := range []struct {
		seed uint32
		want []int32
	}{
		{1, []int32{1804289383, 846930886, 1681692777}},
		{0, []int32{1804289383}}, // srand(0) is srand(1)
		{7, []int32{1045618677, 1863967299, 1272579899, 461085871, 21961325}},
	} {
		g := NewGlibcRand(c.seed)
		for i, w := range c.want {
			if got := g.Rand(); got != w {
				t.Errorf("srand(%d): rand() #%d = %d, want %d", c.seed, i+1, got, w)
			}
		}
	}
}
