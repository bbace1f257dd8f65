// calls: a kernel that calls a non-inlined device function twice, so the
// assembly holds a second function (ending in s_setpc_b64) and call sites
// (s_getpc_b64 / s_add_u32 ...@rel32@lo+4 / s_swappc_b64). Parser test input.
//
// HIP 5.2's headers define __noinline__ as nothing (amd_detail/host_defines.h),
// so `__device__ __noinline__` gets inlined; the clang attribute is needed.
#include <hip/hip_runtime.h>

__device__ __attribute__((noinline)) int mix(const int* __restrict__ tab, int v, unsigned sel) {
  if (sel & 1u) {  // divergent inside the callee
    v = tab[(v + 3) & 255] * 2;
  } else {
    v = tab[(v ^ 5) & 255] + 1;
  }
  return v;
}

__global__ void calls(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 63u;
  int v = mix(tab, (int)lane, lane);
  v = mix(tab, v, lane >> 1);
  out[gid] = v;
}
