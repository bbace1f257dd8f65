//go:build !amd64

package timing

// prefetch does nothing where the timing model has no assembly for it
// (prefetch_amd64.s): a prefetch changes no result, only when a cache
// line arrives.
func prefetch(a, b, c, d uintptr) {}
