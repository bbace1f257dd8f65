// livework: a small split-marked kernel whose memory does not grow with the
// launch, for the live-work memory tests and measurements (docs/performance.md,
// "Memory bounded by live work"). Not an example: it is only run at huge grids.
//
// Each work-item reads tab[threadIdx.x], goes through two split-marked levels
// of if/else on lane-id bits 0 and 1 (with S >= 1 a wavefront splits at them;
// four different paths), and adds its value into its workgroup's counter
// with an atomic add, so the output is one int per workgroup.
//
// Go reference (traces/sim livework test):
//   v = tab[tid & 255]
//   bit 0 set:   v = tab[(v + 7) & 255] + 1      else v = tab[(v ^ 5) & 255] * 3 - 2
//   bit 1 set:   v = tab[(v + 21) & 255] + 3     else v = tab[(v ^ 25) & 255] * 3 - 4
//   out[blockIdx.x] += v   (int, wrapping)
//
// Memory contract: tab: 256 ints, read-only; out: one int per workgroup,
// initially 0. Launch: any grid (1-D), any workgroup size.
#include <hip/hip_runtime.h>

__global__ void livework(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned lane = threadIdx.x & 63u;
  int v = tab[threadIdx.x & 255u];
  // Split marking on (thesis Fig. 4.6).
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  if (lane & 1u) {
    v = tab[(v + 7) & 255] + 1;
  } else {
    v = tab[(v ^ 5) & 255] * 3 - 2;
  }
  if (lane & 2u) {
    v = tab[(v + 21) & 255] + 3;
  } else {
    v = tab[(v ^ 25) & 255] * 3 - 4;
  }
  // Split marking off.
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
  atomicAdd(&out[blockIdx.x], v);
}
