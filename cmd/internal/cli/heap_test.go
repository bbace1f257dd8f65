package cli

import (
	"runtime"
	"runtime/metrics"
	"testing"
)

// TestHeapFloor: while the floor is held the collector's heap goal is at
// least twice its size (it counts as live), and it is the size asked for.
func TestHeapFloor(t *testing.T) {
	floor := HeapFloor()
	if len(floor) != HeapFloorBytes {
		t.Fatalf("floor of %d bytes, want %d", len(floor), HeapFloorBytes)
	}
	runtime.GC()
	if goal := heapGoal(); goal < 2*HeapFloorBytes {
		t.Errorf("heap goal %d bytes with the floor held, want at least %d", goal, 2*HeapFloorBytes)
	}
	runtime.KeepAlive(floor)
}

// TestHoldHeapFloor: a command that does not simulate holds nothing; one
// that does holds the floor for the rest of the process (the heap goal
// stays at least twice the floor after a collection), and a second one
// holds no second floor.
func TestHoldHeapFloor(t *testing.T) {
	for _, c := range []struct {
		simulate bool
		held     int
	}{{false, 0}, {true, HeapFloorBytes}, {true, HeapFloorBytes}} {
		before := heldFloor
		HoldHeapFloor(c.simulate)
		if len(heldFloor) != c.held {
			t.Fatalf("HoldHeapFloor(%v): %d bytes held, want %d", c.simulate, len(heldFloor), c.held)
		}
		if before != nil && &before[0] != &heldFloor[0] {
			t.Errorf("HoldHeapFloor(%v) allocated a second floor", c.simulate)
		}
	}
	runtime.GC()
	if goal := heapGoal(); goal < 2*HeapFloorBytes {
		t.Errorf("heap goal %d bytes with the floor held, want at least %d", goal, 2*HeapFloorBytes)
	}
}

func heapGoal() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
