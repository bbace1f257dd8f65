// Package rodinia holds what splitwcet needs to evaluate the Rodinia (HIP
// port) benchmarks kept as third-party input in ../shared/rodinia: the host
// programs' input generation and Go references of the kernels' outputs,
// written by us from the algorithms (docs/rodinia.md). It holds no Rodinia
// code: the kernels are compiled from ../shared/rodinia at evaluation time
// (scripts/rodinia.sh).
package rodinia

// GlibcRand reproduces the sequence of glibc's rand() after srand(seed): the
// additive feedback generator glibc uses by default (random(3)'s TYPE_3,
// degree 31, separation 3). The state is seeded with the Lehmer generator
// x = 16807·x mod (2^31 - 1) (computed with Schrage's method, as glibc
// does), the first 310 outputs are discarded, and each output is the sum
// r[i-31] + r[i-3] (mod 2^32) shifted right by one bit. Written from the
// algorithm's description; checked against glibc's own values in the tests.
type GlibcRand struct {
	r [34]uint32 // ring of the last 34 words; only 31 and 3 back are read
	i int        // ring slot of the next word
}

// NewGlibcRand is the generator after srand(seed). Like glibc, seed 0 is
// taken as 1.
func NewGlibcRand(seed uint32) *GlibcRand {
	g := &GlibcRand{}
	if seed == 0 {
		seed = 1
	}
	var w [31]int32
	w[0] = int32(seed)
	for i := 1; i < 31; i++ {
		// Schrage: 16807·w mod (2^31-1) without overflow, in signed 32-bit.
		hi := w[i-1] / 127773
		lo := w[i-1] % 127773
		x := 16807*lo - 2836*hi
		if x < 0 {
			x += 2147483647
		}
		w[i] = x
	}
	for i := 0; i < 31; i++ {
		g.r[i] = uint32(w[i])
	}
	// Words 31 to 33 repeat words 0 to 2; the sums start at word 34.
	for i := 31; i < 34; i++ {
		g.r[i] = g.r[i-31]
	}
	g.i = 0 // word 34 overwrites ring slot 0
	for k := 0; k < 310; k++ {
		g.next()
	}
	return g
}

// next computes the next word of the additive generator.
func (g *GlibcRand) next() uint32 {
	// g.i is the ring slot of absolute word k (k ≡ g.i mod 34): word k-31
	// is in slot g.i+3, word k-3 in slot g.i+31 (mod 34).
	n := len(g.r)
	v := g.r[(g.i+3)%n] + g.r[(g.i+31)%n]
	g.r[g.i] = v
	g.i = (g.i + 1) % n
	return v
}

// Rand is the next value of rand(): in [0, 2^31).
func (g *GlibcRand) Rand() int32 {
	return int32(g.next() >> 1)
}
