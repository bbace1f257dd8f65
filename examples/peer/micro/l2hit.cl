// Microbenchmark of the memory path (docs/mgpusim.md, "Where MGPUSim's time goes"):
// an L1 eviction, then an L2 hit, a DRAM access and an L1 hit.
__kernel void l2hit(__global int *a, __global int *out) {
  int l = get_local_id(0);
  int x = a[l];
  x = a[l + 1024 + x];
  x = a[l + 2048 + x];
  x = a[l + 3072 + x];
  x = a[l + 4096 + x];     // five lines in set 0 of the 4-way L1: a[0]'s evicted
  int y = a[l + x];    // TLB hit, L1 miss, L2 hit
  int z = a[l + 64 + y];   // same page, L1 miss, L2 miss (DRAM)
  int w = a[l + 64 + z];   // L1 hit
  out[l] = x + y + z + w;
}
