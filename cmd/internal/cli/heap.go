package cli

// HeapFloorBytes is the size of the allocation HeapFloor returns.
const HeapFloorBytes = 32 << 20

// HeapFloor returns an allocation of HeapFloorBytes that a command holds
// (runtime.KeepAlive) while it works and never touches: a fresh span of
// the heap is not zeroed, so none of its pages becomes resident. The
// collector counts it as live, so after the one short cycle its
// allocation starts the heap goal is about twice its size instead of 4
// MB: `splitwcet run` of the x16 launch (docs/performance.md) collects
// once instead of 2-3 times, about 9 M host instructions less in the
// start-up and 6 % less at S = 63 (callgrind), with the same max RSS; a
// large run's goal grows by twice the floor at most ("The functional
// engine, session 10").
func HeapFloor() []byte {
	return make([]byte, HeapFloorBytes)
}
