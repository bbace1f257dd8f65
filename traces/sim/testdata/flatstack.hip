// flatstack: the kernel passes a pointer to its local array to a
// __noinline__ device function, which fills it through FLAT stores to the
// private aperture; the kernel reads an element back with a MUBUF scratch
// load (traces/sim/calls_test.go, TestFlatStackThroughCall). Compiled with
//   hipcc -x hip --offload-arch=gfx803 --cuda-device-only -S -O3 \
//     -mllvm -amdgpu-skip-threshold=0 flatstack.hip -o flatstack.s
#include <hip/hip_runtime.h>
__device__ __attribute__((noinline)) void fill(int* a, int n, int seed) {
  for (int k = 0; k < n; k++) a[k] = seed * k + 1;
}
__global__ void flatstack(const int* __restrict__ idx, int* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int a[16];
  fill(a, 16, (int)i);
  out[i] = a[idx[i] & 15];
}
