package splitmodel

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// The latency model of the edges no trace observed (docs/analyze.md,
// "Edges no trace observed"; issue 27 item 4): the hybrid analysis weighs
// them statically, with the same model as the static bound (--static:
// the simulator's own hardware facts, ipet/static.FromHardware) unless the
// user asks for the documented worst cases of real GCN hardware
// (ipet/static/default.yaml, docs/latency.md) or a table of their own.

// Latency names the models.
const (
	// LatencySimulator is the simulator's hardware facts (the hardware
	// file's issue times, memory services and latencies), as the static
	// bound uses them.
	LatencySimulator = "simulator"
	// LatencyRealHardware is ipet/static/default.yaml: documented worst
	// cases of real gfx8 hardware.
	LatencyRealHardware = "real-hardware"
)

// LatencyModel is the latency table of unobserved edges and its name.
type LatencyModel struct {
	Table *static.Table
	// Name is LatencySimulator, LatencyRealHardware, or the file a
	// table was read from (layered over default.yaml).
	Name string
	// Why says why the simulator's facts were not used where they were
	// asked for ("" otherwise).
	Why string
}

// LatencyOf is the latency model choice ("" or LatencySimulator,
// LatencyRealHardware, or a table file) for hardware hw. The simulator's
// facts do not model the memory hierarchy nor MGPUSim's issue and LDS
// structure (timing.Config.Unstatic): with either on, its model is the
// real-hardware table, and Why says so.
func LatencyOf(hw timing.Config, choice string) (LatencyModel, error) {
	switch choice {
	case "", LatencySimulator:
		t, err := static.FromHardware(&hw)
		if err != nil {
			why := "the hardware file turns caches on, which the simulator's static facts do not cover: the real-hardware table is used"
			if !hw.Caches() {
				why = "the hardware file sets " + strings.Join(hw.Unstatic(), ", ") + ", which the simulator's static facts do not cover: the real-hardware table is used"
			}
			return LatencyModel{Table: static.Default(), Name: LatencyRealHardware, Why: why}, nil
		}
		return LatencyModel{Table: t, Name: LatencySimulator}, nil
	case LatencyRealHardware:
		return LatencyModel{Table: static.Default(), Name: LatencyRealHardware}, nil
	}
	t, err := static.ReadTable(choice)
	if err != nil {
		return LatencyModel{}, fmt.Errorf("latency model %q: want %s, %s or a latency table file: %w", choice, LatencySimulator, LatencyRealHardware, err)
	}
	return LatencyModel{Table: t, Name: choice}, nil
}

// latency is the model of the options: the hardware's (HardwareOf sets
// the simulator's), else the real-hardware table.
func (o KernelOptions) latency() LatencyModel {
	if o.HW.Latency.Table != nil {
		return o.HW.Latency
	}
	return LatencyModel{Table: static.Default(), Name: LatencyRealHardware}
}
