#include <hip/hip_runtime.h>
__device__ __attribute__((noinline)) int helper(int x, int y) { int s = 0; for (int k = 0; k < y; ++k) s += x * k; return s; }
__global__ void calls(const int* __restrict__ a, int* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = helper(a[i], i & 7);
}
