// ifelse_split: the ifelse kernel (thesis Fig. 4.3) with the branch marked for
// wavefront splitting as in thesis Fig. 4.6: MODE register bit 21 is set just
// before the if and cleared just after the join.
//
// Lanes 0..2 take the "then" side, lanes 3..63 the "else" side, so with S >= 1
// every launch wavefront splits once at the first s_cbranch_execz: the parent
// keeps the lanes of the side laid out first, the child the other side.
//
// Compiled with -mllvm -amdgpu-skip-threshold=0 so that both s_cbranch_execz
// skip branches survive (thesis Fig. 4.4 shape).
//
// Memory contract (same as ifelse, same outputs):
//   tab: 256 ints, read-only
//   out: one int per work-item, out[gid] written only by work-item gid
// Launch: any grid, any workgroup size (1-D, x only).
#include <hip/hip_runtime.h>

__global__ void ifelse_split(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 63u;  // lane within the 64-wide wavefront
  int v;
  // Split marking on (thesis Fig. 4.6).
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  if (lane < 3) {
    v = tab[lane];
    v = tab[(v + 7) & 255];
    v = v * 3 + 1;
  } else {
    v = tab[(lane * 5) & 255];
    v = tab[(v ^ 0x55) & 255];
    v = v - 7;
  }
  // Split marking off.
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
  out[gid] = v;
}
