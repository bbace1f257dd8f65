// A 3-point stencil whose right halo read is unguarded: the last work-item
// reads in[n], the 4 bytes after the buffer, which land in the page padding
// of the buffer's allocation (docs/workload.md, "Out-of-bounds accesses"):
// the read returns 0 and the run reports it.
#include <hip/hip_runtime.h>

__global__ void halo(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int left = i > 0 ? in[i - 1] : 0;
    out[i] = left + 2 * in[i] + in[i + 1];
  }
}
