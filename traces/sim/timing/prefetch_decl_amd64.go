package timing

// prefetch asks the processor to bring the cache lines at addresses a, b,
// c and d into its caches (PREFETCHT0) and returns at once: the loads are
// in flight while the caller works, where a load of the same lines
// (touch) waits for them in the reorder buffer. Assembly because Go has no
// prefetch intrinsic outside its runtime. A prefetch of an address that
// is not mapped does nothing (it never faults), so an address computed
// from a record that turns out not to be what the caller assumed costs a
// wasted line, never a wrong result.
//
//go:noescape
func prefetch(a, b, c, d uintptr)
