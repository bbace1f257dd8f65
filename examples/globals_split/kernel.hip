// Program-scope data and a by-value struct argument (docs/workload.md):
// a __device__ table and counter, a __constant__ table, and a 56-byte
// parameter struct passed by value. hipcc addresses the globals with
// s_getpc_b64 + @rel32 relocations; their initial bytes are in .data/.bss.
// The body is marked for splitting (MODE bit 21, thesis Fig. 4.6) and built
// with -mllvm -amdgpu-skip-threshold=0: with S >= 1 the odd/even branch
// splits, and the split wavefronts increment the counter atomically.
#include <hip/hip_runtime.h>

__device__ int table[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};
__device__ unsigned counter;
__constant__ int coef[8] = {2, 7, 1, 8, 2, 8, 1, 8};

struct Params {
  int scale;
  int bias;
  double shift;
  int lut[10];
};

__global__ void globals_split(int *out, Params p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  if (i < n) {
    int v = table[(i * 7) & 15] * p.scale + coef[i & 7] + p.lut[i % 10] + p.bias + (int)p.shift;
    out[i] = v;
    if (v & 1)
      atomicAdd(&counter, 1u);
  }
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
}
