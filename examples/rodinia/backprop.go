package rodinia

import "math"

// BackpropInput is what backprop's host builds for "backprop in" before
// its first launch, with its seed (srand(7) in facetrain.c): the input
// layer's weights w[k][j], (in+1)×(hid+1) row-major with hid = 16, each
// (float)rand()/RAND_MAX (bpnn_create's bpnn_randomize_weights); then the
// hidden layer's 17×2 weights drawn the same way (hidden, row-major); then
// the input units u[1..in], (float)rand()/RAND_MAX
// (imagenet.c's load). u[0] is left unset by the host and never read by
// the kernels: zero here. (float)rand()/RAND_MAX divides in single
// precision: RAND_MAX converts to 2^31.
func BackpropInput(in int, seed uint32) (units, weights, hidden []float32) {
	const hid, out = 16, 1
	g := NewGlibcRand(seed)
	draw := func() float32 { return float32(g.Rand()) / float32(2147483647) }
	weights = make([]float32, (in+1)*(hid+1))
	for i := range weights {
		weights[i] = draw()
	}
	hidden = make([]float32, (hid+1)*(out+1))
	for i := range hidden {
		hidden[i] = draw()
	}
	units = make([]float32, in+1)
	for k := 1; k <= in; k++ {
		units[k] = draw()
	}
	return units, weights, hidden
}

// BackpropLayerForward is what bpnn_layerforward_CUDA computes on one
// 16-row block by of the input layer (grid 1×in/16, workgroups 16×16,
// hid = 16): each work-item (tx, ty) multiplies weight w[16·by+ty+1][tx+1]
// by unit u[16·by+ty+1]; a tree reduction over ty (steps p = 2, 4, 8, 16:
// rows ty ≡ 0 mod p add row ty + p/2, in single precision in that order)
// leaves the column sums in row 0. The kernel stores every row's reduced
// value back into the weights (in place, at the same index) and the column
// sums into partial[by·16 + tx]. weights and partial are updated here the
// same way.
func BackpropLayerForward(units, weights, partial []float32, in int) {
	const hid, h = 16, 16
	for by := 0; by < in/h; by++ {
		var wm [h][h]float32
		for ty := 0; ty < h; ty++ {
			for tx := 0; tx < h; tx++ {
				wm[ty][tx] = weights[(hid+1)*(h*by+ty+1)+tx+1] * units[h*by+ty+1]
			}
		}
		for p := 2; p <= h; p *= 2 {
			for ty := 0; ty < h; ty += p {
				for tx := 0; tx < h; tx++ {
					wm[ty][tx] += wm[ty+p/2][tx]
				}
			}
		}
		for ty := 0; ty < h; ty++ {
			for tx := 0; tx < h; tx++ {
				weights[(hid+1)*(h*by+ty+1)+tx+1] = wm[ty][tx]
			}
		}
		for tx := 0; tx < h; tx++ {
			partial[by*hid+tx] = wm[0][tx]
		}
	}
}

// BackpropHiddenDelta is the host's CPU work between its two launches
// (bpnn_train_cuda): from the layer-forward kernel's column sums partial
// (in/16 blocks of 16) and the input weights' row 0 (the bias), the hidden
// units h[j] = 1/(1 + e^-sum) (sum in float, expf, the division in
// double); the output unit o = squash(Σ_k hidden[k][1]·h[k]) with h[0] = 1
// (bpnn_layerforward, C: exp in double); the output error
// δo = o(1 - o)(0.1 - o) (the target is 0.1); and the hidden errors
// δh[j] = h[j](1 - h[j])·δo·hidden[j][1] (bpnn_hidden_error), each rounded
// to float where the host stores a float. It returns δh, hid+1 values
// (δh[0] is never set by the host nor read by the kernel: zero).
func BackpropHiddenDelta(partial, weights, hidden []float32, in int) []float32 {
	const hid, out = 16, 1
	h := make([]float32, hid+1)
	h[0] = 1
	for j := 1; j <= hid; j++ {
		var sum float32
		for k := 0; k < in/16; k++ {
			sum += partial[k*hid+j-1]
		}
		sum += weights[j]
		e := float32(math.Exp(float64(-sum)))
		h[j] = float32(1.0 / (1.0 + float64(e)))
	}
	var sum float32
	for k := 0; k <= hid; k++ {
		sum += hidden[k*(out+1)+1] * h[k]
	}
	o := float32(1.0 / (1.0 + math.Exp(-float64(sum))))
	target := float32(0.1)
	do := float32(float64(o) * (1.0 - float64(o)) * float64(target-o))
	dh := make([]float32, hid+1)
	for j := 1; j <= hid; j++ {
		s := float32(0) + do*hidden[j*(out+1)+1]
		dh[j] = float32(float64(h[j]) * (1.0 - float64(h[j])) * float64(s))
	}
	return dh
}

// BackpropAdjust is what bpnn_adjust_weights_cuda computes (grid 1×in/16,
// workgroups 16×16, hid = 16, ETA = MOMENTUM = 0.3 as doubles): for every
// weight w[k][j] with k, j ≥ 1, dw = 0.3·δ[j]·ly[k] + 0.3·oldw[k][j] in
// double, w[k][j] += dw and oldw[k][j] = dw (each rounded to float); and
// the bias row k = 0: dw = 0.3·δ[j] + 0.3·oldw[0][j] likewise. w and oldw
// are updated in place.
func BackpropAdjust(delta, ly, w, oldw []float32, in int) {
	const hid = 16
	const eta, momentum = 0.3, 0.3
	for k := 1; k <= in; k++ {
		for j := 1; j <= hid; j++ {
			i := (hid+1)*k + j
			dw := eta*float64(delta[j])*float64(ly[k]) + momentum*float64(oldw[i])
			w[i] = float32(float64(w[i]) + dw)
			oldw[i] = float32(dw)
		}
	}
	for j := 1; j <= hid; j++ {
		dw := eta*float64(delta[j]) + momentum*float64(oldw[j])
		w[j] = float32(float64(w[j]) + dw)
		oldw[j] = float32(dw)
	}
}
