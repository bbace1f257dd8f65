// locals_split: a workgroup-local histogram and a three-point stencil, each in
// its own __local array passed as a kernel argument (OpenCL; each
// dynamic_shared_pointer argument gets its own LDS range, laid out by the
// runtime after the kernel's static LDS). Our own kernel.
//
// Work-item l of a workgroup of ls work-items loads v = in[gid] into
// tile[l+1] (tile[0] and tile[ls+1] hold the neighbours across the
// workgroup's edges, 0 outside the grid) and counts v & 15 in hist[16] with
// an LDS atomic. After a barrier it computes the stencil
// s = tile[l] + 2*tile[l+1] + tile[l+2]; work-items with an odd v (a
// divergent branch, split-marked) add the count of their value's bin, the
// others subtract the count of bin l & 15. Were the two arrays one range,
// the histogram's counts would overwrite the tile.
//
// Memory contract (also used by the Go reference):
//   in:  n ints (n = the grid's work-items), read-only
//   out: n ints, out[gid] written by work-item gid only
//   tile: (local size + 2) ints, hist: 16 ints (the workload's lds: sizes)
// Launch: 1-D, any local size up to 256, any grid (a partial last
// workgroup is fine: the kernel uses get_local_size).
__kernel void locals_split(__global const int *in, __global int *out,
                      __local int *tile, __local int *hist, int n) {
  const int l = get_local_id(0);
  const int ls = get_local_size(0);
  const int gid = get_global_id(0);
  const int v = in[gid];
  tile[l + 1] = v;
  if (l == 0) {
    tile[0] = gid > 0 ? in[gid - 1] : 0;
  }
  if (l == ls - 1) {
    tile[ls + 1] = gid + 1 < n ? in[gid + 1] : 0;
  }
  if (l < 16) {
    hist[l] = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&hist[v & 15], 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  int s = tile[l] + 2 * tile[l + 1] + tile[l + 2];
  // Split marking on (MODE bit 21) around the divergent branch.
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  if (v & 1) {
    s += hist[v & 15] * 100;
  } else {
    s -= hist[l & 15];
  }
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
  out[gid] = s;
}
