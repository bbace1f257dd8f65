package gen

// Direct calls to device functions of the same file.

import (
	"fmt"
	"math/rand/v2"
)

// Call runs device function Fn's body (Kernel.Funcs[Fn]) for the active
// lanes: a direct call, emitted as hipcc emits one for gfx803:
//
//	s_getpc_b64 s[4:5]
//	s_add_u32 s4, s4, gfN@rel32@lo+4
//	s_addc_u32 s5, s5, gfN@rel32@hi+12
//	s_swappc_b64 s[30:31], s[4:5]
//
// and the function returns with s_setpc_b64 s[30:31]. The generated code
// keeps its own register convention rather than the ABI's (no stack, no
// arguments): a device function works on the caller's acc (v4), lane (v5),
// tab and counters pointers (s[8:9], s[12:13]) and temporaries (v6-v9),
// and each function has loop counters, trip counts and saved masks of its
// own (funcRegs), so nothing the caller keeps live is overwritten. A
// function that calls another saves its return address in s[34:35]
// around the call.
type Call struct{ Fn int }

// MaxFuncs is the most device functions a kernel may have (each has
// registers of its own).
const MaxFuncs = 2

// FuncName is device function j's symbol.
func FuncName(j int) string { return fmt.Sprintf("gf%d", j) }

// funcRegs are the registers of device function j's ifs and loops at
// nesting depth 1 and 2 (a function's statements start at depth 1, so
// that its ifs and loops nest at most two deep, as the kernel's
// statements below depth 1 do): the saved exec masks, loop counters and
// trip counts. The kernel's are s[20:25], v10-v12 and v16-v18.
var funcRegs = [MaxFuncs]struct{ mask, cnt, trip [2]string }{
	{[2]string{"s[26:27]", "s[28:29]"}, [2]string{"v13", "v14"}, [2]string{"v19", "v20"}},
	{[2]string{"s[16:17]", "s[18:19]"}, [2]string{"v15", "v21"}, [2]string{"v22", "v23"}},
}

// RandomCalls generates the kernel RandomMarked(seed, size, m) generates
// with device functions and calls added from a stream of their own (so
// the kernel's statements and marks are RandomMarked's): 1 to MaxFuncs
// functions of 2 to 4 random statements (ops, ifs, loops and atomics; no
// LDS exchange, whose barriers need the whole workgroup at top level),
// function j calling functions before it now and then, and calls to them
// at random places of the kernel's statements, at least one to each
// function. Calls may
// sit inside marked regions: the simulator does not split inside a
// device function (its branches are not split points) and the role
// analysis forgets what it knows of the registers at a call.
func RandomCalls(seed uint64, size int, m Marking) *Kernel {
	return AddCalls(RandomMarked(seed, size, m), seed)
}

// AddCalls adds device functions and calls to k as RandomCalls does, from
// the stream of seed, and returns k. Calls go into the statement lists of
// k's top level, ifs and loops, never into a Repeat's body.
func AddCalls(k *Kernel, seed uint64) *Kernel {
	r := rand.New(rand.NewPCG(seed, 0x63616c6c))
	n := 1 + r.IntN(MaxFuncs)
	for j := 0; j < n; j++ {
		body := block(r, 1, 2+r.IntN(3), false)
		if j > 0 {
			calls := 0
			body = insertCalls(r, body, j, 3, &calls)
		}
		k.Funcs = append(k.Funcs, body)
	}
	calls := 0
	k.Body = insertCalls(r, k.Body, n, 6, &calls)
	for j := n - 1; j >= 0; j-- {
		if k.callsTo(j) == 0 {
			// Every function is called: one call at the top level.
			i := r.IntN(len(k.Body) + 1)
			k.Body = append(k.Body[:i], append([]Stmt{Call{Fn: j}}, k.Body[i:]...)...)
		}
	}
	return k
}

// insertCalls returns body with a call to one of functions 0..n-1 put in
// each gap of each statement list (nested ones included) with
// probability 1/den, counting them in *calls.
func insertCalls(r *rand.Rand, body []Stmt, n, den int, calls *int) []Stmt {
	var out []Stmt
	for i := 0; ; i++ {
		if r.IntN(den) == 0 {
			out = append(out, Call{Fn: r.IntN(n)})
			*calls++
		}
		if i == len(body) {
			return out
		}
		switch s := body[i].(type) {
		case If:
			s.Then = insertCalls(r, s.Then, n, den, calls)
			s.Else = insertCalls(r, s.Else, n, den, calls)
			out = append(out, s)
		case Loop:
			s.Body = insertCalls(r, s.Body, n, den, calls)
			out = append(out, s)
		default:
			out = append(out, s)
		}
	}
}

// callsTo counts the call statements to device function j.
func (k *Kernel) callsTo(j int) int {
	n := 0
	walk(k, func(s Stmt) {
		if c, ok := s.(Call); ok && c.Fn == j {
			n++
		}
	})
	return n
}

// walk calls f on every statement of the kernel and of its device
// functions, in pre-order.
func walk(k *Kernel, f func(Stmt)) {
	var rec func([]Stmt)
	rec = func(body []Stmt) {
		for _, s := range body {
			f(s)
			switch s := s.(type) {
			case If:
				rec(s.Then)
				rec(s.Else)
			case Loop:
				rec(s.Body)
			case Repeat:
				rec(s.Body)
			case Iter:
				rec(s.Body)
			}
		}
	}
	rec(k.Body)
	for _, b := range k.Funcs {
		rec(b)
	}
}

// CallSites counts the kernel's call statements and those of its device
// functions (each once, however often it runs).
func (k *Kernel) CallSites() int {
	n := 0
	walk(k, func(s Stmt) {
		if _, ok := s.(Call); ok {
			n++
		}
	})
	return n
}

// function emits device function j before the kernel, as hipcc places
// the functions a kernel calls: its labels are .LBB<j+1>_n; split marks
// (If.Mark, Loop.Mark) are ignored inside it, since a device function
// runs within its caller's region and is no split point.
func (e *emitter) function(k *Kernel, j int) {
	if j >= MaxFuncs {
		panic(fmt.Sprintf("gen: device function %d: at most %d", j, MaxFuncs))
	}
	name := FuncName(j)
	e.fn, e.label, e.marked = j+1, 0, true
	e.f("\t.p2align\t2\n\t.type\t%s,@function\n%s:\n", name, name)
	e.i("s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)")
	for _, s := range k.Funcs[j] {
		e.stmt(s, 1)
	}
	e.i("s_setpc_b64 s[30:31]")
	e.f(".Lfunc_end%d:\n\t.size\t%s, .Lfunc_end%d-%s\n", j+1, name, j+1, name)
	e.fn, e.label, e.marked = 0, 0, k.SplitMark
}

// call emits a call to device function s.Fn.
func (e *emitter) call(s Call) {
	if e.fn > 0 && s.Fn >= e.fn-1 {
		panic(fmt.Sprintf("gen: device function %d calls function %d: only functions before it", e.fn-1, s.Fn))
	}
	name := FuncName(s.Fn)
	if e.fn > 0 {
		e.i("s_mov_b64 s[34:35], s[30:31]")
	}
	e.i("s_getpc_b64 s[4:5]")
	e.i("s_add_u32 s4, s4, %s@rel32@lo+4", name)
	e.i("s_addc_u32 s5, s5, %s@rel32@hi+12", name)
	e.i("s_swappc_b64 s[30:31], s[4:5]")
	if e.fn > 0 {
		e.i("s_mov_b64 s[30:31], s[34:35]")
	}
}

// mask, cnt and trip are the registers of an if or loop at nesting depth
// d of the function being emitted: its saved exec mask, loop counter and
// trip count.
func (e *emitter) mask(d int) string {
	if e.fn == 0 {
		return fmt.Sprintf("s[%d:%d]", 20+2*d, 21+2*d)
	}
	return funcRegs[e.fn-1].mask[e.depth(d)]
}

func (e *emitter) cnt(d int) string {
	if e.fn == 0 {
		return fmt.Sprintf("v%d", 10+d)
	}
	return funcRegs[e.fn-1].cnt[e.depth(d)]
}

func (e *emitter) trip(d int) string {
	if e.fn == 0 {
		return fmt.Sprintf("v%d", 16+d)
	}
	return funcRegs[e.fn-1].trip[e.depth(d)]
}

// depth is the index of depth d in funcRegs.
func (e *emitter) depth(d int) int {
	if d < 1 || d > 2 {
		panic(fmt.Sprintf("gen: an if or loop at depth %d of device function %d: its statements nest at most two deep", d, e.fn-1))
	}
	return d - 1
}
