package rodinia

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the committed input .bin files")

func TestInputs(t *testing.T) {
	for _, f := range Inputs() {
		if *update {
			if err := os.WriteFile(f.Path, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(f.Path)
		if err != nil {
			t.Fatalf("%v (go test ./examples/rodinia -run TestInputs -update writes it)", err)
		}
		if !bytes.Equal(got, f.Data) {
			t.Errorf("%s differs from what Inputs generates (rerun with -update)", f.Path)
		}
	}
}

// Hand-computed values of the host's inputs.
func TestHostInputs(t *testing.T) {
	a := GaussianMatrix(16)
	// Diagonal 10·e^0 = 10; a[0][1] = 10·expf(-0.01f) = 9.900498 (float).
	if a[0] != 10 || a[17] != 10 || a[1] != a[16] || a[1] != float32(9.900498) {
		t.Errorf("GaussianMatrix(16): a[0][0]=%v a[1][1]=%v a[0][1]=%v a[1][0]=%v", a[0], a[17], a[1], a[16])
	}
	ref, items := NWInput(16, 10, 7)
	// srand(7): rand() = 1045618677, 1863967299, ... so the column-0
	// sequence starts 1045618677%10+1 = 8, 1863967299%10+1 = 10.
	// BLOSUM62[8][j] with the row-0 sequence's first residue:
	g := NewGlibcRand(7)
	var seq [32]int32
	for i := range seq {
		seq[i] = g.Rand()%10 + 1
	}
	if seq[0] != 8 || seq[1] != 10 {
		t.Fatalf("sequence starts %d %d, want 8 10", seq[0], seq[1])
	}
	if ref[1*17+1] != blosum62[8][seq[16]] || ref[2*17+3] != blosum62[10][seq[18]] {
		t.Errorf("ref[1][1]=%d ref[2][3]=%d", ref[1*17+1], ref[2*17+3])
	}
	if items[0] != 0 || items[5] != -50 || items[5*17] != -50 || items[17+1] != 0 {
		t.Errorf("items gaps: %d %d %d %d", items[0], items[5], items[5*17], items[18])
	}
	// BLOSUM62 is symmetric.
	for i := range blosum62 {
		for j := range blosum62 {
			if blosum62[i][j] != blosum62[j][i] {
				t.Errorf("blosum62[%d][%d] != [%d][%d]", i, j, j, i)
			}
		}
	}
}

// A 2×2 alignment by hand: scores ref = [[_,_,_],[_,5,-1],[_,-1,5]],
// penalty 10: cell (1,1) = max(0+5, -10-10, -10-10) = 5; (1,2) =
// max(-10-1, 5-10, -20-10) = -5; (2,1) = -5 likewise; (2,2) = max(5+5,
// -5-10, -5-10) = 10.
func TestNWScoreByHand(t *testing.T) {
	ref := []int32{0, 0, 0, 0, 5, -1, 0, -1, 5}
	items := []int32{0, -10, -20, -10, 0, 0, -20, 0, 0}
	NWScore(ref, items, 2, 10)
	want := []int32{0, -10, -20, -10, 5, -5, -20, -5, 10}
	for i := range want {
		if items[i] != want[i] {
			t.Fatalf("NWScore = %v, want %v", items, want)
		}
	}
}

// Gaussian elimination of [[2,1],[4,3]] x = [1,1]: m[1][0] = 2, row 1
// becomes [0, 1], b[1] = 1 - 2 = -1.
func TestGaussianByHand(t *testing.T) {
	a := []float32{2, 1, 4, 3}
	b := []float32{1, 1}
	m := make([]float32, 4)
	GaussianFan1(m, a, 2, 0)
	GaussianFan2(m, a, b, 2, 0, false)
	if m[2] != 2 || a[2] != 0 || a[3] != 1 || b[1] != -1 || a[0] != 2 || b[0] != 1 {
		t.Errorf("m=%v a=%v b=%v", m, a, b)
	}
}
