// partial_split: a 2-D grid that is not a whole number of workgroups (OpenCL
// 2.0 non-uniform work-groups): the last workgroup of each dimension holds
// only the rest of the grid, and get_local_size says so. Our own kernel.
//
// Each workgroup sums its work-items' values with a tree reduction in LDS
// over exactly the n = get_local_size(0) * get_local_size(1) work-items it
// has (a whole workgroup has 16 x 4 = 64, a partial one fewer); work-item
// (x, y) then writes out[y][x] = in[y][x] * n + the sum. The reduction's
// "l < s && l + s < n" test is a divergent, split-marked branch inside a
// uniform loop with a barrier.
//
// Memory contract (also used by the Go reference):
//   in, out: width x height ints, row-major (width = the grid's x size)
// Launch: 2-D, local size 16 x 4 (at most 64 work-items: the sum array),
// any global size.
__kernel void partial_split(__global const int *in, __global int *out, int width) {
  __local int sum[64];
  const int nx = get_local_size(0);
  const int l = get_local_id(1) * nx + get_local_id(0);
  const int n = nx * get_local_size(1);
  const int i = get_global_id(1) * width + get_global_id(0);
  const int v = in[i];
  sum[l] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 32; s > 0; s >>= 1) {
    __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
    if (l < s && l + s < n) {
      sum[l] += sum[l + s];
    }
    __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[i] = v * n + sum[0];
}
