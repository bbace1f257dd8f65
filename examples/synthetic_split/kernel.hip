// synthetic_split: the synthetic benchmark of the wavefront-splitting thesis,
// section 6.3.1 (results in its Fig. 6.2), with the whole branch nest marked
// for splitting as in thesis Fig. 4.6: MODE register bit 21 is set before the
// first branch and cleared after the last join. With S = 63 reserve slots per
// launch slot every wavefront splits down to one lane per split; with smaller
// S it splits at the first S branches it executes (thesis Theorem 5.2.2).
// Same outputs as the unmarked "synthetic" example.
//
// log2(64) = 6 levels of nested if/else, level d testing bit d of the lane id
// (threadIdx.x mod 64). The nest is a full binary tree of 63 divergent
// branches and 126 branch bodies; each of the 64 lanes takes a unique
// root-to-leaf path, and no condition depends on data, so one run exercises
// the same paths for any input.
//
// Every branch body does one dependent global load from a small table and
// some integer arithmetic that differs per node, so no two bodies can be
// merged and each body stays a real block behind an s_cbranch_execz.
// Built with -mllvm -amdgpu-skip-threshold=0 to keep every skip branch.
//
// Node numbering (used by the Go reference implementation): the root is node
// 0; the children of node p are 2p+1 (bit set) and 2p+2 (bit clear).
//   bit set:   v = tab[(v + 7*c) & 255] + c        (c = 2p+1)
//   bit clear: v = tab[(v ^ (5*c)) & 255] * 3 - c  (c = 2p+2)
// Start value v = lane; result out[gid] = v after six levels.
//
// Memory contract:
//   tab: 256 ints, read-only
//   out: one int per work-item, out[gid] written only by work-item gid
// Launch: any grid, any workgroup size (1-D, x only).
#include <hip/hip_runtime.h>

template <int D, int P>
__device__ __forceinline__ int level(const int* __restrict__ tab, unsigned lane, int v) {
  if constexpr (D == 6) {
    return v;  // leaf: one lane per leaf
  } else {
    constexpr int one = 2 * P + 1;   // child node taken when bit D is set
    constexpr int zero = 2 * P + 2;  // child node taken when bit D is clear
    if (lane & (1u << D)) {
      v = tab[(v + 7 * one) & 255] + one;
      return level<D + 1, one>(tab, lane, v);
    } else {
      v = tab[(v ^ (5 * zero)) & 255] * 3 - zero;
      return level<D + 1, zero>(tab, lane, v);
    }
  }
}

__global__ void synthetic_split(const int* __restrict__ tab, int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 63u;
  // Split marking on (thesis Fig. 4.6).
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  int v = level<0, 0>(tab, lane, (int)lane);
  // Split marking off.
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
  out[gid] = v;
}
