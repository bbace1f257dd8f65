// ifelse: the simple divergent kernel of the wavefront-splitting thesis,
// Fig. 4.3 (HIP source) / Fig. 4.4 (its GCN3 assembly, two s_cbranch_execz).
//
// Every wavefront diverges on its lane id: lanes 0..2 take the "then" side,
// lanes 3..63 the "else" side. Each side does two dependent global loads from
// a small lookup table plus some arithmetic, so the compiler keeps both sides
// as real blocks guarded by s_cbranch_execz (Fig. 4.4 shape).
//
// Memory contract (also used by the Go reference implementation):
//   tab: 256 ints, read-only
//   out: one int per work-item, out[gid] written only by work-item gid
// Launch: any grid, any workgroup size (1-D, x only).
#include <hip/hip_runtime.h>

__global__ void ifelse(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 63u;  // lane within the 64-wide wavefront
  int v;
  if (lane < 3) {
    // thesis "Basic Block 1": two dependent loads
    v = tab[lane];
    v = tab[(v + 7) & 255];
    v = v * 3 + 1;
  } else {
    // thesis "Basic Block 2": two different dependent loads
    v = tab[(lane * 5) & 255];
    v = tab[(v ^ 0x55) & 255];
    v = v - 7;
  }
  out[gid] = v;
}
