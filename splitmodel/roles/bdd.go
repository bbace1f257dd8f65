package roles

import "sync"

// A small reduced ordered BDD package for the role analysis (pass.go): a
// 64-lane mask is a Boolean function over symbolic lane sets (variables),
// so "EXEC & split is empty" is decided exactly by comparing canonical
// nodes. One bdd value serves one pass; it is not safe for concurrent
// use.

// node is a BDD node index: 0 is the empty set (false), 1 all 64 lanes
// (true).
type node int32

const (
	bddFalse node = 0
	bddTrue  node = 1
)

type bddNode struct {
	v      int32 // variable; -1 for the terminals
	lo, hi node
	// size caches the node's size (bdd.size): 0 unknown, else 1 +
	// min(nodes, sizeCap).
	size uint8
}

// nodePageBits sizes the pages of a nodeTable: 1<<16 nodes, 768 KB.
const nodePageBits = 16

// nodeTable holds the nodes in fixed pages: growing it never copies the
// nodes made so far nor holds them twice (fcfs with every candidate
// marked makes millions of them in one pass).
type nodeTable struct {
	pages []*nodePage
	n     int
}

type nodePage [1 << nodePageBits]bddNode

// at returns node n's record.
func (t *nodeTable) at(n node) *bddNode {
	return &t.pages[n>>nodePageBits][n&(1<<nodePageBits-1)]
}

// push appends x as the next node.
func (t *nodeTable) push(x bddNode) node {
	p := t.n >> nodePageBits
	if p == len(t.pages) {
		t.pages = append(t.pages, new(nodePage))
	}
	t.pages[p][t.n&(1<<nodePageBits-1)] = x
	t.n++
	return node(t.n - 1)
}

// visited is a set of nodes (or of pairs of nodes) for one walk at a
// time: an open-addressing table whose slots count only when stamped with
// the current walk's generation, so starting a walk clears nothing. It
// grows with the largest walk, not with the nodes made (a stamp per node
// was a quarter of the node table: millions of nodes under fcfs with
// every candidate marked, against walks of a few dozen).
type visited[K node | uint64] struct {
	keys []K
	gens []uint32
	gen  uint32
	n    int
}

// reset empties the set.
func (s *visited[K]) reset() {
	s.gen++
	s.n = 0
	if s.keys == nil || s.gen == 0 {
		s.keys, s.gens, s.gen = make([]K, 64), make([]uint32, 64), 1
	}
}

// add adds x and reports whether it was new.
func (s *visited[K]) add(x K) bool {
	mask := uint64(len(s.keys) - 1)
	i := uint64(x) * 0x9e3779b97f4a7c15 >> 32 & mask
	for ; s.gens[i] == s.gen; i = (i + 1) & mask {
		if s.keys[i] == x {
			return false
		}
	}
	s.keys[i], s.gens[i] = x, s.gen
	s.n++
	if 4*s.n > 3*len(s.keys) {
		s.grow()
	}
	return true
}

// grow doubles the table, keeping the current walk's keys.
func (s *visited[K]) grow() {
	var in []K
	for i, g := range s.gens {
		if g == s.gen {
			in = append(in, s.keys[i])
		}
	}
	s.keys, s.gens, s.gen, s.n = make([]K, 2*len(s.keys)), make([]uint32, 2*len(s.keys)), 1, 0
	for _, x := range in {
		s.add(x)
	}
}

type bddOp uint8

const (
	opAnd bddOp = iota
	opOr
	opXor
	opAndNot // a & ^b: without making ^b, a copy of all of b
)

type memoEntry struct {
	a, b, r node
	op      bddOp
	used    bool
}

const memoBits = 18

func hash3(a, b, c uint64) uint64 {
	h := a*0x9e3779b97f4a7c15 ^ b*0xc2b2ae3d27d4eb4f ^ c*0x165667b19e3779f9
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>32
}

type bdd struct {
	nodes nodeTable
	// unique is an open-addressing hash set of the nodes (0 = empty slot),
	// memo a direct-mapped computed-table cache of apply results.
	unique slots
	memo   []memoEntry
	// vars describes each variable, for debugging and generalization;
	// varNode holds each variable's node (variable), made when the
	// variable is.
	vars    []varInfo
	varNode []node
	// packed finds a variable by its key packed into 64 bits (the
	// common case, and a cheap map key), byKey one whose key does not
	// fit (packKey).
	packed map[uint64]int32
	byKey  map[varKey]int32
	// support caches the variables a node depends on, implied the
	// literals it implies (impliedLiterals).
	support map[node][]int32
	implied map[node][]literal
	// level orders the variables (smaller: nearer the root). Merge
	// variables go above all others, the newest first, so joining under a
	// fresh one (hull) is cheap; the others follow in creation order.
	level  []int64
	merges int64
	// seen holds the nodes the current walk (size, supportOf)
	// has met; varStamp marks the variables supportOf saw in generation
	// gen; stack is the walks' reusable stack.
	seen     visited[node]
	pairs    visited[uint64] // the pairs empty has shown empty
	varStamp []uint32
	gen      uint32
	stack    []node
}

func newBDD() *bdd {
	d := &bdd{}
	// The tables of a released BDD are reused (cleared): the split-point
	// search runs a pass per marking, and allocating a fresh 4 MB
	// computed table and growing the node and unique tables each time
	// was a third of its allocations. A larger unique table only
	// postpones rehashing; node numbers do not depend on it.
	if t, ok := bddTables.Get().(*bddStore); ok {
		clear(t.memo)
		clear(t.unique.s)
		clear(t.packed)
		clear(t.byKey)
		clear(t.support)
		clear(t.implied)
		d.memo, d.unique, d.nodes = t.memo, t.unique, nodeTable{pages: t.pages}
		d.packed, d.byKey, d.support, d.implied = t.packed, t.byKey, t.support, t.implied
		d.vars, d.varNode, d.level = t.vars[:0], t.varNode[:0], t.level[:0]
	} else {
		d.memo, d.unique = make([]memoEntry, 1<<memoBits), newSlots(10)
		d.packed, d.byKey, d.support, d.implied = map[uint64]int32{}, map[varKey]int32{}, map[node][]int32{}, map[node][]literal{}
	}
	d.nodes.push(bddNode{v: -1})
	d.nodes.push(bddNode{v: -1})
	return d
}

// bddStore holds a released BDD's tables for the next.
type bddStore struct {
	memo    []memoEntry
	unique  slots
	pages   []*nodePage
	packed  map[uint64]int32
	byKey   map[varKey]int32
	support map[node][]int32
	implied map[node][]literal
	vars    []varInfo
	varNode []node
	level   []int64
}

var bddTables sync.Pool

// maxKeptPages is how many node pages a released BDD keeps for the next
// (2 M nodes, 32 MB).
const maxKeptPages = 32

// release gives d's tables to the next newBDD; d must not be used again.
func (d *bdd) release() {
	if len(d.unique.s) > 1<<22 { // keep no outsized tables alive
		return
	}
	pages := d.nodes.pages[:min(len(d.nodes.pages), maxKeptPages)]
	bddTables.Put(&bddStore{memo: d.memo, unique: d.unique, pages: pages,
		packed: d.packed, byKey: d.byKey, support: d.support, implied: d.implied, vars: d.vars, varNode: d.varNode, level: d.level})
	d.memo, d.unique, d.nodes = nil, slots{}, nodeTable{}
}

// slots are the unique table's slots: each holds a node number in its
// low bits (bits: the table's size is 1<<bits and the node numbers stay
// below it) and, above them, a tag of the node's hash, so that a probe
// reads a node's record only when the tag matches. The nodes are tens of
// megabytes under fcfs with every candidate marked, and reading the
// record of every node a probe passed was most of mk's time.
type slots struct {
	s    []uint32
	bits uint
}

func newSlots(bits uint) slots { return slots{s: make([]uint32, 1<<bits), bits: bits} }

// tagOf is the tag hash h gives in slots of this size.
func (t *slots) tagOf(h uint64) uint32 { return uint32(h>>(32+t.bits)) << t.bits }

// node is the node number of a slot's entry.
func (t *slots) node(e uint32) node { return node(e & (1<<t.bits - 1)) }

// mk returns the node (v ? hi : lo), reduced and shared.
func (d *bdd) mk(v int32, lo, hi node) node {
	if lo == hi {
		return lo
	}
	u := &d.unique
	mask := uint64(len(u.s) - 1)
	h := hash3(uint64(v), uint64(lo), uint64(hi))
	tag := u.tagOf(h)
	i := h & mask
	for ; u.s[i] != 0; i = (i + 1) & mask {
		if e := u.s[i]; e&^(1<<u.bits-1) == tag {
			if x := d.nodes.at(u.node(e)); x.v == v && x.lo == lo && x.hi == hi {
				return u.node(e)
			}
		}
	}
	n := d.nodes.push(bddNode{v: v, lo: lo, hi: hi})
	if 4*d.nodes.n > 3*len(u.s) {
		d.rehash()
	} else {
		u.s[i] = tag | uint32(n) // the free slot the search ended at
	}
	return n
}

func (d *bdd) insert(n node) {
	x := d.nodes.at(n)
	u := &d.unique
	mask := uint64(len(u.s) - 1)
	h := hash3(uint64(x.v), uint64(x.lo), uint64(x.hi))
	i := h & mask
	for u.s[i] != 0 {
		i = (i + 1) & mask
	}
	u.s[i] = u.tagOf(h) | uint32(n)
}

// rehash doubles the unique table, which mk keeps at most three quarters
// full: with millions of nodes (fcfs, every candidate marked) it is the
// largest table after the nodes themselves.
func (d *bdd) rehash() {
	d.unique = newSlots(d.unique.bits + 1)
	for n := node(2); int(n) < d.nodes.n; n++ {
		d.insert(n)
	}
}

// variable returns the node of variable v (made by varOf).
func (d *bdd) variable(v int32) node { return d.varNode[v] }

func (d *bdd) and(a, b node) node { return d.apply(opAnd, a, b) }
func (d *bdd) or(a, b node) node  { return d.apply(opOr, a, b) }
func (d *bdd) xor(a, b node) node { return d.apply(opXor, a, b) }
func (d *bdd) not(a node) node    { return d.apply(opXor, a, bddTrue) }

// andNot is a & ^b.
func (d *bdd) andNot(a, b node) node { return d.apply(opAndNot, a, b) }

func (d *bdd) apply(op bddOp, a, b node) node {
	// Terminal cases.
	switch op {
	case opAnd:
		switch {
		case a == bddFalse || b == bddFalse:
			return bddFalse
		case a == bddTrue:
			return b
		case b == bddTrue || a == b:
			return a
		}
	case opOr:
		switch {
		case a == bddTrue || b == bddTrue:
			return bddTrue
		case a == bddFalse:
			return b
		case b == bddFalse || a == b:
			return a
		}
	case opXor:
		switch {
		case a == b:
			return bddFalse
		case a == bddFalse:
			return b
		case b == bddFalse:
			return a
		}
	case opAndNot:
		switch {
		case a == bddFalse || b == bddTrue || a == b:
			return bddFalse
		case b == bddFalse:
			return a
		case a == bddTrue:
			return d.not(b)
		}
	}
	if a > b && op != opAndNot { // the others commute
		a, b = b, a
	}
	h := hash3(uint64(op), uint64(a), uint64(b)) & (1<<memoBits - 1)
	if slot := &d.memo[h]; slot.used && slot.op == op && slot.a == a && slot.b == b {
		return slot.r
	}
	na, nb := *d.nodes.at(a), *d.nodes.at(b)
	var v int32
	var alo, ahi, blo, bhi node
	switch {
	case nb.v < 0 || na.v >= 0 && d.level[na.v] < d.level[nb.v]:
		v, alo, ahi, blo, bhi = na.v, na.lo, na.hi, b, b
	case na.v < 0 || d.level[nb.v] < d.level[na.v]:
		v, alo, ahi, blo, bhi = nb.v, a, a, nb.lo, nb.hi
	default:
		v, alo, ahi, blo, bhi = na.v, na.lo, na.hi, nb.lo, nb.hi
	}
	r := d.mk(v, d.apply(op, alo, blo), d.apply(op, ahi, bhi))
	d.memo[h] = memoEntry{a: a, b: b, r: r, op: op, used: true}
	return r
}

// empty reports whether apply(op, a, b) is the empty set, for op opAnd
// or opAndNot, without making the result: a walk over pairs of nodes that
// stops at the first pair with a non-empty part. What decides a branch is
// whether a mask is empty, and making the mask was most of the time of
// deciding (fcfs with every candidate marked).
func (d *bdd) empty(op bddOp, a, b node) bool {
	d.pairs.reset()
	return d.emptyFrom(op, a, b)
}

func (d *bdd) emptyFrom(op bddOp, a, b node) bool {
	// Terminal cases; an inner node is never empty nor full.
	switch op {
	case opAnd:
		switch {
		case a == bddFalse || b == bddFalse:
			return true
		case a == bddTrue || b == bddTrue || a == b:
			return false
		}
		if a > b {
			a, b = b, a
		}
	case opAndNot:
		switch {
		case a == bddFalse || b == bddTrue || a == b:
			return true
		case a == bddTrue || b == bddFalse:
			return false
		}
	}
	if slot := &d.memo[hash3(uint64(op), uint64(a), uint64(b))&(1<<memoBits-1)]; slot.used && slot.op == op && slot.a == a && slot.b == b {
		return slot.r == bddFalse
	}
	// A pair met again was shown empty: a non-empty one ends the walk.
	if !d.pairs.add(uint64(a)<<32 | uint64(b)) {
		return true
	}
	na, nb := *d.nodes.at(a), *d.nodes.at(b)
	switch {
	case nb.v < 0 || na.v >= 0 && d.level[na.v] < d.level[nb.v]:
		return d.emptyFrom(op, na.lo, b) && d.emptyFrom(op, na.hi, b)
	case na.v < 0 || d.level[nb.v] < d.level[na.v]:
		return d.emptyFrom(op, a, nb.lo) && d.emptyFrom(op, a, nb.hi)
	}
	return d.emptyFrom(op, na.lo, nb.lo) && d.emptyFrom(op, na.hi, nb.hi)
}

// supportOf returns the variables n depends on, sorted by index.
func (d *bdd) supportOf(n node) []int32 {
	if n <= bddTrue {
		return nil
	}
	if s, ok := d.support[n]; ok {
		return s
	}
	d.gen++
	if len(d.varStamp) < len(d.vars) {
		d.varStamp = append(d.varStamp, make([]uint32, len(d.vars)-len(d.varStamp))...)
	}
	var s []int32
	stack := append(d.stack[:0], n)
	d.seen.reset()
	d.seen.add(n)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		nx := d.nodes.at(x)
		if d.varStamp[nx.v] != d.gen {
			d.varStamp[nx.v] = d.gen
			s = append(s, nx.v)
		}
		for _, y := range [2]node{nx.lo, nx.hi} {
			if y > bddTrue && d.seen.add(y) {
				stack = append(stack, y)
			}
		}
	}
	d.stack = stack
	sortInt32(s)
	d.support[n] = s
	return s
}

// literal is a variable or its negation.
type literal struct {
	v   int32
	pos bool
}

// impliedLiterals returns the literals n implies, sorted by variable: x
// when n ⊆ x, ¬x when n ⊆ ¬x. Every literal of a cube is implied; for
// other functions they form the smallest cube containing n. They are
// found bottom-up, one step per node, and kept per node (callers must not
// change them): a node (y ? hi : lo) implies y when lo is empty, ¬y when
// hi is, and a literal of a variable below y when both non-empty sides
// imply it. The joins that fall back to them (pass.bounded) ask for the
// same states' values again and again; two walks of n per variable of its
// support (emptyWhen, the definition the tests check this against) were a
// tenth of a search's analyses.
func (d *bdd) impliedLiterals(n node) []literal {
	if n <= bddTrue {
		return nil
	}
	if l, ok := d.implied[n]; ok {
		return l
	}
	x := *d.nodes.at(n)
	var lits []literal
	switch {
	case x.lo == bddFalse:
		lits = withLiteral(d.impliedLiterals(x.hi), literal{x.v, true})
	case x.hi == bddFalse:
		lits = withLiteral(d.impliedLiterals(x.lo), literal{x.v, false})
	default:
		lits = commonLiterals(d.impliedLiterals(x.lo), d.impliedLiterals(x.hi))
	}
	d.implied[n] = lits
	return lits
}

// withLiteral returns the sorted literals ls with l added in its place,
// in a new slice.
func withLiteral(ls []literal, l literal) []literal {
	out := make([]literal, 0, len(ls)+1)
	i := 0
	for i < len(ls) && ls[i].v < l.v {
		i++
	}
	out = append(append(append(out, ls[:i]...), l), ls[i:]...)
	return out
}

// commonLiterals returns the literals both sorted lists hold, sorted.
func commonLiterals(a, b []literal) []literal {
	var out []literal
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i].v < b[j].v:
			i++
		case a[i].v > b[j].v:
			j++
		default:
			if a[i].pos == b[j].pos {
				out = append(out, a[i])
			}
			i++
			j++
		}
	}
	return out
}

func sortInt32(s []int32) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// varKind says what a variable stands for.
type varKind uint8

const (
	varLaunch varKind = iota // the launch wavefront's lanes (EXEC = split mask at launch)
	varDef                   // the value an instruction computed and we do not model (v_cmp, a load, ...)
	varRead                  // the unknown value a register held when an instruction first read it
	varConst                 // a constant mask other than 0 and -1
	varMerge                 // the value of a register at a control-flow merge (or loop header)
	varInit                  // the value of a register where a split child starts, over all its creators
	varLane                  // bit reg of the lane number: the lanes whose bit is set (Options.Lanes)
)

// varKey identifies a variable: the same key always gives the same
// variable, so two reads of one unknown value agree.
type varKey struct {
	kind  varKind
	block int   // home block (where the value is made), -1 for none
	index int   // instruction index in the block, or a context id for varInit
	reg   int   // register key (regExec, regVCC, SGPR number)
	val   int64 // the constant of varConst
}

// pack packs k into 64 bits when its fields fit: kind 3 bits, block+1
// 21, index+1 22, reg+2048 12 (a constant's value does not fit).
func (k varKey) pack() (uint64, bool) {
	b, i, r := k.block+1, k.index+1, k.reg+2048
	if k.kind == varConst || b < 0 || b >= 1<<21 || i < 0 || i >= 1<<22 || r < 0 || r >= 1<<12 {
		return 0, false
	}
	return uint64(k.kind)<<55 | uint64(b)<<34 | uint64(i)<<12 | uint64(r), true
}

type varInfo struct {
	key varKey
}

// varOf returns the node of the variable with key k, making it on first use.
func (d *bdd) varOf(k varKey) node {
	p, packs := k.pack()
	if packs {
		if v, ok := d.packed[p]; ok {
			return d.varNode[v]
		}
	} else if v, ok := d.byKey[k]; ok {
		return d.varNode[v]
	}
	v := int32(len(d.vars))
	d.vars = append(d.vars, varInfo{key: k})
	if k.kind == varMerge || k.kind == varInit {
		d.merges++
		d.level = append(d.level, -d.merges)
	} else {
		d.level = append(d.level, int64(v))
	}
	if packs {
		d.packed[p] = v
	} else {
		d.byKey[k] = v
	}
	n := d.mk(v, bddFalse, bddTrue)
	d.varNode = append(d.varNode, n)
	return n
}

// sizeCap is the largest size bdd.size caches exactly: the largest limit
// the analysis asks (maxValue) plus one.
const sizeCap = maxValue + 1

// size counts n's nodes, stopping once it passes limit: min(nodes,
// limit+1). The count up to sizeCap is kept in the node: the joins ask
// for the sizes of the same states' values again and again.
func (d *bdd) size(n node, limit int) int {
	if n <= bddTrue {
		return 0
	}
	rec := d.nodes.at(n)
	if rec.size == 0 {
		rec.size = uint8(d.walkSize(n, sizeCap-1)) + 1
	}
	if limit >= sizeCap {
		return d.walkSize(n, limit)
	}
	return min(int(rec.size)-1, limit+1)
}

// walkSize counts n's nodes, stopping once it passes limit.
func (d *bdd) walkSize(n node, limit int) int {
	count := 0
	stack := append(d.stack[:0], n)
	d.seen.reset()
	d.seen.add(n)
	for len(stack) > 0 && count <= limit {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		nx := d.nodes.at(x)
		for _, y := range [2]node{nx.lo, nx.hi} {
			if y > bddTrue && d.seen.add(y) {
				stack = append(stack, y)
			}
		}
	}
	d.stack = stack
	return count
}

// restrict is n with variable x fixed to val (the cofactor).
func (d *bdd) restrict(n node, x int32, val bool) node {
	memo := map[node]node{}
	var rec func(n node) node
	rec = func(n node) node {
		if n <= bddTrue {
			return n
		}
		if r, ok := memo[n]; ok {
			return r
		}
		b := *d.nodes.at(n)
		var r node
		switch {
		case b.v == x && val:
			r = rec(b.hi)
		case b.v == x:
			r = rec(b.lo)
		default:
			r = d.mk(b.v, rec(b.lo), rec(b.hi))
		}
		memo[n] = r
		return r
	}
	return rec(n)
}
