// frontier: one level step of a breadth-first search on a CSR graph, in the
// "pull" (bottom-up) direction so that every work-item writes only its own
// vertex and the kernel is race-free and deterministic. Our own kernel.
//
// Work-item v (one per vertex):
//   if v is unvisited (level_in[v] < 0):               data-dependent branch
//     scan v's neighbours col[row[v] .. row[v+1]-1]     per-lane trip count
//       (irregular loads col[e], level_in[u])
//       stop at the first neighbour u on the current frontier
//       (level_in[u] == cur): v joins the next level, parent u
// Branches depend on graph data, not on the lane id: the visited test is an
// exec-skip branch, and the neighbour loop has two divergent exits (end of
// the adjacency list, frontier neighbour found), so its bound is the maximum
// degree (a flow fact or an observed bound).
//
// Memory contract (also used by the Go reference implementation):
//   row:       n+1 ints, CSR row offsets (row[0] = 0, non-decreasing)
//   col:       row[n] ints, neighbour ids in 0..n-1
//   level_in:  n ints, BFS level of each vertex, -1 = unvisited (read-only)
//   level_out: n ints, level_out[v] = cur+1 if v is discovered now, else level_in[v]
//   parent:    n ints, parent[v] = first neighbour u (in CSR order) with
//              level_in[u] == cur if v is discovered now, else -1
// Launch: any grid, any workgroup size; work-items with gid >= n do nothing.
#include <hip/hip_runtime.h>

__global__ void frontier(const int* __restrict__ row, const int* __restrict__ col,
                         const int* __restrict__ level_in, int* __restrict__ level_out,
                         int* __restrict__ parent, int cur, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n) {
    return;
  }
  int lv = level_in[v];
  int p = -1;
  if (lv < 0) {  // unvisited
    const int end = row[v + 1];
    for (int e = row[v]; e < end; ++e) {
      const int u = col[e];
      if (level_in[u] == cur) {
        lv = cur + 1;
        p = u;
        break;
      }
    }
  }
  level_out[v] = lv;
  parent[v] = p;
}
