package timing

import (
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// testHW is the default hardware with the given changes.
func testHW(change func(c *Config)) *Config {
	c := Default()
	if change != nil {
		change(&c)
	}
	return &c
}

// laneWave is a wave whose VGPR v0 holds addr(lane) in every lane.
func laneWave(addr func(lane int) uint32) *sim.Wave {
	w := &sim.Wave{V: make([][isa.MaxLanes]uint32, 2)}
	for l := range 64 {
		w.V[0][l] = addr(l)
	}
	return w
}
