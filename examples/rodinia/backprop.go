package rodinia

// BackpropInput is what backprop's host builds for "backprop in" before
// its first launch, with its seed (srand(7) in facetrain.c): the input
// layer's weights w[k][j], (in+1)×(hid+1) row-major with hid = 16, each
// (float)rand()/RAND_MAX (bpnn_create's bpnn_randomize_weights); then 17×2
// hidden-layer weights drawn the same way (consumed, not returned: no
// kernel reads them); then the input units u[1..in], (float)rand()/RAND_MAX
// (imagenet.c's load). u[0] is left unset by the host and never read by
// the kernels: zero here. (float)rand()/RAND_MAX divides in single
// precision: RAND_MAX converts to 2^31.
func BackpropInput(in int, seed uint32) (units, weights []float32) {
	const hid, out = 16, 1
	g := NewGlibcRand(seed)
	draw := func() float32 { return float32(g.Rand()) / float32(2147483647) }
	weights = make([]float32, (in+1)*(hid+1))
	for i := range weights {
		weights[i] = draw()
	}
	for i := 0; i < (hid+1)*(out+1); i++ {
		draw()
	}
	units = make([]float32, in+1)
	for k := 1; k <= in; k++ {
		units[k] = draw()
	}
	return units, weights
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
