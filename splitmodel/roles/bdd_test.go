package roles

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestImpliedLiterals checks impliedLiterals, found bottom-up, against its
// definition: x for each variable x of f's support with f & ^x empty, ¬x
// with f & x empty, in the order of the variables; and emptyWhen, the
// node-free walk that decides those, against BDD operations (n & ^x and
// n & x empty) and truth tables; on random functions of 8 variables, some
// of them merge variables (ordered above the others, newest first, as the
// pass makes them), asked once more from the cache.
func TestImpliedLiterals(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	some := 0
	for round := 0; round < 300; round++ {
		d := newBDD()
		vs := randomVars(d, rng, round)
		f := randomFunc(d, rng, vs, rng.IntN(4), func(cube, v node) node { return d.andNot(cube, v) })
		var want []literal
		for _, x := range d.supportOf(f) {
			switch {
			case d.emptyWhen(f, x, false):
				want = append(want, literal{x, true})
			case d.emptyWhen(f, x, true):
				want = append(want, literal{x, false})
			}
		}
		some += len(want)
		for range 2 {
			if got := d.impliedLiterals(f); !slices.Equal(got, want) {
				t.Fatalf("round %d: impliedLiterals = %v, want %v", round, got, want)
			}
		}
		for x := int32(0); x < int32(len(vs)); x++ {
			lit := d.variable(x)
			if got, want := d.emptyWhen(f, x, false), d.andNot(f, lit) == bddFalse; got != want {
				t.Fatalf("round %d: emptyWhen(f, x%d, 0) = %v, f & ^x empty = %v", round, x, got, want)
			}
			if got, want := d.emptyWhen(f, x, true), d.and(f, lit) == bddFalse; got != want {
				t.Fatalf("round %d: emptyWhen(f, x%d, 1) = %v, f & x empty = %v", round, x, got, want)
			}
			// Truth table: f(a) with a[x] = 0 is false for every a.
			for _, val := range []bool{false, true} {
				empty := true
				for a := 0; a < 1<<len(vs); a++ {
					if (a>>x&1 == 1) == val && eval(d, f, a) {
						empty = false
						break
					}
				}
				if got := d.emptyWhen(f, x, val); got != empty {
					t.Fatalf("round %d: emptyWhen(f, x%d, %v) = %v, truth table says %v", round, x, val, got, empty)
				}
			}
		}
		d.release()
	}
	if some < 300 {
		t.Fatalf("only %d implied literals in 300 functions: the test does not exercise them", some)
	}
}

// emptyWhen reports whether n's cofactor with variable x = val is empty,
// by walking n's nodes above x (no node is made): it is empty exactly
// when every path to the true terminal passes x and takes its !val
// branch. A node below x in the order (or the true terminal) reached
// without passing x is a non-empty part of the cofactor: a reduced BDD's
// inner nodes are never empty.
func (d *bdd) emptyWhen(n node, x int32, val bool) bool {
	lx := d.level[x]
	stack := append(d.stack[:0], n)
	defer func() { d.stack = stack }()
	d.seen.reset()
	d.seen.add(n)
	for len(stack) > 0 {
		y := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch {
		case y == bddFalse:
			continue
		case y == bddTrue:
			return false
		}
		ny := d.nodes.at(y)
		switch {
		case ny.v == x:
			c := ny.lo
			if val {
				c = ny.hi
			}
			if c != bddFalse {
				return false
			}
			continue
		case d.level[ny.v] > lx:
			return false
		}
		for _, c := range [2]node{ny.lo, ny.hi} {
			if d.seen.add(c) {
				stack = append(stack, c)
			}
		}
	}
	return true
}

// eval evaluates n under the assignment a (bit i: variable i).
func eval(d *bdd, n node, a int) bool {
	for n > bddTrue {
		x := d.nodes.at(n)
		if a>>x.v&1 == 1 {
			n = x.hi
		} else {
			n = x.lo
		}
	}
	return n == bddTrue
}

// TestOperations checks and, or, xor, not and andNot against truth tables
// on random functions of 8 variables (some of them merge variables), and
// that andNot, which never makes ^b, gives the node of a & ^b: nodes are
// canonical, so equal functions are equal nodes.
func TestOperations(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for round := 0; round < 200; round++ {
		d := newBDD()
		vs := randomVars(d, rng, round)
		random := func() node {
			return randomFunc(d, rng, vs, rng.IntN(5), func(cube, v node) node { return d.and(cube, d.not(v)) })
		}
		f, g := random(), random()
		if rng.IntN(5) == 0 {
			g = f
		}
		if got, want := d.andNot(f, g), d.and(f, d.not(g)); got != want {
			t.Fatalf("round %d: andNot(f, g) = node %d, and(f, not(g)) = node %d", round, got, want)
		}
		ops := []struct {
			name string
			r    node
			want func(x, y bool) bool
		}{
			{"and", d.and(f, g), func(x, y bool) bool { return x && y }},
			{"or", d.or(f, g), func(x, y bool) bool { return x || y }},
			{"xor", d.xor(f, g), func(x, y bool) bool { return x != y }},
			{"not", d.not(f), func(x, _ bool) bool { return !x }},
			{"andNot", d.andNot(f, g), func(x, y bool) bool { return x && !y }},
			{"andNot(g, f)", d.andNot(g, f), func(x, y bool) bool { return y && !x }},
		}
		for _, op := range ops {
			for a := 0; a < 1<<len(vs); a++ {
				if got, want := eval(d, op.r, a), op.want(eval(d, f, a), eval(d, g, a)); got != want {
					t.Fatalf("round %d: %s at assignment %08b = %v, want %v", round, op.name, a, got, want)
				}
			}
		}
		d.release()
	}
}

// randomVars makes 8 variables, about a third of them merge variables
// (ordered above the others, newest first, as the pass makes them).
func randomVars(d *bdd, rng *rand.Rand, round int) []node {
	var vs []node
	for i := 0; i < 8; i++ {
		kind := varDef
		if rng.IntN(3) == 0 {
			kind = varMerge
		}
		vs = append(vs, d.varOf(varKey{kind: kind, block: round, index: i}))
	}
	return vs
}

// randomFunc is the or of cubes+1 cubes of random literals over vs, a
// negative literal added to a cube by andNot(cube, v).
func randomFunc(d *bdd, rng *rand.Rand, vs []node, cubes int, andNot func(cube, v node) node) node {
	f := bddFalse
	for c := cubes; c >= 0; c-- {
		cube := bddTrue
		for _, v := range vs {
			switch rng.IntN(3) {
			case 0:
				cube = d.and(cube, v)
			case 1:
				cube = andNot(cube, v)
			}
		}
		f = d.or(f, cube)
	}
	return f
}

// TestEmpty checks empty, the node-free emptiness test that decides
// branches, against truth tables for and and andNot on random functions
// of 8 variables (some of them merge variables), before the operation was
// applied (a walk) and after (the computed table answers).
func TestEmpty(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 17))
	empties := 0
	for round := 0; round < 400; round++ {
		d := newBDD()
		vs := randomVars(d, rng, round)
		random := func() node {
			return randomFunc(d, rng, vs, rng.IntN(3), func(cube, v node) node { return d.andNot(cube, v) })
		}
		f, g := random(), random()
		switch rng.IntN(6) {
		case 0:
			g = f
		case 1:
			g = d.not(f)
		case 2:
			g = d.or(f, g)
		}
		for _, c := range []struct {
			name string
			op   bddOp
			want func(x, y bool) bool
		}{{"and", opAnd, func(x, y bool) bool { return x && y }}, {"andNot", opAndNot, func(x, y bool) bool { return x && !y }}} {
			for _, args := range [][2]node{{f, g}, {g, f}} {
				want := true
				for a := 0; a < 1<<len(vs); a++ {
					if c.want(eval(d, args[0], a), eval(d, args[1], a)) {
						want = false
						break
					}
				}
				if want {
					empties++
				}
				if got := d.empty(c.op, args[0], args[1]); got != want {
					t.Fatalf("round %d: empty(%s) = %v before applying it, truth table says %v", round, c.name, got, want)
				}
				if r := d.apply(c.op, args[0], args[1]); (r == bddFalse) != want {
					t.Fatalf("round %d: %s = node %d, truth table says empty = %v", round, c.name, r, want)
				}
				if got := d.empty(c.op, args[0], args[1]); got != want {
					t.Fatalf("round %d: empty(%s) = %v after applying it, truth table says %v", round, c.name, got, want)
				}
			}
		}
		d.release()
	}
	if empties < 200 {
		t.Fatalf("only %d empty cases of 3,200: the test does not exercise empty results", empties)
	}
}

// TestSizeCached checks size, whose counts up to sizeCap are kept in the
// nodes, against a count of the nodes reachable from the root (a map), at
// every limit the analysis asks and past sizeCap, asked in random order on
// random functions of 16 variables: the kept count must answer each
// limit as a fresh walk does, min(nodes, limit+1).
func TestSizeCached(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 23))
	large, huge := 0, 0
	for round := 0; round < 300; round++ {
		d := newBDD()
		vs := append(randomVars(d, rng, 2*round), randomVars(d, rng, 2*round+1)...)
		f := randomFunc(d, rng, vs, rng.IntN(24), func(cube, v node) node { return d.andNot(cube, v) })
		seen := map[node]bool{}
		var walk func(n node)
		walk = func(n node) {
			if n <= bddTrue || seen[n] {
				return
			}
			seen[n] = true
			x := d.nodes.at(n)
			walk(x.lo)
			walk(x.hi)
		}
		walk(f)
		nodes := len(seen)
		if nodes > maxHull {
			large++
		}
		if nodes > sizeCap {
			huge++
		}
		for _, limit := range rng.Perm(sizeCap + 8) {
			if got, want := d.size(f, limit), min(nodes, limit+1); got != want {
				t.Fatalf("round %d: size(f, %d) = %d, want %d (%d nodes)", round, limit, got, want, nodes)
			}
		}
		d.release()
	}
	if large < 30 || huge < 30 {
		t.Fatalf("only %d of 300 functions above maxHull nodes, %d above sizeCap: the limits are not exercised", large, huge)
	}
}
