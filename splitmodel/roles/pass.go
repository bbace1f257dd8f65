package roles

// Split roles (thesis 5.2.4-5.2.5, model.md §3.6): which wavefronts a
// launch wavefront can turn into when it splits at most S times, and for
// each the IPG edges it can never take.
//
// The analysis runs over the CFG once per wavefront context: the launch
// wavefront from the kernel start, and each split child from the branch
// that creates it. A context's state is symbolic (mask.go): EXEC,
// VCC, the SGPR pairs and the split mask as BDDs over lane-set variables
// (the launch lanes, each v_cmp result, ...). At every s_cbranch_execz /
// execnz the effective mask EXEC & split is compared with the empty set
// and with the split mask: identically empty → the branch skips,
// identically equal (the split mask is never empty) → it does not skip,
// otherwise the mask may be heterogeneous and, at a split-marked branch
// with a reserve slot, the wavefront splits: it keeps split & EXEC and
// enters the first path; a child context starts at the branch with
// split &^ EXEC, skips the first path and runs the second. After a split
// at an if/else the parent's effective mask at the else branch is
// (EXEC_b-complement & EXEC_b) = 0, so it skips the else, the child the
// mirror, without any pattern matching: the BDDs decide.
//
// Which split a child is (its role j) is the family's split count when it
// is made. Each state carries bounds on that count: exact while the launch
// wavefront is alone, then at most S (and at most N∞ - 1 before a split,
// N∞ being the most splits the family can make with unlimited slots, from
// a first pass: when N∞ <= S no split ever lacks a slot). States with
// different lower bounds are kept apart, so a wavefront that split and one
// that found no slot left do not blur. Members of a family race for the
// remaining slots, so the j-th split may be made at several branches: role
// j then has several variants. The children made at one branch form one
// context whatever their j (Role.Range).

import (
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// pass is one run of the analysis over all wavefront contexts of a family
// (Analyze makes two: one with unlimited slots to find N∞, then the real
// one).
type pass struct {
	g      *cfg.Graph
	ig     *ipg.Graph
	tg     *isa.Target // g's generation: its instruction records
	d      *bdd
	S      int // reserve slots
	ninf   int // N∞ (infinite when unknown or unbounded)
	assume Assumption
	pre    bool // the unlimited-slots pass (splits are not counted)
	// stopUnbounded (pre): stop once N∞ is known to be unbounded
	// (knownUnbounded); unbounded: the pass stopped so.
	stopUnbounded, unbounded bool
	// policy is the split policy; budgeted (a policy other than fcfs):
	// each wavefront holds its own slots (mstate.slots), contexts are
	// keyed by the creating branch and the slot, and role j is the member
	// holding slot j.
	policy   split.Policy
	rules    split.Rules // policy's
	budgeted bool
	// merged (budgeted, AllExecutions): one context per slot, entered at
	// every branch that may make it (context.extra), instead of one per
	// branch and slot: under AllExecutions a slot can be made at almost
	// any marked branch, and a context per pair costs a solve each
	// (minutes on examples/large with every branch marked).
	merged bool
	// reconv: splits at reconvergent branches merge at their joins
	// (reconverge.go); stacks numbers the budgets and open splits of its
	// states and classIDs their classes (stackClass); memoKeys numbers
	// the states at a branch that key inline, inlineExit's memo.
	reconv   bool
	stacks   chain[stackStep]
	classIDs map[int]int
	memoKeys chain[memoStep]
	inline   map[int]*mstate
	variants []made     // the role variant of each context start (slotRoles)
	scratch  mstate     // joined's
	dead     mstate     // the fixpoint's dropDead
	lastIPT  []*ipg.IPT // per block: the IPT at its last instruction (branchIPT)

	ctxs   []*context
	byKey  map[int]*context // by the creating branch's block (-1: the launch wavefront), with its slot when budgeted (key)
	work   []*context       // pending contexts, solved in the order of their start (rpo)
	queued map[*context]bool
	rpo    []int      // per block: its reverse-postorder index
	live   []regSet   // per block: mask registers live at entry
	eff    [][]effect // per block and instruction: its effect on the mask state
	hulls  bool       // joins keep what both sides agree on (see hull)
	// mergeVars and initVars are the variables join made, per block and
	// per context, by register (freshVar).
	mergeVars, initVars []regs

	tabs    *graphTables
	out     [][]*ipg.Edge // per IPT: the IPG edges out of it (ipgOut)
	loopish []bool        // per block: its exec-skip branch exits or closes a loop
	branch  []*cfg.Branch
	marking func(*cfg.Branch) cfg.SplitState // nil: cfg.Branch.Split
	// forced: the launch wavefront alone at a branch marked on splits
	// when its mask is heterogeneous (Options.Forced; decide). lanes are
	// the compares whose results are known lane sets and launchLanes the
	// lanes every launch wavefront holds (Options.Lanes, LaunchLanes).
	forced      bool
	lanes       map[*asm.Instruction]uint64
	launchLanes uint64
}

// laneSet is the formula of the set of lanes m over the lane-number
// variables (varLane).
func (a *pass) laneSet(m uint64) node {
	d := a.d
	r := bddFalse
	for l := 0; l < isa.MaxLanes; l++ {
		if m>>uint(l)&1 == 0 {
			continue
		}
		t := bddTrue
		for b := 0; b < isa.LaneBits; b++ {
			x := d.varOf(varKey{kind: varLane, block: -1, reg: b})
			if l>>uint(b)&1 == 0 {
				x = d.not(x)
			}
			t = d.and(t, x)
		}
		r = d.or(r, t)
	}
	return r
}

// surelyNonEmpty reports whether the lane set f holds a lane in every
// execution: some lane every launch wavefront holds is in f whatever the
// other variables (the launch wavefront's mask holds launchLanes, a lane
// variable is the lane number's bit).
func (a *pass) surelyNonEmpty(f node) bool {
	d := a.d
	if f == bddFalse || a.launchLanes == 0 {
		return false
	}
	launch := d.nodes.at(d.varOf(varKey{kind: varLaunch, block: -1})).v
	g := d.restrict(f, launch, true)
	for l := 0; l < isa.MaxLanes; l++ {
		if a.launchLanes>>uint(l)&1 == 0 {
			continue
		}
		h := g
		for b := 0; b < isa.LaneBits && h > bddTrue; b++ {
			x := d.nodes.at(d.varOf(varKey{kind: varLane, block: -1, reg: b})).v
			h = d.restrict(h, x, l>>uint(b)&1 == 1)
		}
		if h == bddTrue {
			return true
		}
	}
	return false
}

// splitState is br's split marking in the analysed configuration.
func (a *pass) splitState(br *cfg.Branch) cfg.SplitState {
	if a.marking != nil {
		return a.marking(br)
	}
	return br.Split
}

// context is one wavefront context: the launch wavefront, or the
// children made at one branch, as the family's split jlo..jhi.
type context struct {
	id       int
	block    int         // the creating branch's block, -1 for the launch wavefront
	branch   *cfg.Branch // nil for the launch wavefront
	jlo, jhi int
	init     *mstate // state at the start (before the branch, for a child)
	// extra are further starts of a merged context (pass.merged): other
	// branches that make the same slot, each with its state there.
	extra []entry

	in       []classStates // per block, per class (lower split count...): state at entry (none: not entered)
	edges    []bool        // per CFG edge: the context can take it
	atBranch []branchVerdict
	spawns   []spawn
	// Under reconvergence: exits holds, per creating branch (block ID),
	// the state in which the child arrives at the join where it ends;
	// makers are the contexts that spawn this one.
	exits  map[int]*mstate
	makers map[*context]bool
	// spawned holds, per maker, the join of the child states its last
	// solve spawned into this context (respawn).
	spawned map[*context]*mstate
	// stepped holds, per block, what the fixpoint's last visit of each
	// class found (the block's end: its successors, branch verdict and
	// spawns), for record; dropped once recorded.
	stepped [][]*stepped
}

// stepped is decide(blk, through(blk, in)) of one visit: record finds the
// same from the same state, so it takes it when in is still the block's
// state of that class (pass.record).
type stepped struct {
	class int
	in    *mstate
	ss    []succ
	v     branchVerdict
	sp    []spawn
}

// branchVerdict records what a context does at an exec-skip branch.
type branchVerdict struct {
	reached       bool
	taken, notTkn bool
	split         splitKind
}

type splitKind uint8

const (
	splitNever splitKind = iota
	splitMaybe
	splitAlways
)

// entry is a start of a context: the creating branch and the state
// before it.
type entry struct {
	branch *cfg.Branch
	init   *mstate
}

// entries are the context's starts: the creating branch first, then the
// extra ones of a merged context.
func (c *context) entries() []entry {
	return append([]entry{{c.branch, c.init}}, c.extra...)
}

// startsIn reports whether one of the context's starts (its creating
// branch or, for a merged context, another) lies in loop l.
func (c *context) startsIn(l *cfg.Loop) bool {
	if c.branch != nil && l.Contains(c.branch.Block) {
		return true
	}
	for _, en := range c.extra {
		if en.branch != nil && l.Contains(en.branch.Block) {
			return true
		}
	}
	return false
}

// startsAt reports whether one of the context's starts is the branch
// ending blk (the launch wavefront's context has none).
func (c *context) startsAt(blk *cfg.Block) bool {
	if c.branch == nil {
		return false
	}
	if c.branch.Block == blk {
		return true
	}
	for _, en := range c.extra {
		if en.branch.Block == blk {
			return true
		}
	}
	return false
}

// startSplit is the split mask at the context's start, which a split mask
// in a loop stays within (generalize): for a merged context with several
// starts, no constraint.
func (c *context) startSplit() node {
	if len(c.extra) > 0 {
		return bddTrue
	}
	return c.init.split()
}

type spawn struct {
	branch *cfg.Branch
	state  *mstate // the child's state at the branch
	jlo    int
	jhi    int
}

func newPass(ig *ipg.Graph, S, ninf int, assume Assumption, pre bool, t *graphTables, policy split.Policy) *pass {
	g := ig.CFG
	a := &pass{g: g, ig: ig, tg: isa.For(g.Arch), d: newBDD(), S: S, ninf: ninf, assume: assume, pre: pre, policy: policy, rules: policy.Rules(), budgeted: policy.Rules().Local() && !pre,
		byKey: map[int]*context{}, queued: map[*context]bool{}, classIDs: map[int]int{}, inline: map[int]*mstate{},
		loopish: t.loopish, branch: t.branch, rpo: t.rpo, live: t.live, eff: t.eff, tabs: t}
	// The first pass only bounds the split count; under AllExecutions it
	// need not be precise, and plain joins keep it cheap.
	a.hulls = assume == WorstCase
	a.merged = a.budgeted && assume == AllExecutions
	return a
}

// graphTables are what a pass derives from the CFG alone, the same for
// every marking, policy and S: read-only once made, so the passes of one
// graph share them (tablesOf).
type graphTables struct {
	live    []regSet   // per block: mask registers live at entry
	eff     [][]effect // per block and instruction: its effect on the mask state
	rpo     []int      // per block: its reverse-postorder index
	loopish []bool     // per block: its exec-skip branch exits or closes a loop
	branch  []*cfg.Branch
	// reach holds, per block, the blocks reachable from it (itself
	// included), made on first use (pass.reach): only fcfs's first pass
	// asks.
	reachOnce sync.Once
	reach     []blockSet
}

// blockSet is a set of blocks by ID.
type blockSet []uint64

func (s blockSet) has(b int) bool { return s[b>>6]>>(b&63)&1 != 0 }
func (s blockSet) add(b int)      { s[b>>6] |= 1 << (b & 63) }

// maxReachBlocks is the largest graph whose first pass stops early
// (knownUnbounded): reachability takes n²/8 bytes and a walk from every
// block, 8 MB at this size, and would take 500 MB on a generated kernel of
// 63 k blocks. A larger graph's first pass runs whole, which gives the same
// N∞. A variable for the tests.
var maxReachBlocks = 1 << 13

// reachability returns, per block, the blocks reachable from it.
func reachability(g *cfg.Graph) []blockSet {
	n := len(g.Blocks)
	words := (n + 63) / 64
	all := make([]uint64, n*words)
	reach := make([]blockSet, n)
	var stack []*cfg.Block
	for _, b := range g.Blocks {
		s := blockSet(all[b.ID*words : (b.ID+1)*words])
		reach[b.ID] = s
		s.add(b.ID)
		stack = append(stack[:0], b)
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, e := range x.Succs {
				if y := e.To.ID; !s.has(y) {
					s.add(y)
					stack = append(stack, e.To)
				}
			}
		}
	}
	return reach
}

// reach returns the graph's reachability (graphTables.reach).
func (a *pass) reach() []blockSet {
	t := a.tabs
	t.reachOnce.Do(func() { t.reach = reachability(a.g) })
	return t.reach
}

func newGraphTables(g *cfg.Graph) *graphTables {
	t := &graphTables{live: liveness(g), eff: decodeEffects(g, isa.For(g.Arch)), rpo: reversePostorder(g),
		loopish: make([]bool, len(g.Blocks)), branch: make([]*cfg.Branch, len(g.Blocks))}
	for _, br := range g.Branches {
		t.branch[br.Block.ID] = br
		if br.Class != cfg.ExecSkip {
			continue
		}
		l := br.LoopBack
		for _, e := range br.Block.Succs {
			if e.Back {
				l = true
			}
			for x := br.Block.Loop; x != nil; x = x.Parent {
				if !x.Contains(e.To) {
					l = true
				}
			}
		}
		t.loopish[br.Block.ID] = l
	}
	return t
}

// tables keeps the graphTables of the last few graphs analysed: the
// split-point search analyses one graph under a hundred markings, on
// several goroutines.
var tables struct {
	sync.Mutex
	last []*graphTablesOf
}

type graphTablesOf struct {
	g *cfg.Graph
	t *graphTables
}

// tablesOf returns g's tables, made once while g is among the last 4
// graphs analysed.
func tablesOf(g *cfg.Graph) *graphTables {
	tables.Lock()
	defer tables.Unlock()
	for i, x := range tables.last {
		if x.g == g {
			copy(tables.last[1:i+1], tables.last[:i])
			tables.last[0] = x
			return x.t
		}
	}
	x := &graphTablesOf{g, newGraphTables(g)}
	tables.last = append([]*graphTablesOf{x}, tables.last[:min(len(tables.last), 3)]...)
	return x.t
}

// capHi is the largest split count a wavefront that is not alone can see.
func (a *pass) capHi() int { return min(a.S, a.ninf) }

func (a *pass) run() error {
	launch := a.d.varOf(varKey{kind: varLaunch, block: -1})
	root := a.context(-1, nil)
	root.init = &mstate{regs: regs{{regSplit, launch}, {regExec, launch}}, alone: true, slots: a.rules.Launch(a.S)}
	a.push(root)
	for steps := 0; len(a.work) > 0; steps++ {
		if steps > 1_000_000 {
			return fmt.Errorf("splitmodel: internal error: the role analysis does not converge")
		}
		best := 0
		for i, x := range a.work {
			if a.startOrder(x) < a.startOrder(a.work[best]) {
				best = i
			}
		}
		c := a.work[best]
		a.work = append(a.work[:best], a.work[best+1:]...)
		a.queued[c] = false
		a.solve(c)
		if a.reconv && !a.merged {
			a.respawn(c)
			continue
		}
		for _, sp := range c.spawns {
			ch := a.context(a.key(sp), sp.branch)
			st := sp.state.clone()
			if !a.budgeted {
				st.lo, st.hi = sp.jlo, a.capHi()
			}
			changed := false
			if ch.init == nil {
				ch.jlo, ch.jhi = sp.jlo, sp.jhi
				changed = true
			} else if sp.jlo < ch.jlo || sp.jhi > ch.jhi {
				ch.jlo, ch.jhi = min(ch.jlo, sp.jlo), max(ch.jhi, sp.jhi)
				changed = true
			}
			init := &ch.init
			if sp.branch != ch.branch { // another start of a merged context
				k := 0
				for k < len(ch.extra) && ch.extra[k].branch != sp.branch {
					k++
				}
				if k == len(ch.extra) {
					ch.extra = append(ch.extra, entry{branch: sp.branch})
				}
				init = &ch.extra[k].init
			}
			ni := a.join(*init, st, -1, ch.id)
			if *init == nil || !ni.equal(*init) {
				*init = ni
				changed = true
			}
			if changed {
				a.push(ch)
			}
		}
		if a.stopUnbounded && a.knownUnbounded() {
			a.unbounded = true
			return nil
		}
	}
	return nil
}

// knownUnbounded reports, in the first pass after a context's solve,
// whether N∞ is unbounded (unlimitedSplits gives infinite) whatever the
// rest of the pass finds, so that the pass can stop: its only result is
// N∞. unlimitedSplits counts, per context, the ways its makers make it
// (their counts added, unboundedly many for a child made inside a loop)
// and adds them up, saturating at infinite; with fewer maker edges no
// count is larger. So the count over the edges that are final already is
// a lower bound of N∞, and once it is infinite so is N∞.
//
// A context's spawns are final once it is not queued and no queued
// context starts at a block from which its start is reachable: a context
// is solved again only when a spawn changes its start state, and every
// context solved from now on starts at a block reachable from a queued
// one's start (a child starts at a branch its maker reached). Nothing
// enters the launch wavefront's context.
func (a *pass) knownUnbounded() bool {
	if len(a.g.Blocks) > maxReachBlocks {
		return false
	}
	reach := a.reach()
	var pending blockSet // the blocks a context solved from now on may start at
	for _, q := range a.work {
		if q.block < 0 {
			return false // the launch wavefront is queued: nothing is final
		}
		if pending == nil {
			pending = make(blockSet, len(reach[q.block]))
		}
		for i, w := range reach[q.block] {
			pending[i] |= w
		}
	}
	final := func(c *context) bool {
		return !a.queued[c] && (c.block < 0 || pending == nil || !pending.has(c.block))
	}
	makers := map[*context][]*context{}
	for _, m := range a.ctxs {
		if !final(m) {
			continue
		}
		var seen []*context
		for _, sp := range m.spawns {
			if ch := a.byKey[sp.branch.Block.ID]; ch != nil && !slices.Contains(seen, ch) {
				seen = append(seen, ch)
				makers[ch] = append(makers[ch], m)
			}
		}
	}
	return splitCount(a.ctxs, makers, true) >= infinite
}

// key is the context a spawn starts: its branch's block, and under a
// budgeted policy its slot (a slot fixes the child's budget).
func (a *pass) key(sp spawn) int {
	if a.merged {
		return 1<<24 + sp.jlo
	}
	if a.budgeted {
		return sp.branch.Block.ID*isa.MaxLanes + sp.jlo
	}
	return sp.branch.Block.ID
}

func (a *pass) context(key int, br *cfg.Branch) *context {
	if c, ok := a.byKey[key]; ok {
		return c
	}
	block := key
	if br != nil {
		block = br.Block.ID
	}
	c := &context{id: len(a.ctxs), block: block, branch: br}
	a.ctxs = append(a.ctxs, c)
	a.byKey[key] = c
	return c
}

// startOrder orders contexts by where they start: creators before the
// children they make in loop-free code.
func (a *pass) startOrder(c *context) int {
	if c.branch == nil {
		return -1
	}
	return a.rpo[c.block]
}

// reversePostorder numbers the blocks in reverse postorder from the entry.
func reversePostorder(g *cfg.Graph) []int {
	rpo := make([]int, len(g.Blocks))
	seen := make([]bool, len(g.Blocks))
	n := len(g.Blocks)
	var dfs func(b *cfg.Block)
	dfs = func(b *cfg.Block) {
		seen[b.ID] = true
		for _, e := range b.Succs {
			if !seen[e.To.ID] {
				dfs(e.To)
			}
		}
		n--
		rpo[b.ID] = n
	}
	if len(g.Blocks) > 0 {
		dfs(g.Blocks[0])
	}
	return rpo
}

func (a *pass) push(c *context) {
	if !a.queued[c] {
		a.queued[c] = true
		a.work = append(a.work, c)
	}
}

// succ is a successor edge with the state that flows along it.
type succ struct {
	e  *cfg.Edge
	st *mstate
}

// solve runs the context's data-flow to its fixpoint, then records its
// feasible edges, branch verdicts and spawned children from the final
// states. States are kept apart by their lower split count (a wavefront
// that split here and one that found no slot do not mix).
func (a *pass) solve(c *context) {
	a.fixpoint(c)
	a.record(c)
}

// fixpoint runs the context's data-flow from its start states to a
// fixpoint: c.in, and under reconvergence c.exits.
func (a *pass) fixpoint(c *context) {
	g := a.g
	c.in = make([]classStates, len(g.Blocks))
	work := worklist{rpo: a.rpo, queued: map[visit]bool{}}
	// enter joins st into block to's states; under reconvergence a state
	// at the join of its innermost open split is merged first (each one
	// on its own: merging a join of parent states would mix their
	// histories), and a child's end is its exit.
	var enter func(to int, st *mstate)
	enter = func(to int, st *mstate) {
		if arrives(st, to) {
			if m := a.arrive(c, st, to); m != nil {
				enter(to, m)
			}
			return
		}
		k := a.class(st)
		old := c.in[to].get(k)
		n := st // states are never changed once made (through, join and the others copy), so the first one entering is kept as it is
		switch {
		case old != nil && !a.reconv:
			n = a.joined(old, st, to)
		case old != nil:
			n = a.join(old, st, to, -1)
		}
		if old == nil || !n.equal(old) {
			c.in[to].put(k, n)
			work.push(visit{to, k})
		}
	}
	// restart forgets the states of loop l's body, to be found again from
	// its header's (every class is queued again).
	restart := func(l *cfg.Loop) {
		work.drop(func(it visit) bool {
			b := g.Blocks[it.block]
			return b != l.Header && l.Contains(b)
		})
		for _, b := range l.Blocks {
			if b != l.Header {
				c.in[b.ID] = nil
			}
		}
		for _, x := range c.in[l.Header.ID] {
			work.push(visit{l.Header.ID, x.class})
		}
	}
	flow := func(ss []succ) {
		for _, s := range ss {
			st := s.st
			var l *cfg.Loop
			if s.e.Back {
				if l = loopOf(g, s.e.To); l != nil {
					st = a.generalize(st, l, c.startSplit())
				}
			}
			old := c.in[s.e.To.ID].get(a.class(st)) // forgetting keeps the class
			if old != nil && !a.reconv {
				st = a.dropDead(st, s.e.To.ID, &a.dead) // only joined into old (joined), never kept
			} else {
				st = a.forgetDead(st, s.e.To.ID)
			}
			enter(s.e.To.ID, st)
			// Under reconvergence the states of a loop's body are found
			// again once its header's state grows: the first pass's and
			// the generalized pass's states would otherwise meet in the
			// body, where the joins forget how masks relate (the body of
			// a marked if that reconverges is such a meeting place). Not
			// a loop holding one of the context's starts: the body's
			// states that came from that start, not through the header,
			// would be lost (they are flowed in once, before the loop).
			if a.reconv && l != nil && old != nil && c.in[s.e.To.ID].get(a.class(st)) != old && !c.startsIn(l) {
				restart(l)
			}
		}
	}
	c.exits = nil
	if c.branch == nil {
		k := a.class(c.init)
		c.in[0] = classStates{{k, c.init.clone()}}
		work.push(visit{0, k})
	} else {
		for _, en := range c.entries() {
			ss, _, _ := a.enter(en)
			flow(ss)
		}
	}
	c.stepped = nil
	if !a.reconv {
		c.stepped = make([][]*stepped, len(g.Blocks))
	}
	for len(work.items) > 0 {
		it := work.pop()
		blk := g.Blocks[it.block]
		in := c.in[it.block].get(it.class)
		ss, v, sp := a.decide(blk, a.through(blk, in))
		if c.stepped != nil {
			c.keep(it.block, &stepped{class: it.class, in: in, ss: ss, v: v, sp: sp})
		}
		flow(ss)
	}
}

// classStates are a block's states by class, sorted by class: a block
// holds one or a few classes, and a map per block and context was most of
// a pass' memory under fcfs with every candidate marked (a context per
// marked branch, each with a state table over all blocks).
type classStates []classState

type classState struct {
	class int
	st    *mstate
}

// get returns the state of class k, nil when there is none.
func (cs classStates) get(k int) *mstate {
	for _, x := range cs {
		if x.class == k {
			return x.st
		}
	}
	return nil
}

// put makes st the state of class k.
func (cs *classStates) put(k int, st *mstate) {
	i := 0
	for i < len(*cs) && (*cs)[i].class < k {
		i++
	}
	if i < len(*cs) && (*cs)[i].class == k {
		(*cs)[i].st = st
		return
	}
	*cs = append(*cs, classState{})
	copy((*cs)[i+1:], (*cs)[i:])
	(*cs)[i] = classState{k, st}
}

// visit is a step of the fixpoint: a block's states of one class.
type visit struct{ block, class int }

// worklist holds the fixpoint's visits to do, each at most once, and
// gives them in reverse postorder (then by class), so a loop-free region
// is visited once per class.
type worklist struct {
	rpo    []int // per block: its reverse-postorder index
	items  []visit
	queued map[visit]bool
}

// push queues it unless it is queued already.
func (w *worklist) push(it visit) {
	if !w.queued[it] {
		w.queued[it] = true
		w.items = append(w.items, it)
	}
}

// pop takes the first visit in reverse postorder.
func (w *worklist) pop() visit {
	best := 0
	for i, x := range w.items {
		y := w.items[best]
		if w.rpo[x.block] < w.rpo[y.block] || w.rpo[x.block] == w.rpo[y.block] && x.class < y.class {
			best = i
		}
	}
	it := w.items[best]
	w.items = append(w.items[:best], w.items[best+1:]...)
	delete(w.queued, it)
	return it
}

// drop unqueues the visits for which gone holds, keeping the others' order.
func (w *worklist) drop(gone func(visit) bool) {
	k := 0
	for _, it := range w.items {
		if gone(it) {
			delete(w.queued, it)
			continue
		}
		w.items[k] = it
		k++
	}
	w.items = w.items[:k]
}

// keep records a visit's result as its block's latest for the class.
func (c *context) keep(b int, s *stepped) {
	for i, x := range c.stepped[b] {
		if x.class == s.class {
			c.stepped[b][i] = s
			return
		}
	}
	c.stepped[b] = append(c.stepped[b], s)
}

// last returns the latest visit of block b's class k if it started from
// the state st.
func (c *context) last(b, k int, st *mstate) *stepped {
	if c.stepped == nil {
		return nil
	}
	for _, x := range c.stepped[b] {
		if x.class == k && x.in == st {
			return x
		}
	}
	return nil
}

// record is the final pass over a solved context: its feasible edges,
// branch verdicts and spawned children from its final states.
func (a *pass) record(c *context) {
	g := a.g
	c.edges = make([]bool, len(g.Edges))
	c.atBranch = make([]branchVerdict, len(g.Blocks))
	c.spawns = nil
	record := func(blk *cfg.Block, ss []succ, v branchVerdict, sp []spawn) {
		for _, s := range ss {
			c.edges[s.e.ID] = true
		}
		if br := a.branch[blk.ID]; br != nil && br.Class == cfg.ExecSkip {
			old := c.atBranch[blk.ID]
			if old.reached {
				v.taken = v.taken || old.taken
				v.notTkn = v.notTkn || old.notTkn
				if old.split != v.split {
					v.split = splitMaybe
				}
			}
			c.atBranch[blk.ID] = v
		}
		c.spawns = append(c.spawns, sp...)
	}
	if c.branch != nil {
		for _, en := range c.entries() {
			ss, v, sp := a.enter(en)
			record(en.branch.Block, ss, v, sp)
		}
	}
	for _, blk := range g.Blocks {
		for _, x := range c.in[blk.ID] { // by class
			k := x.class
			// The fixpoint's last visit of the block's class started from
			// its final state (each change queues a visit), and decide and
			// through are functions of the state: what they made then is
			// what they would make now, and making it again would add no
			// BDD variable (their keys are made from the same positions).
			in := x.st
			if x := c.last(blk.ID, k, in); x != nil {
				record(blk, x.ss, x.v, x.sp)
				continue
			}
			ss, v, sp := a.decide(blk, a.through(blk, in))
			record(blk, ss, v, sp)
		}
	}
	c.stepped = nil
}

// class is the partition of states by lower split count: each count
// under WorstCase (where a split and a no-slot path differ most), only
// "slots may be left" and "none" under AllExecutions (where the count
// rarely decides anything and per-count states cost too much).
//
// Under a budgeted policy the class is the budget: exact, and it fixes
// the slots (Theorem in docs/analyze.md).
func (a *pass) class(st *mstate) int {
	if a.reconv {
		return a.stackClass(st)
	}
	if a.budgeted {
		return st.slots.Budget
	}
	lo := st.lo
	if a.assume == WorstCase {
		return lo
	}
	if lo >= a.S {
		return 1
	}
	return 0
}

// loopOf returns the loop whose header is b.
func loopOf(g *cfg.Graph, b *cfg.Block) *cfg.Loop {
	for _, l := range g.Loops {
		if l.Header == b {
			return l
		}
	}
	return nil
}

// through applies a block's instructions (all but its final branch) to a
// copy of st.
func (a *pass) through(blk *cfg.Block, st *mstate) *mstate {
	s := st.clone()
	eff := a.eff[blk.ID]
	for i, in := range blk.Instrs {
		if e := &eff[i]; !e.skip {
			a.step(s, in, e, at{blk.ID, i})
		}
	}
	return s
}

// decide returns the successors a block's end can take with state st, the
// verdict at its exec-skip branch, and the children a split there makes.
func (a *pass) decide(blk *cfg.Block, st *mstate) ([]succ, branchVerdict, []spawn) {
	var v branchVerdict
	br := a.branch[blk.ID]
	if br == nil || br.Taken == nil || br.NotTaken == nil {
		var ss []succ
		for _, e := range blk.Succs {
			ss = append(ss, succ{e, st})
		}
		return ss, v, nil
	}
	both := []succ{{br.Taken, st}, {br.NotTaken, st}}
	if br.Class != cfg.ExecSkip {
		if br.Cond == "vccz" || br.Cond == "vccnz" {
			if vcc, ok := st.regs.get(regVCC); ok && (vcc == bddFalse || vcc == bddTrue) {
				if (br.Cond == "vccz") == (vcc == bddFalse) {
					return []succ{{br.Taken, st}}, v, nil
				}
				return []succ{{br.NotTaken, st}}, v, nil
			}
		}
		return both, v, nil
	}
	v.reached = true
	d := a.d
	zero, nonzero := br.Taken, br.NotTaken // execz: skip when the mask is zero
	if br.Cond == "execnz" {
		zero, nonzero = br.NotTaken, br.Taken
	}
	mark := func(ss []succ) []succ {
		for _, s := range ss {
			if s.e == br.Taken {
				v.taken = true
			} else {
				v.notTkn = true
			}
		}
		return ss
	}
	if d.empty(opAnd, st.exec(), st.split()) {
		return mark([]succ{{zero, st}}), v, nil
	}
	if d.empty(opAndNot, st.split(), st.exec()) {
		return mark([]succ{{nonzero, st}}), v, nil // the split mask is never empty
	}
	// The effective mask may be heterogeneous. The marking is asked only
	// where its answer decides something: a wavefront that cannot split
	// here takes either side whatever the branch's marking (so the
	// analysis is a function of the answers it asks for: choose's
	// Model.Roles shares an analysis between markings that agree on them).
	if a.budgeted {
		ss, split, sp := a.decideBudget(blk, br, st, nonzero)
		v.split = split
		return mark(ss), v, sp
	}
	if a.S <= 0 || st.lo >= a.S {
		return mark(both), v, nil
	}
	state := a.splitState(br)
	if state != cfg.SplitOn && state != cfg.SplitMixed {
		return mark(both), v, nil
	}
	// A split: the parent keeps split & EXEC and enters the first path.
	par := st.clone()
	par.regs.set(regSplit, d.and(st.split(), st.exec()))
	par.alone = false
	if !a.pre { // the first pass does not count
		par.lo = st.lo + 1
		par.hi = a.capHi()
	}
	child := st.clone()
	child.regs.set(regSplit, d.andNot(st.split(), st.exec()))
	child.alone = false
	before := st.hi // splits the family may have made before this one
	if !st.alone {
		before = min(st.hi, a.ninf-1)
	}
	sp := spawn{branch: br, state: child, jlo: st.lo + 1, jhi: min(before, a.S-1) + 1}
	if a.pre {
		sp.jlo, sp.jhi = 1, 1
	}
	free := a.pre || st.alone || before < a.S // a slot is certainly free
	ss := []succ{{nonzero, par}}
	forward := !a.loopish[blk.ID]
	if a.forced && st.alone && state == cfg.SplitOn && a.surelyNonEmpty(d.and(st.exec(), st.split())) && a.surelyNonEmpty(d.andNot(st.split(), st.exec())) {
		// Options.Forced with a mask proven heterogeneous: it splits.
		v.split = splitAlways
		return mark(ss), v, []spawn{sp}
	}
	switch {
	case a.assume == WorstCase && forward && state == cfg.SplitOn && free:
		v.split = splitAlways
	case a.assume == WorstCase && forward && state == cfg.SplitOn:
		// No split means no slot was left (the premise): the count is S.
		v.split = splitMaybe
		ns := st.clone()
		ns.lo, ns.hi = a.S, a.S
		ss = append(ss, succ{zero, ns}, succ{nonzero, ns})
	case a.forced && st.alone && state == cfg.SplitOn:
		// Options.Forced: alone, with a slot and the bit certainly set, the
		// wavefront does not split only with a homogeneous mask: EXEC &
		// split empty (the skip side) or the split mask inside EXEC. Each
		// side keeps that as its split mask (the same set in every such
		// execution), so the other side's branch sees an empty mask.
		v.split = splitMaybe
		z, n := st.clone(), st.clone()
		z.regs.set(regSplit, d.andNot(st.split(), st.exec()))
		n.regs.set(regSplit, d.and(st.split(), st.exec()))
		ss = append(ss, succ{zero, z}, succ{nonzero, n})
	default:
		v.split = splitMaybe
		ss = append(ss, both...)
	}
	return mark(ss), v, []spawn{sp}
}

// enter is decide at a child's creating branch, with the child's state
// there. Under a budgeted policy it uses what holds by construction: the
// child holds the split mask's lanes outside EXEC, so its effective mask
// is empty and it takes the skip edge without splitting. The symbolic
// state need not show it: a context's start state joins the children of
// several members made at one branch with one slot (the same slot can be
// made by different members on different paths), and the join forgets
// how their EXEC and split masks relate; the worst-case premise would then
// have the child split at its own creating branch.
func (a *pass) enter(en entry) ([]succ, branchVerdict, []spawn) {
	if !a.budgeted {
		return a.decide(en.branch.Block, en.init.clone())
	}
	br := en.branch
	zero := br.Taken
	if br.Cond == "execnz" {
		zero = br.NotTaken
	}
	v := branchVerdict{reached: true, taken: zero == br.Taken, notTkn: zero == br.NotTaken}
	return []succ{{zero, en.init.clone()}}, v, nil
}

// decideBudget is decide at a marked exec-skip branch whose effective
// mask may be heterogeneous, under a budgeted policy: the wavefront splits
// when it holds a slot, taking the first of its slots for the child and
// dividing the others as the policy says; under WorstCase, at a forward
// branch marked on, it always does (the Theorem), otherwise it may also
// take either side unsplit.
func (a *pass) decideBudget(blk *cfg.Block, br *cfg.Branch, st *mstate, nonzero *cfg.Edge) ([]succ, splitKind, []spawn) {
	both := []succ{{br.Taken, st}, {br.NotTaken, st}}
	// The symbolic member knows its own slots and the family's S: what a
	// local policy decides on. Without a slot it takes either side,
	// whatever the marking (which is then not asked for).
	fam := split.Family{S: a.S}
	if !a.rules.MaySplit(st.slots, fam) {
		return both, splitNever, nil
	}
	state := a.splitState(br)
	if state != cfg.SplitOn && state != cfg.SplitMixed {
		return both, splitNever, nil
	}
	if a.reconv && !br.Reconverges && len(st.stack) > 0 {
		// A split that would never merge, made inside an open one: the
		// hardware does not make it (docs/reconvergence.md, rule 7).
		return both, splitNever, nil
	}
	d := a.d
	slot, cs, ps := a.rules.Split(st.slots, fam)
	par := st.clone()
	par.regs.set(regSplit, d.and(st.split(), st.exec()))
	par.alone, par.slots = false, ps
	child := st.clone()
	child.regs.set(regSplit, d.andNot(st.split(), st.exec()))
	child.alone, child.slots = false, cs
	sp := []spawn{{branch: br, state: child, jlo: slot, jhi: slot}}
	if a.reconv && br.Reconverges {
		j := br.Join.ID
		child.stack = []pend{{branch: br, join: j, child: true}}
		par.stack = pushed(st.stack, pend{branch: br, join: j, key: a.key(sp[0]), preSplit: st.split(), childInit: child})
	}
	if a.assume == WorstCase && !a.loopish[blk.ID] && state == cfg.SplitOn {
		return []succ{{nonzero, par}}, splitAlways, sp
	}
	return append([]succ{{nonzero, par}}, both...), splitMaybe, sp
}

// unlimitedSplits bounds the splits one family makes with unlimited slots
// (the first pass): each context is made by every context that may split
// at its branch, once per such wavefront, or unboundedly often inside a
// loop.
func (a *pass) unlimitedSplits() int {
	if a.unbounded {
		return infinite
	}
	// makers[c] lists the contexts that spawn c.
	makers := map[*context][]*context{}
	for _, c := range a.ctxs {
		seen := map[*context]bool{}
		for _, sp := range c.spawns {
			ch := a.byKey[sp.branch.Block.ID]
			if ch != nil && !seen[ch] {
				seen[ch] = true
				makers[ch] = append(makers[ch], c)
			}
		}
	}
	return splitCount(a.ctxs, makers, false)
}

// splitCount adds up, over the contexts other than the launch
// wavefront's, how often a family makes each: once per way each of its
// makers is made (the launch wavefront once), unboundedly often for a
// child made inside a loop or on a cycle of splits; saturating at
// infinite. With partial (knownUnbounded: only the final maker edges), a
// cycle counts 0 instead, so the count is a lower bound of the whole one.
func splitCount(ctxs []*context, makers map[*context][]*context, partial bool) int {
	w := map[*context]int{}
	visiting := map[*context]bool{}
	var count func(c *context) int
	count = func(c *context) int {
		if c.branch == nil {
			return 1
		}
		if n, ok := w[c]; ok {
			return n
		}
		if visiting[c] {
			if partial {
				return 0
			}
			return infinite // a cycle of splits
		}
		visiting[c] = true
		n := 0
		for _, m := range makers[c] {
			k := count(m)
			if c.branch.Block.Loop != nil {
				k = infinite
			}
			n = min(infinite, n+k)
		}
		visiting[c] = false
		w[c] = n
		return n
	}
	total := 0
	for _, c := range ctxs {
		if c.branch != nil {
			total = min(infinite, total+count(c))
		}
	}
	return total
}

// roles builds the roles 0..min(S, jmax) from the solved contexts: role
// j's variants are the contexts whose split-number range holds j.
func (a *pass) roles(jmax int) ([]*Role, error) {
	n := min(a.S, jmax)
	cs := append([]*context(nil), a.ctxs...)
	sort.Slice(cs, func(x, y int) bool { return cs[x].block < cs[y].block })
	var vs []*Role
	for _, c := range cs {
		v, err := a.variant(c)
		if err != nil {
			return nil, err
		}
		vs = append(vs, v)
	}
	var roles []*Role
	for j := 0; j <= n; j++ {
		var r *Role
		for i, c := range cs {
			if j < c.jlo || j > c.jhi {
				continue
			}
			v := *vs[i] // shares Removed, Why
			v.J = j
			if r == nil {
				r = &v
			}
			r.Variants = append(r.Variants, &v)
		}
		if r == nil {
			break
		}
		r.Variants[0] = r
		roles = append(roles, r)
	}
	return roles, nil
}

// slotRoles builds the roles 0..jmax under a budgeted policy: role j's
// variants are the contexts of slot j, one per branch that can make it
// (Theorem in docs/analyze.md); a slot no member can take is Absent.
func (a *pass) slotRoles(jmax int) ([]*Role, error) {
	cs := append([]*context(nil), a.ctxs...)
	sort.Slice(cs, func(x, y int) bool {
		if cs[x].jlo != cs[y].jlo {
			return cs[x].jlo < cs[y].jlo
		}
		return cs[x].block < cs[y].block
	})
	roles := make([]*Role, jmax+1)
	for _, c := range cs {
		ens := c.entries()
		sort.Slice(ens, func(x, y int) bool {
			return ens[x].branch != nil && ens[y].branch != nil && ens[x].branch.Block.ID < ens[y].branch.Block.ID
		})
		for _, en := range ens {
			v, err := a.variantAt(c, en)
			if err != nil {
				return nil, err
			}
			a.variants = append(a.variants, made{c, en.branch, v})
			j := c.jlo
			if roles[j] == nil {
				roles[j] = v
			}
			roles[j].Variants = append(roles[j].Variants, v)
		}
	}
	for j, r := range roles {
		if r == nil {
			roles[j] = &Role{J: j, Range: [2]int{j, j}, Absent: true,
				Paths: fmt.Sprintf("no member of a family can hold reserve slot %d (the %s policy gives it to a member that reaches no further split)", j, a.policy)}
		}
	}
	if a.reconv {
		if err := a.addMerges(); err != nil {
			return nil, err
		}
	}
	return roles, nil
}

// variant turns a solved context into a Role.
func (a *pass) variant(c *context) (*Role, error) {
	return a.variantAt(c, entry{c.branch, c.init})
}

// variantAt turns a solved context into the Role of one of its starts.
func (a *pass) variantAt(c *context, en entry) (*Role, error) {
	r := &Role{J: c.jlo, Range: [2]int{c.jlo, c.jhi}, Branch: en.branch}
	if en.branch != nil {
		var err error
		if r.Start, err = a.startIPT(en); err != nil {
			return nil, err
		}
		if a.reconv && en.branch.Reconverges {
			if r.End = joinIPT(a.ig, en.branch.Join); r.End == nil {
				return nil, fmt.Errorf("splitmodel: the join %s of the split branch in %s holds no IPT", en.branch.Join.Name, en.branch.Block.Name)
			}
		}
	}
	r.Removed, r.Why = a.prune(c, r.StartIPT(a.ig), r.End)
	for _, br := range a.g.Branches {
		if v := c.atBranch[br.Block.ID]; v.reached && v.split != splitNever {
			r.SplitsAt = append(r.SplitsAt, SplitPoint{Branch: br, IPT: a.branchIPT(br), Always: v.split == splitAlways})
		}
	}
	r.Paths = a.describe(c, en.branch, r)
	return r, nil
}
