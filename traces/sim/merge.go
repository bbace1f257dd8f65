package sim

// Splits that reconverge (docs/reconvergence.md, "What the hardware
// does"): with Options.Reconverge the members a split makes at a
// reconvergent branch (cfg.Branch.Reconverges) merge again at its join.
// Each member keeps a stack of its open merges; the first of two partners
// to reach their join parks, the second merges them: the parent goes on
// with the union of their lanes and its slots before the split, the child
// ends.

import (
	"errors"
	"fmt"
	"math/bits"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// pendingMerge is an open merge of a member: at the instruction join it
// meets partner, its child (child false) or its parent (child true: the
// member ends there).
type pendingMerge struct {
	join    int
	partner *Wave
	child   bool
}

// Merge is one merge of a Step: Child ended by merging into Parent at the
// join's first instruction. Child is nil when Parent was parked at a join
// and its partner ended (s_endpgm) before arriving: Parent goes on alone.
type Merge struct {
	Parent, Child *Wave
}

// joinTable maps the instruction index of every reconvergent split branch
// of a program's kernel to that of its join's first instruction.
type joinTable struct {
	once  sync.Once
	graph *cfg.Graph // the kernel's CFG (UseCFG)
	joins map[int]int
	err   error
}

// UseCFG gives the program its kernel's CFG, g (built from p.Fn for p.Arch),
// from which reconvergence reads its branches and joins: the graph the
// loader (splitmodel/kernel) built, the one production cfg.Build, not a
// second one. A run with Options.Reconverge needs it (ErrNoCFG). Call it
// before the program runs.
func (p *Program) UseCFG(g *cfg.Graph) { p.merges.graph = g }

// CFG returns the graph UseCFG gave p, or nil.
func (p *Program) CFG() *cfg.Graph { return p.merges.graph }

// ErrNoCFG is the error of a run with Options.Reconverge of a program
// that was given no CFG (Program.UseCFG): which branches reconverge is
// the CFG's to say, and the loader (splitmodel/kernel) is the one place
// that builds it.
var ErrNoCFG = errors.New("sim: reconvergence needs the kernel's CFG: load the kernel through splitmodel/kernel, or give the program its graph with Program.UseCFG")

// reconvergentJoins returns p's join table (built once per program from
// the kernel's CFG that UseCFG gave it, the one place that defines which
// branches reconverge); ErrNoCFG without one.
func (p *Program) reconvergentJoins() (map[int]int, error) {
	t := &p.merges
	if t.graph == nil {
		return nil, ErrNoCFG
	}
	t.once.Do(func() {
		g := t.graph
		pc := map[*asm.Instruction]int{}
		for _, in := range p.Instrs {
			if !in.InCallee() {
				pc[in.Parsed] = in.PC
			}
		}
		t.joins = map[int]int{}
		for _, br := range g.Branches {
			if !br.Reconverges {
				continue
			}
			at, ok1 := pc[br.Instr]
			join, ok2 := pc[br.Join.Instrs[0]]
			if !ok1 || !ok2 {
				t.err = fmt.Errorf("sim: %s: the branch or its join %s is not an instruction of the decoded kernel", br.Instr.Pos(), br.Join.Name)
				return
			}
			t.joins[at] = join
		}
	})
	return t.joins, t.err
}

// Parked reports whether w waits at a join for its partner: it issues
// nothing and keeps its slot, and no barrier waits for it.
func (w *Wave) Parked() bool { return w.parked }

// Merged reports whether w ended by merging into its parent.
func (w *Wave) Merged() bool { return w.merged }

// EndsAtJoin reports whether w's innermost open merge is the one where it
// ends: w is the child of the split.
func (w *Wave) EndsAtJoin() bool { return len(w.open) > 0 && w.open[len(w.open)-1].child }

// OpenMerges is the number of w's open merges (its own splits that have
// not merged yet, and for a child the join where it ends).
func (w *Wave) OpenMerges() int { return len(w.open) }

// refusesSplit reports whether w must not split at the branch at pc under
// reconvergence: a branch that does not reconverge while a merge of w is
// open (rule 7: a split that never merges inside one that must would keep
// the slot from coming back).
func (m *Machine) refusesSplit(w *Wave, pc int) bool {
	if !m.Opt.Reconverge || len(w.open) == 0 {
		return false
	}
	_, ok := m.joins[pc]
	return !ok
}

// opened records the split of w into child c at the branch at pc: at a
// reconvergent branch both partners open a merge at its join (the child's
// only one: it ends there); elsewhere the child never merges.
func (m *Machine) opened(w, c *Wave, pc int) {
	c.open = nil
	if !m.Opt.Reconverge {
		return
	}
	join, ok := m.joins[pc]
	if !ok {
		return
	}
	w.open = append(w.open[:len(w.open):len(w.open)], pendingMerge{join: join, partner: c})
	c.open = []pendingMerge{{join: join, partner: w, child: true}}
}

// arrive handles w after an instruction: at the join of its innermost open
// merge it parks, or merges with its partner parked there; a merged
// parent may arrive again at once (two splits with one join merge there
// one after the other, the younger first).
func (m *Machine) arrive(w *Wave) {
	for !w.Done && len(w.open) > 0 {
		top := w.open[len(w.open)-1]
		if top.join != w.PC {
			return
		}
		p := top.partner
		if !p.parkedFor(w) {
			w.parked = true
			return
		}
		parent, child := w, p
		if top.child {
			parent, child = p, w
		}
		m.merge(parent, child)
		w = parent
	}
}

// mergedPairs are the scalar registers merge takes lane-wise, by 64-bit
// pair: s0..s105, VCC, flat_scratch, xnack_mask and the trap temporaries
// (EXEC apart; M0, TBA and TMA stay the parent's).
var mergedPairs = func() []int {
	rs := []int{regVCC, regFlatScratch, regXnack}
	for r := regSGPR; r < sgprIndex(numSGPRs); r += 2 {
		rs = append(rs, r)
	}
	for r := regTTMP; r < regTTMP+16; r += 2 {
		rs = append(rs, r)
	}
	return rs
}()

// merge ends child in parent: on the child's lanes every VGPR and every bit
// of a 64-bit SGPR pair (VCC and EXEC included) take the child's value,
// the rest of the state stays the parent's; the split mask is their union
// and the slots the policy's Merge gives back (the split undone).
func (m *Machine) merge(parent, child *Wave) {
	lanes := child.Split
	for v := range parent.V {
		pv, cv := &parent.V[v], &child.V[v]
		for l := lanes; l != 0; l &= l - 1 {
			i := bits.TrailingZeros64(l)
			pv[i] = cv[i]
		}
	}
	for _, r := range mergedPairs {
		parent.set64(r, parent.get64(r)&^lanes|child.get64(r)&lanes)
	}
	parent.set64(regEXEC, parent.Exec()&^lanes|child.Exec()&lanes)
	if child.scratch != nil {
		if parent.scratch == nil {
			parent.scratch = make([][]byte, isa.MaxLanes)
		}
		for l := lanes; l != 0; l &= l - 1 {
			i := bits.TrailingZeros64(l)
			parent.scratch[i] = child.scratch[i]
		}
	}
	parent.Split |= lanes
	// The policy is local (NewMachine): its merge undoes the split.
	parent.Slots, _ = m.Opt.Policy.Rules().Merge(parent.Slots, child.Slots, split.Family{S: m.Opt.S, Splits: parent.Family.Splits})
	parent.open = parent.open[:len(parent.open)-1]
	parent.parked = false
	child.open = nil
	child.parked = false
	child.merged = true
	child.finish()
	m.MergeCount++
	m.stepMerges = append(m.stepMerges, Merge{Parent: parent, Child: child})
}

// release handles w that ended (s_endpgm) with merges open (rule 11; a
// reconvergent branch's join post-dominates it, so compiled code never
// gets here): each partner forgets its merge with w, and one parked for it
// goes on alone.
func (m *Machine) release(w *Wave) {
	for _, e := range w.open {
		p := e.partner
		for i := len(p.open) - 1; i >= 0; i-- {
			if p.open[i].partner == w {
				p.open = append(p.open[:i:i], p.open[i+1:]...)
				break
			}
		}
		if p.parked {
			p.parked = false
			m.stepMerges = append(m.stepMerges, Merge{Parent: p})
			m.arrive(p)
		}
	}
	w.open = nil
}

// parkedFor reports whether w is parked at its join with partner (it may be
// parked at the join of a younger split of its own).
func (w *Wave) parkedFor(partner *Wave) bool {
	return w.parked && w.open[len(w.open)-1].partner == partner
}

// afterStep applies reconvergence after w executed an instruction.
func (m *Machine) afterStep(w *Wave) {
	if w.Done {
		if len(w.open) > 0 {
			m.release(w)
		}
		return
	}
	m.arrive(w)
}

// StepMerges lists the merges the last Step made (and the parked waves it
// released without one), for a timing layer; valid until the next Step.
func (m *Machine) StepMerges() []Merge { return m.stepMerges }
