package cli

import "sync"

// HeapFloorBytes is the size of the allocation HeapFloor returns.
const HeapFloorBytes = 32 << 20

// HeapFloor returns an allocation of HeapFloorBytes that a command holds
// while it works and never touches: a fresh span of the heap is not
// zeroed, so none of its pages becomes resident. The collector counts it
// as live, so after the one short cycle its allocation starts the heap
// goal is about twice its size instead of 4 MB, and a large run's goal
// grows by twice the floor at most. `splitwcet run` of the x16 launch
// (docs/performance.md) collects once instead of 2-3 times ("The
// functional engine, session 10"); `simulate` at S = 63 6 times instead
// of 16, `analyze` and `choose` take about a tenth less CPU ("The timing
// engine, session 11"). Max RSS grows by at most about the floor: the
// garbage the larger goal lets pile up between two cycles.
func HeapFloor() []byte {
	return make([]byte, HeapFloorBytes)
}

var (
	heldFloor     []byte
	heldFloorOnce sync.Once
)

// HoldHeapFloor makes the process hold a HeapFloor until it exits when
// simulate is true: the commands that simulate (run, simulate, analyze,
// choose) call it as they load their kernel. Held once per process.
func HoldHeapFloor(simulate bool) {
	if simulate {
		heldFloorOnce.Do(func() { heldFloor = HeapFloor() })
	}
}
