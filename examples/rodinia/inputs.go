package rodinia

import (
	"encoding/binary"
	"math"
)

// InputFile is one committed input file of a workload: its path under
// examples/rodinia and its bytes as this package generates them.
type InputFile struct {
	Path string
	Data []byte
}

// Inputs lists every .bin file the workloads under examples/rodinia read
// (`init: file ...`), generated from the host programs' input generation
// and, for states after the first launch, from the Go references.
// TestInputs checks the committed files against it; `go test
// ./examples/rodinia -run TestInputs -update` rewrites them.
func Inputs() []InputFile {
	const gn = 16
	a := GaussianMatrix(gn)
	m := make([]float32, gn*gn)
	GaussianFan1(m, a, gn, 0)

	ref16, items16 := NWInput(16, 10, 7)
	ref32, items32 := NWInput(32, 10, 7)
	units16, weights16, hidden16 := BackpropInput(16, 7)
	reduced := append([]float32(nil), weights16...)
	partial16 := make([]float32, 16)
	BackpropLayerForward(units16, reduced, partial16, 16)
	return append([]InputFile{
		{"backprop/units16.bin", F32Bytes(units16)},
		{"backprop/weights16.bin", F32Bytes(weights16)},
		{"backprop/delta16.bin", F32Bytes(BackpropHiddenDelta(partial16, weights16, hidden16, 16))},
		{"gaussian/a16.bin", F32Bytes(a)},
		{"gaussian/b16.bin", F32Bytes(GaussianRHS(gn))},
		{"gaussian/m16_t0.bin", F32Bytes(m)},
		{"nw/ref16.bin", I32Bytes(ref16)},
		{"nw/items16.bin", I32Bytes(items16)},
		{"nw/ref32.bin", I32Bytes(ref32)},
		{"nw/items32.bin", I32Bytes(items32)},
		{"nw/items32_diag2.bin", I32Bytes(NWAfterDiagonals(ref32, items32, 32, 10, 2))},
	}, append(append(sradInputs(), cfdInputs()...), btreeInputs()...)...)
}

// NWAfterDiagonals is nw's score matrix after the launches that fill the
// first d anti-diagonals of 16×16 blocks (block (bx, by) with bx+by < d):
// those cells hold their final scores, the others their initial values.
func NWAfterDiagonals(ref, items []int32, n int, penalty int32, d int) []int32 {
	full := append([]int32(nil), items...)
	NWScore(ref, full, n, penalty)
	out := append([]int32(nil), items...)
	cols := n + 1
	for i := 1; i < cols; i++ {
		for j := 1; j < cols; j++ {
			if (i-1)/16+(j-1)/16 < d {
				out[i*cols+j] = full[i*cols+j]
			}
		}
	}
	return out
}

// F32Bytes is v as little-endian bytes (a buffer's contents).
func F32Bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// I32Bytes is v as little-endian bytes (a buffer's contents).
func I32Bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}
