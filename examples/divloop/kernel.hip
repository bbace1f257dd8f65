// divloop: a loop whose trip count differs per lane, so the loop exit is
// divergent. Modeled on the single-loop micro-benchmark of Bialas &
// Strzelecki, "Benchmarking the cost of thread divergence in CUDA" (each
// thread runs the same loop with its own upper limit M read from memory).
//
// On GCN the loop stays one loop for the whole wavefront: a lane that has
// finished is removed from EXEC (s_andn2_b64 exec, exec, ...) and the
// wavefront branches back (s_cbranch_execnz) while any lane is still active,
// so the wavefront runs max over its lanes of limits[gid] iterations.
// The trip count comes from data: the analysis needs a loop bound from a
// flow-facts file or from traces.
//
// Each iteration does one dependent global load (a pointer-chase through a
// small table) and some integer arithmetic.
//
// Memory contract (also used by the Go reference implementation):
//   limits: one int per work-item (the lane's trip count; <= 0 means none)
//   tab:    256 ints, read-only
//   out:    one int per work-item, out[gid] written only by work-item gid
// Reference: idx = lane; acc = 0;
//            for i in 0..m-1: idx = tab[(idx + i) & 255]; acc += idx ^ i
//            out[gid] = acc
// Launch: any grid, any workgroup size (1-D, x only).
#include <hip/hip_runtime.h>

__global__ void divloop(const int* __restrict__ limits, const int* __restrict__ tab,
                        int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  int idx = (int)(threadIdx.x & 63u);
  int m = limits[gid];  // per-lane upper limit ("M" in Bialas & Strzelecki)
  int acc = 0;
  for (int i = 0; i < m; ++i) {
    idx = tab[(idx + i) & 255];
    acc += idx ^ i;
  }
  out[gid] = acc;
}
