// noinline_split: a call to a __noinline__ device function from a split-marked
// branch (issue 13: calls within one file). Debian's HIP 5.2 headers define
// __noinline__ as nothing, so the attribute is spelled out.
//
// mix() keeps a 32-int histogram in a local array indexed by data, so it
// lives in the callee's stack in scratch (buffer_store/load_dword through the
// private segment buffer s[0:3], frame at s32); its loop runs a per-lane trip
// count. The kernel sets MODE bit 21 before `i & 1` and clears it after the
// join, so with S >= 1 each wavefront splits there and every split runs mix()
// for its odd lanes.
//
// Memory contract (also used by the Go reference implementation), with
// 32-bit wrapping int arithmetic:
//   n      = len[i] & 7
//   odd i:  out[i] = mix(&in[8*i], n, i)
//   even i: out[i] = in[8*i] - i
//   mix(p, n, seed): hist[k] = k * seed for k < 32; acc = seed;
//     for k < n: v = p[k] ^ acc; hist[v & 31] += v; acc = acc * 31 + v;
//     return hist[acc & 31] + hist[seed & 31]
// with i the global work-item id; in holds 8 ints per work-item, len and
// out one.
#include <hip/hip_runtime.h>

__device__ __attribute__((noinline)) int mix(const int* __restrict__ p, int n, int seed) {
  int hist[32];
  for (int k = 0; k < 32; k++) hist[k] = k * seed;
  int acc = seed;
  for (int k = 0; k < n; k++) {
    int v = p[k] ^ acc;
    hist[v & 31] += v;
    acc = acc * 31 + v;
  }
  return hist[acc & 31] + hist[seed & 31];
}

__global__ void noinline_split(const int* __restrict__ in, const int* __restrict__ len,
                               int* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = len[i] & 7;
  int r;
  // Split marking on (thesis Fig. 4.6).
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  if (i & 1) {
    r = mix(in + 8 * i, n, (int)i);
  } else {
    r = in[8 * i] - (int)i;
  }
  // Split marking off.
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
  out[i] = r;
}
