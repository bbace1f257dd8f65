package rodinia

// blosum62 is the BLOSUM62 substitution matrix (Henikoff and Henikoff,
// 1992) restricted to its first 11 residues in the usual order
// A R N D C Q E G H I L: nw's host indexes it with values rand()%10+1, so
// only indices 1 to 10 are ever read.
var blosum62 = [11][11]int32{
	{4, -1, -2, -2, 0, -1, -1, 0, -2, -1, -1},
	{-1, 5, 0, -2, -3, 1, 0, -2, 0, -3, -2},
	{-2, 0, 6, 1, -3, 0, 0, 0, 1, -3, -3},
	{-2, -2, 1, 6, -3, 0, 2, -1, -1, -3, -4},
	{0, -3, -3, -3, 9, -3, -4, -3, -3, -1, -1},
	{-1, 1, 0, 0, -3, 5, 2, -2, 0, -3, -2},
	{-1, 0, 0, 2, -4, 2, 5, -2, 0, -3, -3},
	{0, -2, 0, -1, -3, -2, -2, 6, -2, -4, -4},
	{-2, 0, 1, -1, -3, 0, 0, -2, 8, -3, -3},
	{-1, -3, -3, -3, -1, -3, -3, -4, -3, 4, 2},
	{-1, -2, -3, -4, -1, -2, -3, -4, -3, 2, 4},
}

// NWInput is what nw's host builds for "nw n penalty" before its first
// launch, with its seed srand(7): two random sequences of n residues in
// 1..10 (rand()%10+1, first the column-0 one, then the row-0 one), the
// (n+1)×(n+1) substitution scores ref[i][j] = BLOSUM62[seqA[i]][seqB[j]]
// for i, j ≥ 1 (row and column 0 are never read; zero here), and the score
// matrix with its gap row and column -i·penalty and zeros inside.
func NWInput(n int, penalty int32, seed uint32) (ref, items []int32) {
	cols := n + 1
	ref = make([]int32, cols*cols)
	items = make([]int32, cols*cols)
	g := NewGlibcRand(seed)
	for i := 1; i < cols; i++ {
		items[i*cols] = g.Rand()%10 + 1
	}
	for j := 1; j < cols; j++ {
		items[j] = g.Rand()%10 + 1
	}
	for i := 1; i < cols; i++ {
		for j := 1; j < cols; j++ {
			ref[i*cols+j] = blosum62[items[i*cols]][items[j]]
		}
	}
	for i := 1; i < cols; i++ {
		items[i*cols] = -int32(i) * penalty
	}
	for j := 1; j < cols; j++ {
		items[j] = -int32(j) * penalty
	}
	return ref, items
}

// NWScore fills the Needleman-Wunsch score matrix in place: for i, j ≥ 1,
// items[i][j] = max(items[i-1][j-1] + ref[i][j], items[i][j-1] - penalty,
// items[i-1][j] - penalty). The host's launches (needle_cuda_shared_1 over
// the upper-left anti-diagonals of 16×16 blocks, then needle_cuda_shared_2
// over the lower-right ones) compute the same matrix for n a multiple of 16.
func NWScore(ref, items []int32, n int, penalty int32) {
	cols := n + 1
	for i := 1; i < cols; i++ {
		for j := 1; j < cols; j++ {
			v := items[(i-1)*cols+j-1] + ref[i*cols+j]
			if w := items[i*cols+j-1] - penalty; w > v {
				v = w
			}
			if u := items[(i-1)*cols+j] - penalty; u > v {
				v = u
			}
			items[i*cols+j] = v
		}
	}
}
