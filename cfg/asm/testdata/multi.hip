// multi: three __global__ kernels in one translation unit, so one .s file
// holds three kernel functions, three .amdhsa_kernel descriptors, three
// codeLenInByte comments and one metadata block listing all three.
// Parser test input.
#include <hip/hip_runtime.h>

// Straight-line: no branches at all.
__global__ void scale(const int* __restrict__ in, int* __restrict__ out, int k) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = in[gid] * k + 1;
}

// One if/else on the lane id.
__global__ void pick(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 63u;
  int v;
  if (lane < 16) {
    v = tab[(lane * 3) & 255];
  } else {
    v = tab[(lane + 100) & 255] - 2;
  }
  out[gid] = v;
}

// A per-lane loop (divergent exit).
__global__ void count(const int* __restrict__ limits, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  int m = limits[gid];
  int acc = 0;
  for (int i = 0; i < m; ++i) {
    acc = acc * 3 + i;
  }
  out[gid] = acc;
}
