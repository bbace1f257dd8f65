#include <hip/hip_runtime.h>
__device__ __noinline__ float helper(float x) { return sinf(x) * 3.7f + __expf(x); }
__global__ void mix(float *a, double *d, int *c, unsigned n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x + blockIdx.x * blockDim.x;
  float x = a[t];
  s[threadIdx.x] = x * 1.5f + 123.25f;
  __syncthreads();
  for (unsigned i = 0; i < n; ++i) {
    x = x * s[(threadIdx.x + i) & 255] + 0.1f;
    if (x > 1000.0f) break;
  }
  d[t] = sqrt((double)x) * 2.5 + 1.0;
  atomicAdd(&c[t & 7], (int)x);
  a[t] = helper(x) / (x + 3.0f) + __shfl_xor(x, 1);
  c[t + 100] = __popc(t) + __clz(t) + (t * 0x12345);
}
