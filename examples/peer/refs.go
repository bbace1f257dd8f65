package peer

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// Go references of the suite's kernels, written from each kernel's OpenCL
// source: the same arithmetic in the same order, so that integer kernels
// and float kernels of additions and multiplications match bit for bit
// (GCN3's v_mad_f32/v_mac_f32 round the product: a product, then a sum,
// each rounded to float32, as Go's float32 arithmetic does). Kernels with
// square roots, divisions or sines compare within a relative tolerance
// (Expect.Tol): their results depend on the device library's sequences.

// Reference computes a kernel's expected output buffers for a launch of its
// workload, by argument name.
type Reference func(l *sim.Launch) (map[string]Expect, error)

// Expect is one output buffer's expected bytes and how to compare them.
type Expect struct {
	Data []byte
	// Tol, when > 0, compares float32 elements: |got - want| <= Tol ×
	// max(1, |want|); 0 compares the bytes.
	Tol float64
}

// Compare reports the first difference between got and e, "" when they
// agree.
func (e Expect) Compare(got []byte) string {
	if len(got) != len(e.Data) {
		return fmt.Sprintf("%d bytes, want %d", len(got), len(e.Data))
	}
	if e.Tol == 0 {
		for i := range got {
			if got[i] != e.Data[i] {
				return fmt.Sprintf("byte %d (element %d as 4 bytes) is %#x, want %#x", i, i/4, got[i], e.Data[i])
			}
		}
		return ""
	}
	g, w := f32s(got), f32s(e.Data)
	for i := range w {
		if d := math.Abs(float64(g[i]) - float64(w[i])); !(d <= e.Tol*math.Max(1, math.Abs(float64(w[i])))) {
			return fmt.Sprintf("element %d is %g, want %g (tolerance %g)", i, g[i], w[i], e.Tol)
		}
	}
	return ""
}

// args reads a launch's arguments by name.
type args struct{ l *sim.Launch }

func (a args) arg(name string) sim.Arg {
	for _, x := range a.l.Args {
		if x.Name == name {
			return x
		}
	}
	panic(fmt.Sprintf("peer: the workload has no argument %q", name))
}

func (a args) f32(name string) []float32 { return f32s(a.arg(name).Buffer) }
func (a args) i32(name string) []int32   { return i32s(a.arg(name).Buffer) }
func (a args) u8(name string) []byte     { return append([]byte(nil), a.arg(name).Buffer...) }
func (a args) int(name string) int       { return int(int32(binary.LittleEndian.Uint32(a.arg(name).Value))) }
func (a args) float(name string) float32 {
	return math.Float32frombits(binary.LittleEndian.Uint32(a.arg(name).Value))
}

// vec2 reads a by-value uint2 (OpenCL) argument.
func (a args) vec2(name string) [2]int {
	v := a.arg(name).Value
	return [2]int{int(binary.LittleEndian.Uint32(v)), int(binary.LittleEndian.Uint32(v[4:]))}
}

// threads is the launch's work-items (1-D: the grid's x size).
func threads(l *sim.Launch) int { return l.Grid(0) * l.Grid(1) * l.Grid(2) }

func f32s(b []byte) []float32 {
	out := make([]float32, len(b)/4)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func i32s(b []byte) []int32 {
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

func f32bytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func i32bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

func exact(b []byte) Expect { return Expect{Data: b} }

// approx is the tolerance of the kernels whose float results depend on the
// device library's square root, division or sine sequences.
const approx = 1e-5

// --- streaming ---

func refRelu(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out, count := a.f32("in"), a.f32("out"), a.int("count")
	for i := 0; i < threads(l) && i < count; i++ {
		out[i] = 0
		if in[i] > 0 {
			out[i] = in[i]
		}
	}
	return map[string]Expect{"out": exact(f32bytes(out))}, nil
}

func refReluLayer(l *sim.Launch) (map[string]Expect, error) { return refRelu(l) }

func refMul(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	out, in1, in2, n := a.f32("out"), a.f32("in1"), a.f32("in2"), a.int("n")
	for i := 0; i < threads(l) && i <= n; i++ {
		out[i] = in1[i] * in2[i]
	}
	return map[string]Expect{"out": exact(f32bytes(out))}, nil
}

func refScaleAdd(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	out, in1, in2, n := a.f32("out"), a.f32("in1"), a.f32("in2"), a.int("n")
	alpha, beta := a.float("alpha"), a.float("beta")
	for i := 0; i < threads(l) && i <= n; i++ {
		x, y := alpha*in1[i], beta*in2[i]
		out[i] = x + y
	}
	return map[string]Expect{"out": exact(f32bytes(out))}, nil
}

func refRMSProp(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	p, g, s, n := a.f32("params"), a.f32("gradients"), a.f32("sHistory"), a.int("n")
	sf, lr := float64(a.float("smoothFactor")), float64(a.float("learningRate"))
	for i := 0; i < threads(l) && i <= n; i++ {
		gi := float64(g[i])
		sh := sf*float64(s[i]) + (1-sf)*gi*gi
		s[i] = float32(sh)
		dir := gi / (math.Sqrt(sh) + 1e-6)
		p[i] = float32(float64(p[i]) - lr*dir)
	}
	return map[string]Expect{"params": {Data: f32bytes(p), Tol: approx}, "sHistory": {Data: f32bytes(s), Tol: approx}}, nil
}

func refAdam(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	p, g, s, v, n := a.f32("params"), a.f32("gradients"), a.f32("sHistory"), a.f32("vHistory"), a.int("n")
	s1, s2, lr := float64(a.float("smoothFactor1")), float64(a.float("smoothFactor2")), float64(a.float("learningRate"))
	for i := 0; i < threads(l) && i <= n; i++ {
		gi := float64(g[i])
		vh := s1*float64(v[i]) + (1-s1)*gi
		sh := s2*float64(s[i]) + (1-s2)*gi*gi
		v[i], s[i] = float32(vh), float32(sh)
		dir := vh / (math.Sqrt(sh) + 1e-8)
		p[i] = float32(float64(p[i]) - lr*dir)
	}
	return map[string]Expect{"params": {Data: f32bytes(p), Tol: approx}, "sHistory": {Data: f32bytes(s), Tol: approx},
		"vHistory": {Data: f32bytes(v), Tol: approx}}, nil
}

func refRepeat(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	out, in := a.f32("output"), a.f32("input")
	inLen, outLen := a.int("input_length"), a.int("output_length")
	for i := 0; i < threads(l) && i <= outLen; i++ {
		out[i] = in[i%inLen]
	}
	return map[string]Expect{"output": exact(f32bytes(out))}, nil
}

func refPushData(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	src, dst, n := a.f32("src"), a.f32("dst"), a.int("num_element")
	copy(dst[:n], src[:n])
	return map[string]Expect{"dst": exact(f32bytes(dst))}, nil
}

func refReduceData(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	buf, store, n := a.f32("buf"), a.f32("store"), a.int("num_element")
	if a.int("lastReduce") != 0 {
		return nil, fmt.Errorf("peer: reduce_data's reference covers lastReduce = 0 only")
	}
	for i := 0; i < n; i++ {
		store[i] += buf[i]
	}
	return map[string]Expect{"store": exact(f32bytes(store))}, nil
}

func refSoftmaxDiv(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out, den := a.f32("exp_input"), a.f32("out"), a.f32("denominator")
	n, batch := a.int("num_element"), a.int("batch_size")
	per := n / batch
	for i := 0; i < threads(l) && i <= n; i++ {
		out[i] = float32(float64(in[i]) / float64(den[i/per]))
	}
	return map[string]Expect{"out": {Data: f32bytes(out), Tol: approx}}, nil
}

// --- irregular ---

// unflat is operator.cl's unflatIndex: flat's index vector in a tensor of
// the sizes.
func unflat(flat int, size []int32) []int32 {
	total := int32(1)
	for _, s := range size {
		total *= s
	}
	nd := make([]int32, len(size))
	f := int32(flat)
	for i, s := range size {
		total /= s
		pos := f / total
		f -= pos * total
		nd[i] = pos
	}
	return nd
}

// flat is operator.cl's flatIndex.
func flat(nd, size []int32) int32 {
	out, total := int32(0), int32(1)
	for i := len(size) - 1; i >= 0; i-- {
		out += nd[i] * total
		total *= size[i]
	}
	return out
}

func refTransposeTensor(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out := a.f32("in"), a.f32("out")
	inSize, outSize, order := a.i32("in_size"), a.i32("out_size"), a.i32("order")
	inBuf, outBuf, dim := a.i32("in_index_buf"), a.i32("out_index_buf"), a.int("dim")
	for t := 0; t < threads(l); t++ {
		ndOut := unflat(t, outSize[:dim])
		ndIn := make([]int32, dim)
		for i := 0; i < dim; i++ {
			ndIn[order[i]] = ndOut[i]
		}
		copy(outBuf[t*dim:], ndOut)
		copy(inBuf[t*dim:], ndIn)
		out[t] = in[flat(ndIn, inSize[:dim])]
	}
	return map[string]Expect{"out": exact(f32bytes(out)), "in_index_buf": exact(i32bytes(inBuf)), "out_index_buf": exact(i32bytes(outBuf))}, nil
}

func refRotateTensor(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out := a.f32("in"), a.f32("out")
	inSize, outSize := a.i32("in_size"), a.i32("out_size")
	inBuf, outBuf, dim := a.i32("in_index_buf"), a.i32("out_index_buf"), a.int("dim")
	for t := 0; t < threads(l); t++ {
		ndOut := unflat(t, outSize[:dim])
		ndIn := append([]int32(nil), ndOut...)
		ndIn[dim-1] = inSize[dim-1] - ndOut[dim-1] - 1
		ndIn[dim-2] = inSize[dim-2] - ndOut[dim-2] - 1
		copy(outBuf[t*dim:], ndOut)
		copy(inBuf[t*dim:], ndIn)
		out[t] = in[flat(ndIn, inSize[:dim])]
	}
	return map[string]Expect{"out": exact(f32bytes(out)), "in_index_buf": exact(i32bytes(inBuf)), "out_index_buf": exact(i32bytes(outBuf))}, nil
}

func refDilateTensor(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out := a.f32("in"), a.f32("out")
	inSize, outSize, dil := a.i32("in_size"), a.i32("out_size"), a.i32("dilate")
	inBuf, outBuf, dim := a.i32("in_index_buf"), a.i32("out_index_buf"), a.int("dim")
	for t := 0; t < threads(l); t++ {
		ndOut := unflat(t, outSize[:dim])
		copy(outBuf[t*dim:], ndOut)
		v := float32(0)
		if ndOut[dim-1]%dil[1] == 0 && ndOut[dim-2]%dil[0] == 0 {
			ndIn := append([]int32(nil), ndOut...)
			ndIn[dim-1] /= dil[1]
			ndIn[dim-2] /= dil[0]
			copy(inBuf[t*dim:], ndIn)
			v = in[flat(ndIn, inSize[:dim])]
		}
		out[t] = v
	}
	return map[string]Expect{"out": exact(f32bytes(out)), "in_index_buf": exact(i32bytes(inBuf)), "out_index_buf": exact(i32bytes(outBuf))}, nil
}

func refSumOneAxis(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out := a.f32("in"), a.f32("out")
	inSize, outSize := a.i32("in_size"), a.i32("out_size")
	inDim, axis := a.int("in_dim"), a.int("axis")
	inBuf, outBuf := a.i32("in_index_buf"), a.i32("out_index_buf")
	for g := 0; g < threads(l); g++ {
		ndOut := unflat(g, outSize[:inDim-1])
		copy(outBuf[g*(inDim-1):], ndOut)
		sum := float32(0)
		ndIn := make([]int32, inDim)
		for i := int32(0); i < inSize[axis]; i++ {
			added := false
			for d := 0; d < inDim; d++ {
				switch {
				case d == axis:
					ndIn[d], added = i, true
				case !added:
					ndIn[d] = ndOut[d]
				default:
					ndIn[d] = ndOut[d-1]
				}
			}
			sum += in[flat(ndIn, inSize[:inDim])]
		}
		copy(inBuf[g*inDim:], ndIn)
		out[g] = sum
	}
	return map[string]Expect{"out": exact(f32bytes(out)), "in_index_buf": exact(i32bytes(inBuf)), "out_index_buf": exact(i32bytes(outBuf))}, nil
}

func refIm2col(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	in, out := a.f32("input"), a.f32("output")
	dims, mask, stride, pad, dil := a.vec2("inputDimensions"), a.vec2("maskDimensions"), a.vec2("stride"), a.vec2("pad"), a.vec2("dilation")
	channel, batch := a.int("channel"), a.int("batch")
	width, height := dims[0], dims[1]
	effH, effW := (mask[1]-1)*dil[1]+1, (mask[0]-1)*dil[0]+1
	fieldH, fieldW := (height-effH+2*pad[1])/stride[1]+1, (width-effW+2*pad[0])/stride[0]+1
	outWidth, outHeight := fieldH*fieldW*batch, mask[1]*mask[0]*channel
	frame, picture, maskSize := width*height, channel*width*height, mask[0]*mask[1]
	for t := 0; t < threads(l); t++ {
		b, blk := t/(fieldW*fieldH), t%(fieldW*fieldH)
		bx, by := blk%fieldW, blk/fieldW
		if b >= batch {
			continue
		}
		for i := 0; i < outHeight; i++ {
			c, y, x := i/maskSize, i%maskSize/mask[0], i%mask[0]
			rx, ry := bx*stride[0]-pad[0]+dil[0]*x, by*stride[1]-pad[1]+dil[1]*y
			v := float32(0)
			if rx >= 0 && ry >= 0 && rx < width && ry < height {
				v = in[b*picture+c*frame+ry*width+rx]
			}
			out[i*outWidth+t] = v
		}
	}
	return map[string]Expect{"output": exact(f32bytes(out))}, nil
}

// pool is the shape of a pooling layer (maxpooling.cl, avgpooling.cl).
type pool struct {
	channels, height, width, ph, pw, kh, kw, sh, sw, padH, padW int
}

func poolOf(a args) pool {
	return pool{a.int("channels"), a.int("height"), a.int("width"), a.int("pooled_height"), a.int("pooled_width"),
		a.int("kernel_h"), a.int("kernel_w"), a.int("stride_h"), a.int("stride_w"), a.int("pad_h"), a.int("pad_w")}
}

// window is output index's pooling window (hstart, hend, wstart, wend) and
// the start of its input plane.
func (p pool) window(index int) (h0, h1, w0, w1, plane int) {
	pw, ph := index%p.pw, index/p.pw%p.ph
	c, n := index/p.pw/p.ph%p.channels, index/p.pw/p.ph/p.channels
	h0, w0 = ph*p.sh-p.padH, pw*p.sw-p.padW
	h1, w1 = min(h0+p.kh, p.height), min(w0+p.kw, p.width)
	return max(h0, 0), h1, max(w0, 0), w1, (n*p.channels + c) * p.height * p.width
}

func refMaxPoolForward(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	p, in, top, mask := poolOf(a), a.f32("bottom_data"), a.f32("top_data"), a.i32("mask_data")
	for i := 0; i < threads(l); i++ {
		h0, h1, w0, w1, plane := p.window(i)
		maxv, maxi := float32(-1), -1
		for h := h0; h < h1; h++ {
			for w := w0; w < w1; w++ {
				if in[plane+h*p.width+w] > maxv {
					maxi = h*p.width + w
					maxv = in[plane+maxi]
				}
			}
		}
		top[i], mask[i] = maxv, int32(maxi+plane)
	}
	return map[string]Expect{"top_data": exact(f32bytes(top)), "mask_data": exact(i32bytes(mask))}, nil
}

func refAvgPoolForward(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	p, in, top := poolOf(a), a.f32("bottom_data"), a.f32("top_data")
	for i := 0; i < threads(l); i++ {
		h0, h1, w0, w1, plane := p.window(i)
		sum := float32(0)
		for h := h0; h < h1; h++ {
			for w := w0; w < w1; w++ {
				sum += in[plane+h*p.width+w]
			}
		}
		top[i] = sum / float32(p.kw*p.kh)
	}
	return map[string]Expect{"top_data": exact(f32bytes(top))}, nil
}

func refCopyRect(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	dest, src := a.f32("dest"), a.f32("src")
	doff, dpitch, soff, spitch := a.int("doffset"), a.int("dpitch"), a.int("soffset"), a.int("spitch")
	width, height := a.int("width"), a.int("height")
	for r := 0; r < threads(l) && r < height; r++ {
		for c := 0; c < width; c++ {
			dest[doff+r*dpitch+c] = src[soff+r*spitch+c]
		}
	}
	return map[string]Expect{"dest": exact(f32bytes(dest))}, nil
}

func refBFS(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	levels, edges, aux, flag := a.i32("levels"), a.i32("edgeArray"), a.i32("edgeArrayAux"), a.i32("flag")
	wsz, chunk, n, curr := a.int("W_SZ"), a.int("CHUNK_SZ"), a.int("numVertices"), int32(a.int("curr"))
	// Every write stores curr+1 into an unvisited vertex, and a vertex of
	// the frontier never changes, so the outcome does not depend on the
	// order the warps run in: run them one after the other.
	for tid := 0; tid < threads(l); tid++ {
		off, v1 := tid%wsz, tid/wsz*chunk
		csz := chunk + 1
		if v1+chunk >= n {
			csz = max(n-v1+1, 0)
		}
		for v := v1; v < csz-1+v1; v++ {
			if levels[v] != curr {
				continue
			}
			nbr, start := int(uint32(edges[v+1])-uint32(edges[v])), int(edges[v])
			for i := off; i < nbr; i += wsz {
				u := aux[i+start]
				if uint32(levels[u]) == math.MaxUint32 {
					levels[u] = curr + 1
					flag[0] = 1
				}
			}
		}
	}
	return map[string]Expect{"levels": exact(i32bytes(levels)), "flag": exact(i32bytes(flag))}, nil
}

// --- LDS ---

func refGEMM(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	m, n, k := a.int("m"), a.int("n"), a.int("k")
	alpha, beta := a.float("alpha"), a.float("beta")
	A, B, C, D := a.f32("a"), a.f32("b"), a.f32("c"), a.f32("d")
	const tile = 16
	for row := 0; row < l.Grid(1); row++ {
		for col := 0; col < l.Grid(0); col++ {
			D[row*n+col] = 0
			p := float32(0)
			for i := 0; i < (k-1)/tile+1; i++ {
				for j := 0; j < tile; j++ {
					if j+tile*i >= k {
						continue
					}
					var mv, nv float32
					if i*tile+j < k && row < m {
						mv = A[row*k+i*tile+j]
					}
					if col < n {
						nv = B[(i*tile+j)*n+col]
					}
					prod := mv * nv
					p += prod
				}
			}
			if row < m && col < n {
				x, y := alpha*p, beta*C[row*n+col]
				D[row*n+col] = x + y
			}
		}
	}
	return map[string]Expect{"d": exact(f32bytes(D))}, nil
}

func refNBody(l *sim.Launch) (map[string]Expect, error) {
	a := args{l}
	pos, vel := a.f32("pos"), a.f32("vel")
	n, dt, eps := a.int("numBodies"), float64(a.float("deltaTime")), float64(a.float("epsSqr"))
	newPos, newVel := a.f32("newPosition"), a.f32("newVelocity")
	for i := 0; i < threads(l); i++ {
		var acc [4]float64
		for j := 0; j < n; j++ {
			var r [4]float64
			for c := 0; c < 4; c++ {
				r[c] = float64(pos[4*j+c]) - float64(pos[4*i+c])
			}
			d := r[0]*r[0] + r[1]*r[1] + r[2]*r[2]
			inv := 1 / math.Sqrt(d+eps)
			s := float64(pos[4*j+3]) * inv * inv * inv
			for c := 0; c < 4; c++ {
				acc[c] += s * r[c]
			}
		}
		for c := 0; c < 4; c++ {
			v := float64(vel[4*i+c])
			newPos[4*i+c] = float32(float64(pos[4*i+c]) + v*dt + acc[c]*0.5*dt*dt)
			newVel[4*i+c] = float32(v + acc[c]*dt)
		}
		newPos[4*i+3] = pos[4*i+3]
	}
	return map[string]Expect{"newPosition": {Data: f32bytes(newPos), Tol: approx}, "newVelocity": {Data: f32bytes(newVel), Tol: 1e-4}}, nil
}
