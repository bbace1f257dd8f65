// reduce: a uniform loop followed by an LDS (__shared__) tree reduction with
// __syncthreads barriers; one partial sum per workgroup.
//
// Phase 1 (uniform loop): every work-item accumulates `iters` elements of
// `in`, strided by `total` (the number of work-items in the launch). The trip
// count is a kernel argument, the same for every lane, so the loop branch is a
// scalar s_cbranch_scc*, not an exec-skip branch; its bound is the argument.
// Phase 2 (tree): the workgroup halves the active range each step
// (s = blockDim.x/2, /4, ..., 1). The step loop is uniform too; the
// "tid < s" test inside it diverges within a wavefront once s < 64, and each
// step ends with a workgroup barrier (s_barrier).
// No thesis figure: it shows barriers and LDS traffic between split points,
// typical of Rodinia-style kernels in the thesis' chapter 6.
//
// Memory contract (also used by the Go reference implementation):
//   in:  iters * total ints, element k of work-item gid at in[k * total + gid]
//   out: one int per workgroup, out[blockIdx.x] written by its thread 0
//   acc = sum over k of in[k*total + gid] * (k + 1)   (int, wrapping)
//   out[b] = sum of acc over the workgroup, summed as the tree does
// Launch: blockDim.x a power of two, at most 256; total = gridDim.x * blockDim.x.
#include <hip/hip_runtime.h>

#define MAX_WG 256

__global__ void __launch_bounds__(MAX_WG)
reduce(const int* __restrict__ in, int* __restrict__ out, int iters, int total) {
  __shared__ int buf[MAX_WG];
  unsigned tid = threadIdx.x;
  unsigned gid = blockIdx.x * blockDim.x + tid;

  int acc = 0;
  for (int k = 0; k < iters; ++k) {  // uniform loop
    acc += in[k * total + gid] * (k + 1);
  }
  buf[tid] = acc;
  __syncthreads();

  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {  // uniform loop
    if (tid < s) {                                      // divergent once s < 64
      buf[tid] += buf[tid + s];
    }
    __syncthreads();
  }
  if (tid == 0) {
    out[blockIdx.x] = buf[0];
  }
}
