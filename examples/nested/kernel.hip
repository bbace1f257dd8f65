// nested: nested branch divergence, thesis Fig. 2.6 (HIP source) / Fig. 2.7
// (its CFG), extended by one more level so the nest is three deep.
//
//   BB1                       all lanes
//   if (lane < 3) {
//     BB2                     lanes 0..2
//     if (lane == 0) {
//       BB3                   lane 0
//     } else {
//       BB4                   lanes 1..2
//       if (lane == 2) {
//         BB4a                lane 2       (third level, our addition)
//       }
//     }
//     BB5 (join of BB3/BB4)
//   } else {
//     BB6                     lanes 3..63
//   }
//   BB7                       all lanes
//
// Every block does a dependent global load from a small table, so the compiler
// keeps each side as a real block behind an s_cbranch_execz.
//
// Memory contract (also used by the Go reference implementation):
//   tab: 256 ints, read-only
//   out: one int per work-item, out[gid] written only by work-item gid
// Launch: any grid, any workgroup size (1-D, x only).
#include <hip/hip_runtime.h>

__global__ void nested(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 63u;
  int v = tab[lane];                       // BB1
  if (lane < 3) {
    v = tab[(v + 1) & 255] + 11;           // BB2
    if (lane == 0) {
      v = tab[(v * 3) & 255] * 5;          // BB3
    } else {
      v = tab[(v ^ 0x2a) & 255] - 13;      // BB4
      if (lane == 2) {
        v = tab[(v + 17) & 255] ^ 0x100;   // BB4a
      }
    }
    v = v + 1;                             // BB5
  } else {
    v = tab[(v + lane) & 255] * 7;         // BB6
  }
  out[gid] = v + (int)lane;                // BB7
}
