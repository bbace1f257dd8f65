package rodinia

import (
	"fmt"
	"math"
)

// SradParams are the command-line parameters of srad v2's host
// ("srad rows cols y1 y2 x1 x2 lambda niter"): the image size, the region
// of interest (rows y1..y2, columns x1..x2, inclusive) whose statistics give
// q0sqr, lambda and the number of iterations.
type SradParams struct {
	Rows, Cols     int
	R1, R2, C1, C2 int
	Lambda         float32
	Niter          int
}

// SradSmall is the input used for the thesis' small srad input (Table 6.1:
// a 10×10 image, which srad v2 refuses: rows and columns must be multiples
// of 16, the block size): 16×16, the region of interest rows and columns
// 0..3 (a quarter of each side, as in the README's "128 128 0 31 0 31"),
// lambda 0.5 and 2 iterations as in the benchmark's run script.
var SradSmall = SradParams{Rows: 16, Cols: 16, R1: 0, R2: 3, C1: 0, C2: 3, Lambda: 0.5, Niter: 2}

// SradBlocks is an input with several blocks per dimension (3×3
// workgroups: first, middle and last), "srad 48 48 0 11 0 11 0.5 2" (48×48
// is also the multiple of 16 nearest the thesis' medium 50×50): there the
// kernels replace the south and east halo at the image border, which one
// block leaves unreplaced (SradCoefficients). The output check runs it,
// and it is the evaluation's medium input (srad*.medium.workload.yaml).
// (32×32 would do too, but its image is
// exactly one 4 KiB page, so the kernels' reads past its end fall on the
// simulator's guard page: docs/rodinia.md.)
var SradBlocks = SradParams{Rows: 48, Cols: 48, R1: 0, R2: 11, C1: 0, C2: 11, Lambda: 0.5, Niter: 2}

// SradImage is the image srad's host builds before its loop: random_matrix
// with srand(7), I[k] = rand()/(float)RAND_MAX (single precision: rand() and
// RAND_MAX are converted to float first), then J[k] = (float)exp(I[k]) in
// double precision.
func SradImage(rows, cols int) []float32 {
	g := NewGlibcRand(7)
	j := make([]float32, rows*cols)
	for k := range j {
		i := float32(g.Rand()) / float32(math.MaxInt32)
		j[k] = float32(math.Exp(float64(i)))
	}
	return j
}

// SradQ0sqr is the host's statistic of the region of interest, computed on
// the CPU before each iteration's launches, in single precision as the host
// declares it: sum and sum of squares over the region in row-major order,
// meanROI = sum/size_R, varROI = sum2/size_R - meanROI², q0sqr =
// varROI/meanROI².
func SradQ0sqr(j []float32, p SradParams) float32 {
	var sum, sum2 float32
	for i := p.R1; i <= p.R2; i++ {
		for c := p.C1; c <= p.C2; c++ {
			t := j[i*p.Cols+c]
			sum += t
			sum2 += t * t
		}
	}
	sizeR := float32((p.R2 - p.R1 + 1) * (p.C2 - p.C1 + 1))
	mean := sum / sizeR
	v := sum2/sizeR - mean*mean
	return v / (mean * mean)
}

// SradDiff is the output of srad_cuda_1: the diffusion coefficient C and
// the four directional derivatives N, S, W, E of every pixel (row-major).
type SradDiff struct {
	C, N, S, W, E []float32
}

// SradCoefficients is what srad_cuda_1 computes for image j (rows×cols,
// multiples of 16) and q0sqr: for each pixel the differences to its four
// neighbours, the normalized gradient and Laplacian, the instantaneous
// coefficient of variation qsqr and the diffusion coefficient
// c = 1/(1 + (qsqr - q0sqr)/(q0sqr·(1 + q0sqr))) saturated to [0, 1]
// (Yu and Acton's SRAD, equations 33 and 35). As in the kernel, the
// expressions with the literals 0.5, 1.0/16.0, .25 and 1.0 are evaluated in
// double precision and rounded to float when assigned.
//
// The neighbours are those the kernel reads. North and west are clamped at
// the image border (the pixel itself). South and east are clamped only
// when the grid has more than one block in that dimension: the kernel
// replaces the south halo only in the last block row that is not also the
// first (its "else if (by == gridDim.y - 1)"), and the east halo only in the
// last block column that is not also the first. With one block (16 rows or
// columns) the kernel reads the unreplaced halo: south of the last row is
// J[rows·cols + j], past the image's end; east of the last column is
// J[i·cols + cols], the first pixel of the next row, and past the end for
// the last row. Past the end this reference reads 0, what the simulator's
// allocation padding holds (docs/rodinia.md).
func SradCoefficients(j []float32, rows, cols int, q0sqr float32, fused bool) SradDiff {
	n := rows * cols
	at := func(k int) float32 { // the linear index the kernel reads
		if k < 0 || k >= n {
			return 0
		}
		return j[k]
	}
	d := SradDiff{C: make([]float32, n), N: make([]float32, n), S: make([]float32, n), W: make([]float32, n), E: make([]float32, n)}
	for i := 0; i < rows; i++ {
		for c := 0; c < cols; c++ {
			k := i*cols + c
			jc := j[k]
			north := j[max(i-1, 0)*cols+c]
			west := j[i*cols+max(c-1, 0)]
			var south, east float32
			switch {
			case i < rows-1:
				south = j[k+cols]
			case rows > 16:
				south = jc
			default:
				south = at(k + cols)
			}
			switch {
			case c < cols-1:
				east = j[k+1]
			case cols > 16:
				east = jc
			default:
				east = at(k + 1)
			}
			dn, ds, dw, de := north-jc, south-jc, west-jc, east-jc
			// gfx9 code fuses the sum of squares (mulAdd): fma(de, de,
			// fma(dw, dw, fma(dn, dn, ds·ds))).
			g2 := mulAdd(fused, de, de, mulAdd(fused, dw, dw, mulAdd(fused, dn, dn, ds*ds))) / (jc * jc)
			l := (dn + ds + dw + de) / jc
			// num and den are floats in the kernel: the double-precision
			// products (0.5 and 1.0/16.0 are double literals) are rounded
			// to float before the float division.
			num := float32(0.5*float64(g2) - (1.0/16.0)*float64(l*l))
			den := float32(1 + 0.25*float64(l))
			qsqr := num / (den * den)
			den32 := (qsqr - q0sqr) / (q0sqr * (1 + q0sqr))
			cc := float32(1.0 / (1.0 + float64(den32)))
			switch {
			case cc < 0:
				cc = 0
			case cc > 1:
				cc = 1
			}
			d.C[k], d.N[k], d.S[k], d.W[k], d.E[k] = cc, dn, ds, dw, de
		}
	}
	return d
}

// SradUpdate is what srad_cuda_2 computes from srad_cuda_1's output: the
// divergence D = cN·dN + cS·dS + cW·dW + cE·dE with cN = cW = c of the
// pixel, cS and cE the coefficients of its south and east neighbours
// (clamped at the image border: the kernel replaces the south and east
// halo of the last block row and column, whatever the grid), and the image
// update J + 0.25·lambda·D (SRAD equations 58 and 61; double precision
// after the float divergence, as in the kernel). It returns the new image.
func SradUpdate(j []float32, d SradDiff, rows, cols int, lambda float32, fused bool) []float32 {
	out := make([]float32, len(j))
	for i := 0; i < rows; i++ {
		for c := 0; c < cols; c++ {
			k := i*cols + c
			cc := d.C[k]
			cs, ce := cc, cc
			if i < rows-1 {
				cs = d.C[k+cols]
			}
			if c < cols-1 {
				ce = d.C[k+1]
			}
			// gfx9 code fuses the divergence's sum (mulAdd) as it fuses
			// srad_cuda_1's g2.
			sum := mulAdd(fused, ce, d.E[k], mulAdd(fused, cc, d.W[k], mulAdd(fused, cc, d.N[k], cs*d.S[k])))
			out[k] = float32(float64(j[k]) + 0.25*float64(lambda)*float64(sum))
		}
	}
	return out
}

// SradState is the data of one host iteration: the image the iteration
// starts from, its q0sqr and what srad_cuda_1 leaves for srad_cuda_2.
type SradState struct {
	J     []float32
	Q0sqr float32
	Diff  SradDiff
}

// SradRun runs the host's loop for p with the Go reference: per iteration,
// q0sqr from the current image (host code), srad_cuda_1, srad_cuda_2,
// fused as gfx9 code when fused is set (mulAdd). It returns each
// iteration's state and the final image.
func SradRun(p SradParams, fused bool) ([]SradState, []float32) {
	j := SradImage(p.Rows, p.Cols)
	var st []SradState
	for it := 0; it < p.Niter; it++ {
		q := SradQ0sqr(j, p)
		d := SradCoefficients(j, p.Rows, p.Cols, q, fused)
		st = append(st, SradState{J: j, Q0sqr: q, Diff: d})
		j = SradUpdate(j, d, p.Rows, p.Cols, p.Lambda, fused)
	}
	return st, j
}

// sradInputs are the committed inputs of the srad workloads (../srad): per
// iteration it of SradSmall, the image (j16_itN.bin) and srad_cuda_1's
// outputs from the Go reference (c16_itN.bin and n/s/w/e16_itN.bin, the
// input of srad_cuda_2).
func sradInputs() []InputFile {
	st, _ := SradRun(SradSmall, false) // the committed inputs are gfx803's
	var fs []InputFile
	for it, s := range st {
		for _, f := range []struct {
			name string
			v    []float32
		}{{"j", s.J}, {"c", s.Diff.C}, {"n", s.Diff.N}, {"s", s.Diff.S}, {"w", s.Diff.W}, {"e", s.Diff.E}} {
			fs = append(fs, InputFile{Path: fmt.Sprintf("srad/%s16_it%d.bin", f.name, it), Data: F32Bytes(f.v)})
		}
	}
	return fs
}
