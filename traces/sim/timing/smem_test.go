package timing

import "testing"

// Scalar memory takes one cycle per instruction and completes latency
// cycles after service; back-to-back instructions are served in order.
func TestScalarMemory(t *testing.T) {
	s := newScalarMemory(testHW(func(h *Config) { h.SMemQueue = 1; h.SMemLatency = 100 }))
	if done := s.issue(0); done != 101 {
		t.Errorf("first completes at %d, want 0 + 1 + 100", done)
	}
	if at := s.nextAccept(0); at != 1 {
		t.Errorf("queue of one: room at %d, want 1", at)
	}
	if done := s.issue(1); done != 102 {
		t.Errorf("second completes at %d, want 1 + 1 + 100", done)
	}
}
