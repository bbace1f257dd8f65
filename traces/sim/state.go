package sim

import (
	"fmt"
	"math/bits"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// Scalar register file layout (our own numbering, not the hardware's
// encoding). The registers every vector instruction reads (EXEC, often
// VCC and M0) come first, so that with the SGPRs of a small kernel they
// share the Wave's second cache line with m (at S = 63 on 64 CUs 164 k
// split waves are live and an issue meets a cold record: each line less
// is a miss less); then the SGPRs s0..s105 (SGPR n at regSGPR + n:
// sgprIndex), then the rarely used named registers.
const (
	regEXEC        = 0                  // exec_lo, exec_hi = 1
	regVCC         = 2                  // vcc_lo, vcc_hi = 3
	regM0          = 4                  // 5 is unused
	regFlatScratch = 6                  // flat_scratch_lo, _hi = 7
	regSGPR        = 8                  // s0..s105 = 8..113
	regXnack       = regSGPR + numSGPRs // xnack_mask_lo, _hi = 115
	regTBA         = regXnack + 2
	regTMA         = regTBA + 2
	regTTMP        = regTMA + 2 // ttmp0..ttmp15 = 120..135
	numSRegs       = regTTMP + 16
	// numSGPRs is the hardware's SGPRs s0..s105.
	numSGPRs = 106
)

// sgprIndex is SGPR n's index in Wave.S.
func sgprIndex(n int) int { return regSGPR + n }

// SGPRIndex is SGPR n's index in Wave.S (for the timing model, which reads
// an SMEM instruction's address registers).
func SGPRIndex(n int) int { return sgprIndex(n) }

// Wave is the architectural state of one wavefront slot: a launch wavefront
// or one of its splits.
type Wave struct {
	// The fields every instruction touches come first, so that a wave's
	// hot state spans few cache lines (at S = 63 a run has 16 k waves):
	// in its first 56 bytes, the part of the first line a Wave has when
	// its allocation starts 8 bytes into one (Go puts an 8-byte header in
	// front of an object of more than 512 bytes with pointers: Wave is
	// 768; TestWaveHotFields).
	PC    int          // index into Program.Instrs of the next instruction
	Count int64        // instructions executed by this wave
	Split isa.LaneMask // split mask
	V     [][isa.MaxLanes]uint32
	Mode  uint32 // MODE hardware register
	SCC   bool

	Done      bool // executed s_endpgm
	AtBarrier bool // waiting at s_barrier
	// Reconvergence (merge.go): parked while it waits at a join for its
	// partner (read by every Step); merged (below) once it ended in its
	// parent.
	parked bool
	// The first cache line ends here (56 bytes). The second holds m and
	// the start of the scalar file: EXEC, VCC, M0, flat_scratch and s0..s5
	// (TestWaveHotFields).
	m *Machine
	S [numSRegs]uint32

	ftzIn32  bool   // flush f32 input denormals (MODE FP_DENORM)
	ftzOut32 bool   // flush f32 output denormals
	pos      uint16 // index in WG.Waves (Run's look-ahead, ahead.go)
	// WG is the workgroup; Index the launch wavefront's index in it.
	WG *Workgroup

	// ID numbers waves of a run in creation order (launch waves and splits).
	ID    int
	Index int
	// Family groups a launch wavefront and its splits; SplitID is 0 for the
	// launch wavefront and, for a child, the reserve slot it took: under
	// fcfs j for the child created by the family's j-th split, under a
	// budgeted policy the first slot of its parent's range (traces/sim/split).
	Family  *Family
	SplitID int
	// Slots are the wave's own reserve slots under a local policy.
	Slots split.Slots
	// Parent is the wave this one split from (nil for a launch wavefront).
	Parent *Wave

	stat int // index of its WaveStat (Options.WaveStats)
	// Reconvergence (merge.go): the open merges, innermost last.
	open    []pendingMerge
	merged  bool
	scratch [][]byte
	// calls are the call sites (s_swappc_b64) the wave is inside of,
	// outermost first: the call chain a runaway recursion is reported
	// with (MaxCallDepth).
	calls []*Inst
}

// Exec returns the architectural EXEC mask.
func (w *Wave) Exec() isa.LaneMask { return w.get64(regEXEC) }

// VCC returns the VCC register.
func (w *Wave) VCC() isa.LaneMask { return w.get64(regVCC) }

// Active is the effective mask of lanes that execute vector instructions:
// EXEC & split mask.
func (w *Wave) Active() isa.LaneMask { return w.Exec() & w.Split }

// Launch reports whether w is a launch wavefront (not a split child).
func (w *Wave) Launch() bool { return w.SplitID == 0 }

func (w *Wave) get64(r int) uint64 { return uint64(w.S[r]) | uint64(w.S[r+1])<<32 }

func (w *Wave) set64(r int, v uint64) {
	w.S[r] = uint32(v)
	w.S[r+1] = uint32(v >> 32)
}

func (w *Wave) setExec(v uint64) { w.set64(regEXEC, v) }

// setMode writes MODE and refreshes the cached denormal flags.
func (w *Wave) setMode(v uint32) {
	w.Mode = v
	d := (v >> 4) & 3 // FP_DENORM, single precision: 0 flush in+out, 1 allow in, 2 allow out, 3 allow both
	w.ftzIn32 = d&1 == 0
	w.ftzOut32 = d&2 == 0
}

// SplitMarked reports the MODE bit that marks split-enabled code (the
// target's SplitBit, 21).
func (w *Wave) SplitMarked() bool { return w.Mode>>w.m.Prog.Target.SplitBit&1 != 0 }

// Name is "wg 3 wave 1" or "wg 3 wave 1 split 2".
func (w *Wave) Name() string {
	s := fmt.Sprintf("wg %d wave %d", w.WG.ID, w.Index)
	if w.SplitID > 0 {
		s += fmt.Sprintf(" split %d", w.SplitID)
	}
	return s
}

func (w *Wave) String() string { return w.Name() }

// clone makes c a copy of w's context, for a new split: with copyV into
// c's registers (of w's size), else sharing w's (the family's register
// file; Machine.shareV). Of the SGPRs s0..s105 it copies those below
// sgprs (Program.sgprs in Run's look-ahead: no instruction reads the
// others, which keep what c held; numSGPRs copies them all); the named
// registers (VCC, EXEC, M0, ...) and every other field always.
func (w *Wave) clone(c *Wave, copyV bool, sgprs int) *Wave {
	v := c.V
	if sgprs >= numSGPRs {
		*c = *w
	} else {
		c.copyFields(w)
		copy(c.S[:regSGPR], w.S[:regSGPR])
		copy(c.S[regSGPR:sgprIndex(sgprs)], w.S[regSGPR:sgprIndex(sgprs)])
		copy(c.S[sgprIndex(numSGPRs):], w.S[sgprIndex(numSGPRs):])
	}
	if copyV {
		c.V = v
		copy(c.V, w.V)
	}
	if w.scratch != nil {
		c.scratch = make([][]byte, len(w.scratch))
		for i, b := range w.scratch {
			if b != nil {
				c.scratch[i] = append([]byte(nil), b...)
			}
		}
	}
	c.calls = append([]*Inst(nil), w.calls...)
	c.Count = 0
	return c
}

// copyFields copies every field of w but S into c (clone; a field added
// to Wave is added here, TestCloneCopiesEveryField checks it).
func (c *Wave) copyFields(w *Wave) {
	c.PC, c.Count, c.Split, c.m, c.V, c.Mode, c.SCC = w.PC, w.Count, w.Split, w.m, w.V, w.Mode, w.SCC
	c.Done, c.AtBarrier, c.parked, c.ftzIn32, c.ftzOut32, c.pos, c.WG = w.Done, w.AtBarrier, w.parked, w.ftzIn32, w.ftzOut32, w.pos, w.WG
	c.ID, c.Index, c.Family, c.SplitID, c.Slots, c.Parent = w.ID, w.Index, w.Family, w.SplitID, w.Slots, w.Parent
	c.stat, c.open, c.merged, c.scratch, c.calls = w.stat, w.open, w.merged, w.scratch, w.calls
}

// Family is a launch wavefront and the splits created from it.
type Family struct {
	Launch  *Wave
	Lanes   isa.LaneMask // the launch wavefront's lanes (its initial EXEC)
	Members []*Wave      // launch wave first, then children in creation order
	Splits  int          // splits made so far (at most Options.S)
	// spare are Waves allocated for the family's next splits: without
	// Run's look-ahead (the timing model) a family's splits come from a
	// few contiguous chunks (splitWave) rather than an allocation each,
	// so that a family's records are on few pages and lines and the
	// collector has fewer objects to mark (at S = 63 on 64 CUs 164 k split
	// waves are live at once).
	spare []Wave
	// NewSplit, when set (by a caller that places the family: the timing
	// model), gives the zeroed Wave of the family's split number k (1, 2,
	// ...) without Run's look-ahead instead of splitWave: the timing model
	// allocates a split's functional record inside its timing record.
	NewSplit func(k int) *Wave
}

// SplitChunk is the number of records to allocate at once for a family
// whose split number k (1, 2, ...) finds no spare record, under at most s
// splits: k (so chunk sizes double: 1, 2, 4, ...) but no more than the
// splits s still allows, and at least one. A family that splits k times
// thus holds at most 2k records, one that splits s times exactly s. The
// functional model's Waves (Family.splitWave) and the timing model's
// split records (its family.splitWave) both take their chunks so.
func SplitChunk(k, s int) int {
	k = max(k, 1)
	return max(min(k, s-k+1), 1)
}

// splitWave returns a new Wave for the family's split number f.Splits
// (1, 2, ...; at most s) from its chunks (SplitChunk).
func (f *Family) splitWave(s int) *Wave {
	if len(f.spare) == 0 {
		f.spare = make([]Wave, SplitChunk(f.Splits, s))
	}
	w := &f.spare[0]
	f.spare = f.spare[1:]
	return w
}

// CheckPartition reports an error unless the split masks of the family's
// members are disjoint and together cover exactly the family's lanes.
func (f *Family) CheckPartition() error {
	var union uint64
	for _, w := range f.Members {
		if w.merged {
			continue // its lanes are its parent's again
		}
		if union&w.Split != 0 {
			return fmt.Errorf("%s: split mask %#x overlaps another split of its family (union so far %#x)", w.Name(), w.Split, union)
		}
		union |= w.Split
	}
	if union != f.Lanes {
		return fmt.Errorf("%s: split masks cover %#x (%d lanes), family lanes are %#x (%d lanes)",
			f.Launch.Name(), union, bits.OnesCount64(union), f.Lanes, bits.OnesCount64(f.Lanes))
	}
	return nil
}

// Workgroup is one workgroup of the launch: its wavefronts (launch waves
// and splits, in creation order) and its LDS.
type Workgroup struct {
	ID    int
	IDXYZ [3]int
	Waves []*Wave
	LDS   []byte
	Done  bool
	// undone counts the waves of Waves not done; arrived the s_barrier
	// executions since the last release (0: no wave at a barrier). With
	// them checkGroup scans the waves only when it may retire the group
	// or release a barrier. (A workgroup has at most 1,024 waves: 16
	// launch waves of 64 members; 16 bits each keep Workgroup's size,
	// which Estimate counts.)
	undone, arrived uint16
	// sched is 1 + the workgroup's entry in Run's look-ahead (ahead.go),
	// 0 when it has none.
	sched uint16
	// live lists the waves of Waves not known to be done, in creation
	// order: Run's rounds visit these only (at S = 63 most of a
	// workgroup's waves are finished splits).
	live []*Wave
}

// finish marks w done (s_endpgm, or a merged child).
func (w *Wave) finish() {
	if !w.Done {
		w.Done = true
		w.WG.undone--
	}
}
