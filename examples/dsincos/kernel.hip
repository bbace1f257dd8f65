// dsincos: double-precision sine and cosine of one argument per work-item.
// The device library's argument reduction uses v_trig_preop_f64 (53-bit
// pieces of 2/pi) for large arguments, v_fract_f64, v_rndne_f64, v_fma_f64
// and v_cmp_class_f64; the result picks a polynomial per quadrant.
//
// Memory contract (also used by the Go reference implementation):
//   out[i] = sin(a[i]) + 2 * cos(a[i])     (doubles; one per work-item)
// The reference is Go's math.Sin/math.Cos, which agree with the device
// library to within a few ulp, not bit for bit: the test allows 1e-15 of
// max(1, |value|).
#include <hip/hip_runtime.h>

__global__ void dsincos(const double* __restrict__ a, double* __restrict__ out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  double s, c;
  sincos(a[i], &s, &c);
  out[i] = s + 2.0 * c;
}
