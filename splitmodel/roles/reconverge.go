package roles

// Reconvergence in the role analysis (docs/reconvergence.md; the Theorem
// in docs/analyze.md, "Splits that reconverge"). A member that splits at a
// reconvergent branch X (cfg.Branch.Reconverges) keeps the split open on a
// stack: when it reaches X's join J it waits for the child, which ends at
// J, and continues with the union of their lanes and the slots it held
// before X. The analysis walks the child's context from X to J (its exit
// state), and the parent's from J on with the merged state, whose split
// mask and slots are those before X, so a member's state at a point
// depends on the open splits around it, not on the splits that closed.

import (
	"fmt"
	"slices"
	"sort"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// pend is an open split of a member: one it made at branch, whose child it
// merges with at the join block (child == false); or, at the bottom of a
// child's stack, the join where the child ends (child == true).
type pend struct {
	branch *cfg.Branch
	join   int // the join block's ID
	child  bool
	// The parent's entry: the child's context key; the parent's split mask
	// before the split (what the merge restores); the child's state at the
	// branch, from which the merge walks the child's region again
	// (inlineExit), so that the child's values at the join are in the
	// terms of this parent state's own history.
	key       int
	preSplit  node
	childInit *mstate
}

func (p pend) same(q pend) bool {
	if p.branch != q.branch || p.child != q.child || p.key != q.key || p.preSplit != q.preSplit {
		return false
	}
	return p.childInit == q.childInit || p.childInit != nil && q.childInit != nil && p.childInit.equal(q.childInit)
}

// top is the innermost open split, nil when there is none.
func (s *mstate) top() *pend {
	if len(s.stack) == 0 {
		return nil
	}
	return &s.stack[len(s.stack)-1]
}

// pushed returns the stack with p on top (stacks are never changed in
// place: states share them).
func pushed(st []pend, p pend) []pend {
	return append(append(make([]pend, 0, len(st)+1), st...), p)
}

// arrives reports whether st, entering block b, is at the join of its
// innermost open split: a child ends there, a parent waits for its child.
func arrives(st *mstate, b int) bool {
	t := st.top()
	return t != nil && t.join == b
}

// stackStep is one step of a state's class (stackClass): first its
// budget alone (block -1), then per open split, bottom first, its branch's
// block, whether it is a child's end, the child's context key and the
// child's budget at the branch (-1: not known).
type stackStep struct {
	block, key, budget int
	child              bool
}

// stackClass names the class of a state under reconvergence: its budget
// and its open splits (with each child's budget), which together fix its
// slots and those the merges give back (Theorem R); states of different
// classes are never joined. Classes are numbered in the order they are
// first met (classIDs maps the sequence's number to it), which fixes the
// order the analysis visits them in.
func (a *pass) stackClass(st *mstate) int {
	k := a.stacks.then(-1, stackStep{block: -1, budget: st.slots.Budget})
	for _, p := range st.stack {
		c := -1
		if p.childInit != nil {
			c = p.childInit.slots.Budget
		}
		k = a.stacks.then(k, stackStep{block: p.branch.Block.ID, key: p.key, budget: c, child: p.child})
	}
	id, ok := a.classIDs[k]
	if !ok {
		id = len(a.classIDs)
		a.classIDs[k] = id
	}
	return id
}

// joinStacks joins the open splits of two states s and t of one class
// (the same entries but for the split masks before the splits and the
// children's states at the branches) into r, their join at block blk. A
// child's register that still holds the parent's value in both states
// (neither member changed it since the split) takes r's joined value, so
// that the merge at the join finds the parent's and the child's values
// equal again; other values are hulled.
func (a *pass) joinStacks(s, t, r *mstate, blk int) []pend {
	if len(s.stack) == 0 {
		return nil
	}
	out := append([]pend(nil), s.stack...)
	for i, p := range s.stack {
		q := t.stack[i]
		if p.same(q) {
			continue
		}
		v := func(k int) node { return a.d.varOf(varKey{kind: varMerge, block: blk, reg: 10000 + 1000*i + k}) }
		out[i].preSplit = a.hull(p.preSplit, q.preSplit, v(-10))
		if p.childInit == nil || q.childInit == nil {
			continue
		}
		ci := p.childInit.clone()
		for _, x := range p.childInit.regs {
			k := x.k
			y, ok := q.childInit.regs.get(k)
			sv, _ := s.regs.get(k)
			tv, _ := t.regs.get(k)
			rv, _ := r.regs.get(k)
			switch {
			case !ok:
				ci.regs.del(k)
			case x.v == y:
			case x.v == sv && y == tv && rv != 0:
				ci.regs.set(k, rv)
			default:
				ci.regs.set(k, a.hull(x.v, y, v(k)))
			}
		}
		for _, y := range q.childInit.regs {
			if _, ok := p.childInit.regs.get(y.k); !ok && (y.k == regExec || y.k == regSplit) {
				ci.regs.set(y.k, v(y.k))
			}
		}
		out[i].childInit = ci
	}
	return out
}

// merge is the state of parent p after its child, whose state at the join
// is c, merged into it (the entry top of p's stack): each register takes
// the child's value on the child's lanes and the parent's on the others
// (a register either does not know stays unknown), the split mask is the
// parent's before the split and the slots the policy's merge of both.
func (a *pass) merge(p, c *mstate, top pend) *mstate {
	d := a.d
	r := p.clone()
	r.stack = p.stack[:len(p.stack)-1]
	r.slots, _ = a.rules.Merge(p.slots, c.slots, split.Family{S: a.S}) // budgeted: AnalyzeWith refuses fcfs
	cs := c.split()
	for _, x := range p.regs {
		k := x.k
		if k == regSplit {
			r.regs.set(k, top.preSplit)
			continue
		}
		if vc, ok := c.regs.get(k); ok { // EXEC always is
			r.regs.set(k, a.capped(d.or(d.and(cs, vc), d.andNot(x.v, cs)), k, at{top.join, -1}))
		} else {
			r.regs.del(k)
		}
	}
	return r
}

// regionEdges marks, by IPG edge ID, the edges inside the region of a
// split made at IPT x with join IPT j: those from an IPT reachable from x
// without passing j (x included).
func regionEdges(ig *ipg.Graph, x, j *ipg.IPT) []bool {
	seen := make([]bool, len(ig.IPTs))
	in := make([]bool, len(ig.Edges))
	stack := []*ipg.IPT{x}
	seen[x.ID] = true
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range ig.Out(p) {
			in[e.ID] = true
			if e.To != j && !seen[e.To.ID] {
				seen[e.To.ID] = true
				stack = append(stack, e.To)
			}
		}
	}
	return in
}

// joinIPT is the IPT at the first instruction of a join block, nil when
// the placement probes none there.
func joinIPT(ig *ipg.Graph, b *cfg.Block) *ipg.IPT {
	for _, p := range ig.IPTs {
		if p.Block == b && p.Index == 0 {
			return p
		}
	}
	return nil
}

// arrive handles a state of context c entering block b at the join of its
// innermost open split. A child ends there: its state is its exit (keyed
// by the branch that made it), and nothing continues (nil). A parent
// merges with its child, whose state at the join inlineExit finds: the
// merged state goes on.
func (a *pass) arrive(c *context, st *mstate, b int) *mstate {
	t := st.top()
	if t.child {
		if c.exits == nil {
			c.exits = map[int]*mstate{}
		}
		k := t.branch.Block.ID
		c.exits[k] = a.join(c.exits[k], st, b, -1)
		return nil
	}
	return a.merge(st, a.inlineExit(*t), *t)
}

// inlineExit is the state in which the child of the open split t arrives
// at its join: the child's region walked from t.childInit (memoized by
// that state). A child that cannot arrive (no path of the analysis
// reaches the join) gives a state that knows nothing but EXEC and its
// split mask, so the merge forgets the registers it would have set.
func (a *pass) inlineExit(t pend) *mstate {
	key := a.stateKey(t.branch, t.childInit)
	if ex, ok := a.inline[key]; ok {
		return ex
	}
	tmp := &context{id: -1, block: t.branch.Block.ID, branch: t.branch, init: t.childInit}
	a.fixpoint(tmp)
	ex := tmp.exits[t.branch.Block.ID]
	if ex == nil {
		ex = &mstate{slots: t.childInit.slots, regs: regs{{regSplit, t.childInit.split()},
			{regExec, a.d.varOf(varKey{kind: varMerge, block: t.join, index: -3, reg: regExec})}}}
	}
	a.inline[key] = ex
	return ex
}

// memoStep is one step of a state at a branch (stateKey): the branch's
// block with the state's slots (Next, Budget), then each known register
// (its key and value), then each open split (its join block and whether
// it is a child's end).
type memoStep struct {
	kind    uint8 // memoBranch, memoReg or memoSplit
	a, b, c int
	isChild bool
}

const (
	memoBranch uint8 = iota
	memoReg
	memoSplit
)

// stateKey numbers a state at a branch (for memoizing inlineExit).
func (a *pass) stateKey(br *cfg.Branch, st *mstate) int {
	k := a.memoKeys.then(-1, memoStep{kind: memoBranch, a: br.Block.ID, b: st.slots.Next, c: st.slots.Budget})
	for _, x := range st.regs {
		k = a.memoKeys.then(k, memoStep{kind: memoReg, a: x.k, b: int(x.v)})
	}
	for _, p := range st.stack {
		k = a.memoKeys.then(k, memoStep{kind: memoSplit, a: p.join, isChild: p.child})
	}
	return k
}

// sortedMakers lists contexts by id (a deterministic order).
func sortedMakers(m map[*context]bool) []*context {
	cs := make([]*context, 0, len(m))
	for c := range m {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].id < cs[j].id })
	return cs
}

// made is the role variant of a context's start (the branch that makes
// it, nil for the launch wavefront).
type made struct {
	c  *context
	br *cfg.Branch
	v  *Role
}

// addMerges gives every role variant the splits it makes at reconvergent
// branches (Role.Merges), with the child variants each makes.
func (a *pass) addMerges() error {
	variant := map[made]*Role{}
	for _, m := range a.variants {
		variant[made{c: m.c, br: m.br}] = m.v
	}
	regions := map[*cfg.Branch][]bool{}
	for _, mv := range a.variants {
		c, v := mv.c, mv.v
		byBranch := map[*cfg.Branch]*Merge{}
		for _, sp := range c.spawns {
			br := sp.branch
			if !br.Reconverges {
				continue
			}
			m := byBranch[br]
			if m == nil {
				m = &Merge{Branch: br, At: a.branchIPT(br), Join: joinIPT(a.ig, br.Join), Always: c.atBranch[br.Block.ID].split == splitAlways}
				if m.At == nil || m.Join == nil {
					return fmt.Errorf("splitmodel: the split branch in %s or its join %s holds no IPT", br.Block.Name, br.Join.Name)
				}
				if regions[br] == nil {
					regions[br] = regionEdges(a.ig, m.At, m.Join)
				}
				m.Region = regions[br]
				byBranch[br] = m
				v.Merges = append(v.Merges, m)
			}
			ch := variant[made{c: a.byKey[a.key(sp)], br: br}]
			if ch == nil {
				return fmt.Errorf("splitmodel: internal error: no role for the child made at %s", br.Block.Name)
			}
			if !slices.Contains(m.Children, ch) {
				m.Children = append(m.Children, ch)
			}
		}
		sort.Slice(v.Merges, func(i, j int) bool { return v.Merges[i].Branch.Block.ID < v.Merges[j].Branch.Block.ID })
	}
	return nil
}

// respawn sets the start states of the children c spawns under
// reconvergence: each child starts in the join, over its makers, of the
// states the maker's last solve spawned (not of every state any solve
// spawned). A maker's state at the branch only grows from solve to solve,
// so its last spawns cover the earlier ones; joining those as well would
// blur how the child's registers relate to its parent's, which the merge
// at the join needs (a child spawned in a loop sees the loop's first pass
// and its fixpoint).
func (a *pass) respawn(c *context) {
	mine := map[*context]*mstate{}
	var order []*context
	for _, sp := range c.spawns {
		ch := a.context(a.key(sp), sp.branch)
		if mine[ch] == nil {
			order = append(order, ch)
		}
		mine[ch] = a.join(mine[ch], sp.state, -1, ch.id)
		ch.jlo, ch.jhi = sp.jlo, sp.jhi
	}
	for _, ch := range order {
		if ch.makers == nil {
			ch.makers, ch.spawned = map[*context]bool{}, map[*context]*mstate{}
		}
		ch.makers[c] = true
		ch.spawned[c] = mine[ch]
		var init *mstate
		for _, m := range sortedMakers(ch.makers) {
			if s := ch.spawned[m]; s != nil {
				init = a.join(init, s, -1, ch.id)
			}
		}
		if ch.init == nil || !init.equal(ch.init) {
			ch.init = init
			a.push(ch)
		}
	}
}
