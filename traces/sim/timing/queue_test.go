package timing

import "testing"

// A queue of two: the third instruction finds no room until the first
// one's service ends, and is served after the second.
func TestServerQueue(t *testing.T) {
	s := newServer(2)
	if st := s.accept(0, 10); st != 0 {
		t.Errorf("first start %d, want 0", st)
	}
	if st := s.accept(0, 10); st != 10 {
		t.Errorf("second start %d, want 10", st)
	}
	if at := s.nextAccept(0); at != 10 {
		t.Errorf("room at %d, want 10 (first service ends)", at)
	}
	if at := s.nextAccept(10); at != 10 {
		t.Errorf("room at %d from cycle 10, want 10", at)
	}
	if st := s.accept(10, 10); st != 20 {
		t.Errorf("third start %d, want 20", st)
	}
	// Idle: an instruction accepted after everything is served starts at once.
	if st := s.accept(100, 1); st != 100 {
		t.Errorf("start after idle %d, want 100", st)
	}
}
