// Two early-return guards and a conditional update: the shape (of
// Rodinia's Fan2, an SpMV row loop's bounds check, a convolution's border
// test) under which a budgeted split policy leaves a role's slot unused,
// so choose --json met a predicted role without a start (issue 28).
#include <hip/hip_runtime.h>

__global__ void guarded(const float* in, float* out, int w, int h, int k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w - k) return;
  if (y >= h - k) return;
  out[y * w + x] = in[y * w + x] * 2.0f + in[(y + k) * w + x];
  if (x == 0) out[y * w] += 1.0f;
}
