package timing

import (
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// ldsUnit is a CU's local data share (one per CU, shared by every
// wavefront and split, not duplicated in the parallel mode): a FIFO that
// takes one cycle per bank pass; an instruction completes latency cycles
// after its passes.
type ldsUnit struct {
	server
	service   int64 // lds.service: cycles per instruction instead of bank passes (0: passes)
	banks     uint64
	bankBytes uint64
	latency   int64
	bankCnt   []int // scratch: distinct words per bank in one pass group
}

func newLDS(hw *Config) ldsUnit {
	return ldsUnit{server: newServer(hw.LDSQueue), service: int64(hw.LDSService), banks: uint64(hw.LDSBanks), bankBytes: uint64(hw.LDSBankBytes),
		latency: int64(hw.LDSLatency), bankCnt: make([]int, hw.LDSBanks)}
}

// passes returns the LDS cycles of w's instruction ti for the lanes in
// active (before the functional core executes it: addresses are read from
// w's VGPRs). Per address and data dword, each half-wavefront (32 lanes)
// takes as many passes as the most distinct words any one bank must
// deliver (lanes reading the same word share it, a broadcast). Permutes go
// through the crossbar without bank conflicts; an instruction without
// active lanes or memory operands, or whose address is not understood,
// takes the conflict-free count.
func (l *ldsUnit) passes(w *sim.Wave, ti *tinst, active uint64) int64 {
	if l.service > 0 {
		return l.service
	}
	if active == 0 || ti.mem == memNone {
		return 1
	}
	halves := int64(0)
	if active&0xffffffff != 0 {
		halves++
	}
	if active>>32 != 0 {
		halves++
	}
	if ti.mem == memDSPermute || ti.unknownDS {
		return halves * int64(max(ti.dwords, 1))
	}
	var passes int64
	v := &w.V[ti.addr]
	for a := 0; a < int(ti.nAddr); a++ {
		for d := 0; d < int(ti.dwords); d++ {
			for h := 0; h < 2; h++ {
				m := active >> (32 * h) & 0xffffffff
				if m == 0 {
					continue
				}
				passes += l.conflictDegree(v, 32*h, m, ti.off[a]+4*uint64(d))
			}
		}
	}
	return max(passes, 1)
}

// conflictDegree is the most distinct words any one bank delivers to the
// lanes base+i (bit i of m set) reading addr[lane]+off.
func (l *ldsUnit) conflictDegree(addr *[isa.MaxLanes]uint32, base int, m uint64, off uint64) int64 {
	var words [32]uint64
	clear(l.bankCnt)
	n, deg := 0, 0
lanes:
	for ; m != 0; m &= m - 1 {
		word := (uint64(addr[base+bits.TrailingZeros64(m)]) + off) / l.bankBytes
		for _, x := range words[:n] {
			if x == word {
				continue lanes
			}
		}
		words[n] = word
		n++
		b := word % l.banks
		l.bankCnt[b]++
		deg = max(deg, l.bankCnt[b])
	}
	return int64(deg)
}

// issue accepts an instruction of the given passes at t (the queue has
// room) and returns its completion.
func (l *ldsUnit) issue(t, passes int64) int64 {
	return l.accept(t, passes) + passes + l.latency
}
