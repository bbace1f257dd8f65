// A 3-point stencil whose right halo read is unguarded: the last work-item
// reads in[n], the 4 bytes after the buffer, which land in the page padding
// of the buffer's allocation (docs/workload.md, "Out-of-bounds accesses"):
// the read returns 0 and the run reports it. The body is marked for
// splitting (MODE bit 21) and built with -mllvm -amdgpu-skip-threshold=0.
#include <hip/hip_runtime.h>

__global__ void halo_split(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  if (i < n) {
    int left = i > 0 ? in[i - 1] : 0;
    out[i] = left + 2 * in[i] + in[i + 1];
  }
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
}
