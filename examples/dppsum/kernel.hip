// dppsum: one atomicAdd per work-item into its workgroup's counter. With
// the atomic optimizer on (flags: -mllvm -amdgpu-atomic-optimizations=true)
// LLVM turns the uniform-address atomic into a wavefront reduction with DPP
// (v_add_u32_dpp row_shr:1,2,4,8, row_bcast:15, row_bcast:31, bound_ctrl),
// v_readlane_b32 of lane 63 and one flat_atomic_add per wavefront.
//
// Memory contract (also used by the Go reference implementation):
//   out[blockIdx.x] += sum of a[i] over the workgroup (int, wrapping);
//   out starts as given (zeros in the workload).
#include <hip/hip_runtime.h>

__global__ void dppsum(const int* __restrict__ a, int* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&out[blockIdx.x], a[i]);
}
