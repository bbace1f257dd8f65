// narrow16: 16-bit and 8-bit integer arithmetic on shorts and chars, which
// hipcc compiles for gfx803 to the 16-bit VALU ops (v_mad_u16, v_ashrrev_i16,
// v_lshrrev_b16, v_sub_u16, v_cmp_lt_i16, ...) and byte/short loads and
// stores. No branches beyond a select; no loops.
//
// Memory contract (also used by the Go reference implementation), with C's
// integer promotions (every operation in int, stores truncate):
//   r       = (short)(x * y + (x >> 3)) ^ (short)((unsigned short)y >> (z & 7))
//   if x<y:  r = (short)(r - z)
//   out[i]  = r
//   outc[i] = (unsigned char)(z * 3 + (unsigned char)x) >> 1
// with x = a[i], y = b[i] (short), z = c[i] (unsigned char), i the global
// work-item id; every buffer holds exactly one element per work-item.
#include <hip/hip_runtime.h>

__global__ void narrow16(const short* __restrict__ a, const short* __restrict__ b,
                         const unsigned char* __restrict__ c, short* __restrict__ out,
                         unsigned char* __restrict__ outc) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  short x = a[i], y = b[i];
  unsigned char z = c[i];
  short r = (short)(x * y + (x >> 3)) ^ (short)((unsigned short)y >> (z & 7));
  if (x < y) r = (short)(r - z);
  out[i] = r;
  outc[i] = (unsigned char)(z * 3 + (unsigned char)(x & 0xff)) >> 1;
}
