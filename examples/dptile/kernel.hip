// dptile: a dynamic-programming wavefront over a tile held in LDS: the edit
// (Levenshtein) distance between two 64-symbol strings, one pair per
// workgroup, computed by sweeping the 127 anti-diagonals of the 64x64 tile
// with a workgroup barrier between diagonals. Our own kernel.
//
// Work-item t owns row i = t+1 of the table D[0..64][0..64]. On anti-diagonal
// d it computes cell (t+1, d-t+1) if 0 <= d-t < 64, so the active lanes form
// a band that grows and then shrinks: the "is my cell on this diagonal" test
// is a divergent branch (s_cbranch_execz) inside a uniform 127-trip loop that
// ends with s_barrier. Cells of diagonal d read only diagonals d-1 and d-2,
// which the barrier has made visible, so the kernel is race-free.
//
//   D[i][0] = i, D[0][j] = j
//   D[i][j] = min(D[i-1][j-1] + (a[i-1] != b[j-1]), D[i-1][j] + 1, D[i][j-1] + 1)
//
// Memory contract (also used by the Go reference implementation):
//   a, b: 64 ints per workgroup (workgroup g uses a[64g .. 64g+63], same for b)
//   out:  64 ints per workgroup, out[64g + t] = D[t+1][64]
//         (distance between the prefix a[0..t] and the whole of b)
// Launch: blockDim.x == 64 (one wavefront per workgroup), any number of groups.
//
// No __launch_bounds__(64) on purpose: with it the compiler knows a workgroup
// is a single wavefront and replaces every s_barrier by a "; wave barrier"
// comment, leaving no barrier in the assembly.
#include <hip/hip_runtime.h>

#define N 64

__global__ void dptile(const int* __restrict__ a, const int* __restrict__ b, int* __restrict__ out) {
  __shared__ int D[N + 1][N + 1];
  const int t = threadIdx.x;
  const int* B = b + blockIdx.x * N;
  const int ai = a[blockIdx.x * N + t];  // symbol of my row

  // Borders of the table.
  D[0][t + 1] = t + 1;
  D[t + 1][0] = t + 1;
  if (t == 0) {
    D[0][0] = 0;
  }
  __syncthreads();

  for (int d = 0; d < 2 * N - 1; ++d) {  // uniform loop over anti-diagonals
    const int j = d - t;                  // my 0-based column on diagonal d
    if (j >= 0 && j < N) {                // divergent: is my cell on the diagonal?
      const int cost = (ai != B[j]) ? 1 : 0;
      int best = D[t][j] + cost;          // diagonal neighbour
      best = min(best, D[t][j + 1] + 1);  // from above
      best = min(best, D[t + 1][j] + 1);  // from the left
      D[t + 1][j + 1] = best;
    }
    __syncthreads();
  }
  out[blockIdx.x * N + t] = D[t + 1][N];
}
