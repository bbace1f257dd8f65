// Microbenchmark of the memory path (docs/mgpusim.md, "Where MGPUSim's time goes"):
// dependent loads that miss and hit the TLBs and caches in a known order.
__kernel void lat(__global int *a, __global int *out, __local int *s) {
  int l = get_local_id(0);
  int x = a[l];               // cold: TLB miss, L1/L2 miss
  int y = a[l + 64 + x];      // same page, next lines: TLB hit, L2 miss
  int z = a[l + x + y];       // L1 hit
  int w = a[l + 2048 + z];    // next-but-one page: TLB miss, L2 miss
  int v = a[l + 2048 + 64 + w]; // TLB hit L1 miss L2 miss
  s[l] = v;                   // LDS write
  barrier(CLK_LOCAL_MEM_FENCE);
  int u = s[63 - l];          // LDS read
  out[l] = x + y + z + w + v + u;
}
