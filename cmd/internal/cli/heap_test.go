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
	s := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}}
	metrics.Read(s)
	if goal := s[0].Value.Uint64(); goal < 2*HeapFloorBytes {
		t.Errorf("heap goal %d bytes with the floor held, want at least %d", goal, 2*HeapFloorBytes)
	}
	runtime.KeepAlive(floor)
}
