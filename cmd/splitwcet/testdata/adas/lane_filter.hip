// adas::lane_filter: the kernel of a safety engineer's trial (issue 30), a
// lane-marking filter of a driver-assistance pipeline in a namespace, with
// a data-dependent branch and a data-dependent loop. Test input for the
// naming rule of --kernel, workloads and flow facts (one rule for all).
//
//   out[gid] = sum_{i < (pix[gid] & 15)} taps[(gid + i) & 63] * (i + 1)
//              when pix[gid] > threshold, else -pix[gid]
#include <hip/hip_runtime.h>

namespace adas {

__global__ void lane_filter(const int* __restrict__ pix, const int* __restrict__ taps,
                            int* __restrict__ out, int threshold) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  int v = pix[gid];
  int acc = 0;
  if (v > threshold) {            // data-dependent branch
    int n = v & 15;               // data-dependent trip count, at most 15
    for (int i = 0; i < n; ++i) {
      acc += taps[(gid + i) & 63] * (i + 1);
    }
  } else {
    acc = -v;
  }
  out[gid] = acc;
}

}  // namespace adas
