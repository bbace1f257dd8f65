// halfmath: __half arithmetic, compiled for gfx803 to f16 VALU ops
// (v_fma_f16, v_cmp_lt_f16, v_sub_f16, v_sqrt_f16 with |x|, v_mul_f16).
//
// Memory contract (also used by the Go reference implementation): a and b
// hold f16 bit patterns (a positive, b negative, all finite), out gets f16
// bits; every f16 operation rounds once to nearest even:
//   x = a[i], y = -b[i]
//   r = fma(x, y, 0.5)
//   if x < y: r = r - x
//   out[i] = r * sqrt(|b[i]|)
// one element per work-item.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>

__global__ void halfmath(const __half* __restrict__ a, const __half* __restrict__ b,
                         __half* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __half x = a[i], y = __hneg(b[i]);
  __half r = __hfma(x, y, __float2half(0.5f));
  if (__hlt(x, y)) r = __hsub(r, x);
  out[i] = __hmul(r, hsqrt(__habs(b[i])));
}
