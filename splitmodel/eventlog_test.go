package splitmodel

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
)

// The compact event log gives back exactly the events written, in order,
// for random events of random waves (property test), at 16 bytes per
// event.
func TestEventLogRoundTrip(t *testing.T) {
	if n := unsafe.Sizeof(compactEvent{}); n != 16 {
		t.Errorf("compact event is %d bytes, want 16", n)
	}
	rng := rand.New(rand.NewSource(7))
	ipts := make([]*ipg.IPT, 40)
	for i := range ipts {
		ipts[i] = &ipg.IPT{ID: i, Name: "i" + string(rune('a'+i%26))}
	}
	outcomes := []byte{traces.NoOutcome, traces.Taken, traces.NotTaken}
	for round := 0; round < 20; round++ {
		// A wave's shared fields are fixed per (family, split).
		type wave struct{ wg, w, fam, split, parent, cu, simd, slot int }
		var waves []wave
		for f := 0; f < 1+rng.Intn(30); f++ {
			fam := f + rng.Intn(1<<20)*64
			for s := 0; s < 1+rng.Intn(64); s++ {
				parent := -1
				if s > 0 {
					parent = rng.Intn(s)
				}
				waves = append(waves, wave{wg: fam / 4, w: fam % 4, fam: fam, split: s, parent: parent,
					cu: rng.Intn(64), simd: rng.Intn(4), slot: rng.Intn(10)})
			}
		}
		var want []traces.Event
		var l eventLog
		tm := int64(0)
		for i := 0; i < 1+rng.Intn(2000); i++ {
			w := waves[rng.Intn(len(waves))]
			tm += int64(rng.Intn(100))
			if rng.Intn(50) == 0 {
				tm += 1 << 40
			}
			e := traces.Event{Time: tm, Workgroup: w.wg, Wave: w.w, Family: w.fam, Split: w.split, Parent: w.parent,
				CU: w.cu, SIMD: w.simd, Slot: w.slot, IPT: ipts[rng.Intn(len(ipts))], Outcome: outcomes[rng.Intn(3)]}
			if err := l.add(e); err != nil {
				t.Fatal(err)
			}
			want = append(want, e)
		}
		l.seal()
		var got []traces.Event
		if err := l.replay(traces.SinkFunc(func(e traces.Event) error { got = append(got, e); return nil })); err != nil {
			t.Fatal(err)
		}
		if l.len() != len(want) || !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d: %d events back of %d, or different", round, len(got), len(want))
		}
	}
}

// An event that disagrees with its wave's earlier events, or whose fields
// do not fit the log, is an error, not a silently different replay.
func TestEventLogRejects(t *testing.T) {
	ipt := &ipg.IPT{Name: "start"}
	e := traces.Event{Time: 1, Workgroup: 2, Wave: 1, Family: 9, Split: 0, Parent: -1, CU: 1, SIMD: 2, Slot: 3, IPT: ipt}
	var l eventLog
	if err := l.add(e); err != nil {
		t.Fatal(err)
	}
	moved := e
	moved.CU = 2
	if err := l.add(moved); err == nil || !strings.Contains(err.Error(), "disagree") {
		t.Errorf("same wave on another CU: %v", err)
	}
	for _, bad := range []traces.Event{{Family: -1, IPT: ipt}, {Split: 64, IPT: ipt}, {Workgroup: -3, IPT: ipt}, {CU: -2, IPT: ipt}} {
		if err := l.add(bad); err == nil || !strings.Contains(err.Error(), "out of range") {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}
