// Package gen generates random structured kernels written directly in GCN3
// assembly (nested if/else with s_and_saveexec / s_cbranch_execz /
// s_or_b64 exec, divergent loops with s_andn2_b64 exec + s_cbranch_execz,
// LDS exchanges between barriers, global atomics; with RandomCalls, direct
// calls to generated device functions: calls.go; with RandomBarriers,
// exchanges inside uniform loops, with counts and lanes facts:
// barriers.go), together with a Go
// reference interpreter of the same program, for property tests of the
// simulator: split output = unsplit output = reference.
//
// Split marking (MODE bit 21) is either kernel-wide (Kernel.SplitMark: set
// at the start and never cleared, as the synthetic_split example does) or
// per statement (If.Mark, Loop.Mark: set just before the statement and
// cleared just after its join or exit, the region hipcc emits for inline
// s_setreg around a HIP if or loop). RandomMarked chooses the marking.
//
// It is the project's one package of random kernels: graphs.go writes
// large layered and random unstructured ones for graph building (cfg,
// ipg), small.go small structured ones for the integer program's
// brute-force property tests (ipet).
package gen

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/isa"
)

// Kernel is a generated program.
type Kernel struct {
	Body      []Stmt
	Size      int  // work-items per workgroup (the generated code assumes it)
	SplitMark bool // set MODE bit 21 for the whole kernel
	// Funcs are the bodies of the device functions Call statements name
	// (calls.go): at most MaxFuncs; function j may call only functions
	// before it.
	Funcs [][]Stmt
	// Labels labels the block that starts each branch of an if, so that
	// flow facts can name it (BlockFacts; RandomBarriers sets it).
	Labels bool
}

// Stmt is one statement of the per-lane program over the accumulator acc.
type Stmt interface{ stmt() }

// Op updates acc.
type Op struct {
	Kind int // 0: acc = acc*K + C; 1: acc ^= lane*K; 2: acc = tab[(acc ^ C) & 255] + C; 3: acc += lane
	K, C int32
}

// If is a divergent if/else on a condition.
type If struct {
	Cond       Cond
	Then, Else []Stmt
	// Mark sets MODE bit 21 around the statement (before the condition,
	// cleared after the join), so its exec-skip branches and those of the
	// statements nested in it may split. A no-op inside a marked region.
	Mark bool
}

// Cond is a per-lane condition.
type Cond struct {
	Kind int    // 0: lane & M != 0; 1: acc & 1 == 0; 2: lane < M
	M    uint32 // mask or bound
}

// Loop runs Body (lane & M) + K times for each lane (a divergent loop).
type Loop struct {
	M, K int32
	Body []Stmt
	// Mark sets MODE bit 21 around the loop (cleared after its exit), as
	// If.Mark: its exit branch may split.
	Mark bool
}

// Exchange (at the top level, or in a Repeat's or an Iter's body: where
// every wave of the workgroup runs it): lds[tid] = acc; barrier;
// acc += lds[tid ^ 1]; barrier.
type Exchange struct{}

// Atomic adds acc & 0xff to counters[lane & 3].
type Atomic struct{}

func (Op) stmt()       {}
func (If) stmt()       {}
func (Loop) stmt()     {}
func (Exchange) stmt() {}
func (Atomic) stmt()   {}
func (Call) stmt()     {}

// Random generates a kernel from a seed.
func Random(seed uint64, size int) *Kernel {
	r := rand.New(rand.NewPCG(seed, 0x6e6e))
	k := &Kernel{Size: size, SplitMark: r.IntN(4) != 0}
	k.Body = block(r, 0, 3+r.IntN(5), true)
	return k
}

// Marking says where RandomMarked sets MODE bit 21.
type Marking int

const (
	// MarkDefault is Random's choice: the whole kernel, in 3 kernels of 4.
	MarkDefault Marking = iota
	// MarkNone marks nothing: no wavefront can split.
	MarkNone
	// MarkKernel marks the whole kernel (Kernel.SplitMark).
	MarkKernel
	// MarkStatements marks each if and loop (If.Mark, Loop.Mark) with
	// probability 1/2, at least one when the kernel has any.
	MarkStatements
)

func (m Marking) String() string {
	switch m {
	case MarkNone:
		return "none"
	case MarkKernel:
		return "kernel"
	case MarkStatements:
		return "statements"
	}
	return "default"
}

// RandomMarked generates the kernel Random(seed, size) generates, with the
// split marking m. The marks are drawn from a stream of their own, so the
// statements are Random's for every m.
func RandomMarked(seed uint64, size int, m Marking) *Kernel {
	k := Random(seed, size)
	switch m {
	case MarkNone:
		k.SplitMark = false
	case MarkKernel:
		k.SplitMark = true
	case MarkStatements:
		k.SplitMark = false
		r := rand.New(rand.NewPCG(seed, 0x6d61726b))
		marked := 0
		k.Body = markStmts(k.Body, func() bool {
			if r.IntN(2) == 0 {
				return false
			}
			marked++
			return true
		})
		if marked == 0 {
			first := true
			k.Body = markStmts(k.Body, func() bool {
				m := first
				first = false
				return m
			})
		}
	}
	return k
}

// markStmts returns body with each If and Loop (in pre-order) marked when
// mark() says so.
func markStmts(body []Stmt, mark func() bool) []Stmt {
	out := make([]Stmt, len(body))
	for i, s := range body {
		switch s := s.(type) {
		case If:
			s.Mark = mark()
			s.Then, s.Else = markStmts(s.Then, mark), markStmts(s.Else, mark)
			out[i] = s
		case Loop:
			s.Mark = mark()
			s.Body = markStmts(s.Body, mark)
			out[i] = s
		default:
			out[i] = s
		}
	}
	return out
}

func block(r *rand.Rand, depth, n int, top bool) []Stmt {
	var out []Stmt
	for i := 0; i < n; i++ {
		x := r.IntN(10)
		switch {
		case x < 4 || depth >= 3:
			out = append(out, Op{Kind: r.IntN(4), K: int32(r.IntN(9)) + 1, C: int32(r.IntN(200)) - 100})
		case x < 6:
			c := Cond{Kind: r.IntN(3)}
			switch c.Kind {
			case 0:
				c.M = uint32(1 << r.IntN(isa.LaneBits))
				if r.IntN(3) == 0 {
					c.M |= uint32(1 << r.IntN(isa.LaneBits))
				}
			case 2:
				c.M = uint32(r.IntN(isa.MaxLanes))
			}
			out = append(out, If{Cond: c, Then: block(r, depth+1, 1+r.IntN(3), false), Else: block(r, depth+1, r.IntN(3), false)})
		case x < 8:
			out = append(out, Loop{M: int32(1<<r.IntN(4)) - 1, K: int32(r.IntN(3)), Body: block(r, depth+1, 1+r.IntN(2), false)})
		case x < 9 && top:
			out = append(out, Exchange{})
		default:
			out = append(out, Atomic{})
		}
	}
	return out
}

// Reference computes out (one int per work-item) and the four counters for
// a launch of groups workgroups with table tab.
func (k *Kernel) Reference(tab []int32, groups int) (out []int32, counters [4]int32) {
	out = make([]int32, groups*k.Size)
	for g := 0; g < groups; g++ {
		acc := make([]int32, k.Size)
		lds := make([]int32, k.Size+1)
		for t := range acc {
			acc[t] = int32(g*k.Size + t)
		}
		k.runGroup(k.Body, 0, acc, lds, tab, &counters)
		copy(out[g*k.Size:], acc)
	}
	return out, counters
}

func (k *Kernel) exec(s Stmt, acc, lane int32, tab []int32, ctr *[4]int32) int32 {
	switch s := s.(type) {
	case Op:
		switch s.Kind {
		case 0:
			return acc*s.K + s.C
		case 1:
			return acc ^ (lane * s.K)
		case 2:
			return tab[(acc^s.C)&255] + s.C
		default:
			return acc + lane
		}
	case If:
		var take bool
		switch s.Cond.Kind {
		case 0:
			take = uint32(lane)&s.Cond.M != 0
		case 1:
			take = acc&1 == 0
		default:
			take = uint32(lane) < s.Cond.M
		}
		body := s.Else
		if take {
			body = s.Then
		}
		for _, b := range body {
			acc = k.exec(b, acc, lane, tab, ctr)
		}
	case Loop:
		n := lane&s.M + s.K
		for i := int32(0); i < n; i++ {
			for _, b := range s.Body {
				acc = k.exec(b, acc, lane, tab, ctr)
			}
		}
	case Atomic:
		ctr[lane&3] += acc & 0xff
	case Call:
		for _, b := range k.Funcs[s.Fn] {
			acc = k.exec(b, acc, lane, tab, ctr)
		}
	}
	return acc
}

// Assembly emits the kernel as gfx803 assembly with a kernel descriptor and
// metadata: arguments tab (256 ints), out (one int per work-item), counters
// (4 ints). Registers: v0 tid, v4 acc, v5 lane, v6-v9 temporaries, v10+d
// loop counters, v16+d trip counts; s[8:9] tab, s[10:11] out, s[12:13]
// counters, s[20+2d:21+2d] saved masks of nesting depth d. Device
// functions (Kernel.Funcs) come first, with registers of their own
// (calls.go).
func (k *Kernel) Assembly() string { return k.AssemblyFor("gfx803") }

// AssemblyFor emits the kernel for a processor: gfx803, or a gfx9 one
// (gfx900, gfx902, gfx906, gfx90c) in gfx9's spellings, as hipcc writes
// them: v_add_u32 without a carry-out, global_load_dword/global_store_dword/
// global_atomic_add with an SGPR base and a 32-bit VGPR offset, and
// v_lshl_add_u32 for the element address. The registers, labels and loop
// facts are the same; Reference is the result for every target.
func (k *Kernel) AssemblyFor(target string) string {
	return k.emitFor(target).b.String()
}

func (k *Kernel) emit() *emitter { return k.emitFor("gfx803") }

func (k *Kernel) emitFor(target string) *emitter {
	e := &emitter{marked: k.SplitMark, target: target, gfx9: strings.HasPrefix(target, "gfx9"), labels: k.Labels, laneBound: isa.MaxLanes}
	e.f("\t.amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n\t.text\n", target)
	for j := range k.Funcs {
		e.function(k, j)
	}
	e.f("\t.globl\tgk\n\t.type\tgk,@function\ngk:\n")
	if k.SplitMark {
		e.i(setMark)
	}
	e.i("s_load_dwordx2 s[8:9], s[4:5], 0x0")
	e.i("s_load_dwordx2 s[10:11], s[4:5], 0x8")
	e.i("s_load_dwordx2 s[12:13], s[4:5], 0x10")
	e.i("s_mov_b32 m0, -1")
	e.i("v_and_b32_e32 v5, %d, v0", isa.MaxLanes-1)
	e.i("s_mul_i32 s14, s6, %d", k.Size)
	e.add("v4", "s14", "v0")
	e.i("s_waitcnt lgkmcnt(0)")
	for _, s := range k.Body {
		e.stmt(s, 0)
	}
	// out[gid] = acc
	e.add("v6", "s14", "v0")
	e.address("v6", "s10", "s11")
	e.access("store", "v4", "s10", "s11")
	e.i("s_endpgm")
	e.f(".Lfunc_end0:\n\t.size\tgk, .Lfunc_end0-gk\n\t.rodata\n\t.amdhsa_kernel gk\n")
	e.f("\t\t.amdhsa_group_segment_fixed_size %d\n", 4*(k.Size+1))
	e.f("\t\t.amdhsa_kernarg_size 24\n\t\t.amdhsa_user_sgpr_count 6\n\t\t.amdhsa_user_sgpr_private_segment_buffer 1\n")
	e.f("\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_system_sgpr_workgroup_id_x 1\n")
	e.f("\t\t.amdhsa_next_free_vgpr 24\n\t\t.amdhsa_next_free_sgpr 40\n\t.end_amdhsa_kernel\n")
	e.f("\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n")
	for i := 0; i < 3; i++ {
		e.f("      - .address_space: global\n        .offset: %d\n        .size: 8\n        .value_kind: global_buffer\n", 8*i)
	}
	e.f("    .group_segment_fixed_size: %d\n    .kernarg_segment_align: 8\n    .kernarg_segment_size: 24\n", 4*(k.Size+1))
	e.f("    .max_flat_workgroup_size: 1024\n    .name: gk\n    .symbol: gk.kd\n    .wavefront_size: %d\n", isa.MaxLanes)
	e.f("amdhsa.target: amdgcn-amd-amdhsa--%s\namdhsa.version: [1, 1]\n...\n\t.end_amdgpu_metadata\n", target)
	return e
}

type emitter struct {
	b      strings.Builder
	target string
	gfx9   bool // gfx9 spellings (AssemblyFor)
	label  int
	marked bool // MODE bit 21 is set here (a marked region or the kernel)
	loops  []LoopFact
	// fn is the function being emitted: 0 the kernel, j+1 device
	// function j (its labels are .LBB<fn>_n and its registers its own).
	fn int
	// labels: label the blocks that start an if's branches
	// (Kernel.Labels); laneBound is the most lanes of a wavefront the
	// enclosing branches admit; counts and lanes are the block facts
	// (BlockFacts); inRepeat: a Repeat's body is being emitted.
	labels    bool
	laneBound int
	counts    []BlockFact
	lanes     []BlockFact
	inRepeat  bool
}

// LoopFact is the exact bound of one generated loop, as a flow fact
// (docs/flow-facts.md): its header block's label and the most times the
// header executes per entry into the loop (the largest trip count plus
// the final exit test).
type LoopFact struct {
	Header string
	Max    int
}

// LoopFacts returns the bound of every loop of the kernel's assembly and
// of its device functions, in layout order (the device functions first).
func (k *Kernel) LoopFacts() []LoopFact {
	e := k.emit()
	return e.loops
}

const (
	setMark   = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1"
	clearMark = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0"
)

// region emits body inside a marked region when mark is set and no region
// is open yet.
func (e *emitter) region(mark bool, body func()) {
	if !mark || e.marked {
		body()
		return
	}
	e.i(setMark)
	e.marked = true
	body()
	e.marked = false
	e.i(clearMark)
}

func (e *emitter) f(format string, args ...any) { fmt.Fprintf(&e.b, format, args...) }
func (e *emitter) i(format string, args ...any) { e.f("\t"+format+"\n", args...) }

func (e *emitter) newLabel() string {
	e.label++
	return fmt.Sprintf(".LBB%d_%d", e.fn, e.label)
}

// add emits d = a + b (32 bits; gfx8's form writes a carry to vcc).
func (e *emitter) add(d, a, b string) {
	if e.gfx9 {
		e.i("v_add_u32_e32 %s, %s, %s", d, a, b)
		return
	}
	e.i("v_add_u32_e32 %s, vcc, %s, %s", d, a, b)
}

// address sets the registers mem addresses with for the int at element
// index idx (a VGPR) of the buffer whose address is in the SGPRs lo, hi:
// gfx8 the 64-bit address v[6:7] = base + 4*idx (FLAT); gfx9 the byte
// offset v6 = 4*idx from the SGPR base (GLOBAL).
func (e *emitter) address(idx, lo, hi string) {
	if e.gfx9 {
		e.i("v_lshl_add_u32 v6, %s, 2, 0", idx)
		return
	}
	e.i("v_lshlrev_b32_e32 v6, 2, %s", idx)
	e.i("v_mov_b32_e32 v7, %s", hi)
	e.i("v_add_u32_e32 v6, vcc, %s, v6", lo)
	e.i("v_addc_u32_e32 v7, vcc, 0, v7, vcc")
}

// access emits a load (data = the int), a store (the int = data) or an
// atomic add (the int += data) at the address set by address for the
// buffer in lo, hi.
func (e *emitter) access(kind, data, lo, hi string) {
	if e.gfx9 {
		base := fmt.Sprintf("s[%s:%s]", lo[1:], hi[1:])
		switch kind {
		case "load":
			e.i("global_load_dword %s, v6, %s", data, base)
		case "store":
			e.i("global_store_dword v6, %s, %s", data, base)
		default:
			e.i("global_atomic_add v6, %s, %s", data, base)
		}
		return
	}
	switch kind {
	case "load":
		e.i("flat_load_dword %s, v[6:7]", data)
	case "store":
		e.i("flat_store_dword v[6:7], %s", data)
	default:
		e.i("flat_atomic_add v[6:7], %s", data)
	}
}

func (e *emitter) stmt(s Stmt, d int) {
	switch s := s.(type) {
	case Op:
		switch s.Kind {
		case 0:
			e.i("v_mul_lo_u32 v4, v4, %d", s.K)
			e.add("v4", fmt.Sprint(s.C), "v4")
		case 1:
			e.i("v_mul_u32_u24_e32 v6, %d, v5", s.K)
			e.i("v_xor_b32_e32 v4, v4, v6")
		case 2:
			e.i("v_xor_b32_e32 v6, %d, v4", s.C)
			e.i("v_and_b32_e32 v6, 0xff, v6")
			e.address("v6", "s8", "s9")
			e.access("load", "v4", "s8", "s9")
			e.i("s_waitcnt vmcnt(0)")
			e.add("v4", fmt.Sprint(s.C), "v4")
		default:
			e.add("v4", "v4", "v5")
		}
	case If:
		e.region(s.Mark, func() { e.ifStmt(s, d) })
	case Loop:
		e.region(s.Mark, func() { e.loop(s, d) })
	case Exchange:
		e.i("v_lshlrev_b32_e32 v6, 2, v0")
		e.i("ds_write_b32 v6, v4")
		e.i("s_waitcnt lgkmcnt(0)")
		e.i("s_barrier")
		e.i("v_xor_b32_e32 v6, 1, v0")
		e.i("v_lshlrev_b32_e32 v6, 2, v6")
		e.i("ds_read_b32 v7, v6")
		e.i("s_waitcnt lgkmcnt(0)")
		e.add("v4", "v4", "v7")
		e.i("s_barrier")
	case Atomic:
		e.i("v_and_b32_e32 v8, 3, v5")
		e.address("v8", "s12", "s13")
		e.i("v_and_b32_e32 v9, 0xff, v4")
		e.access("atomic", "v9", "s12", "s13")
	case Call:
		e.call(s)
	case Repeat:
		e.repeat(s)
	case Iter:
		e.iter(s)
	}
}

func (e *emitter) ifStmt(s If, d int) {
	save := e.mask(d)
	switch s.Cond.Kind {
	case 0:
		e.i("v_and_b32_e32 v6, %d, v5", s.Cond.M)
		e.i("v_cmp_ne_u32_e32 vcc, 0, v6")
	case 1:
		e.i("v_and_b32_e32 v6, 1, v4")
		e.i("v_cmp_eq_u32_e32 vcc, 0, v6")
	default:
		e.i("v_cmp_gt_u32_e32 vcc, %d, v5", s.Cond.M)
	}
	els, end := e.newLabel(), e.newLabel()
	e.i("s_and_saveexec_b64 %s, vcc", save)
	e.i("s_xor_b64 %s, exec, %s", save, save)
	e.i("s_cbranch_execz %s", els)
	e.withLanes(condLanes(s.Cond, true), func() {
		e.branchLabel(len(s.Then), e.laneBound)
		for _, b := range s.Then {
			e.stmt(b, d+1)
		}
	})
	e.f("%s:\n", els)
	e.i("s_or_saveexec_b64 %s, %s", save, save)
	e.i("s_xor_b64 exec, exec, %s", save)
	e.i("s_cbranch_execz %s", end)
	e.withLanes(condLanes(s.Cond, false), func() {
		e.branchLabel(len(s.Else), e.laneBound)
		for _, b := range s.Else {
			e.stmt(b, d+1)
		}
	})
	e.f("%s:\n", end)
	e.i("s_or_b64 exec, exec, %s", save)
}

func (e *emitter) loop(s Loop, d int) {
	save, cnt, trip := e.mask(d), e.cnt(d), e.trip(d)
	head, exit := e.newLabel(), e.newLabel()
	e.loops = append(e.loops, LoopFact{Header: head, Max: int(s.M) + int(s.K) + 1})
	e.i("v_and_b32_e32 %s, %d, v5", trip, s.M)
	e.add(trip, fmt.Sprint(s.K), trip)
	e.i("v_mov_b32_e32 %s, 0", cnt)
	e.i("s_mov_b64 %s, 0", save)
	e.f("%s:\n", head)
	e.i("v_cmp_ge_u32_e32 vcc, %s, %s", cnt, trip)
	e.i("s_or_b64 %s, vcc, %s", save, save)
	e.i("s_andn2_b64 exec, exec, %s", save)
	e.i("s_cbranch_execz %s", exit)
	for _, b := range s.Body {
		e.stmt(b, d+1)
	}
	e.add(cnt, "1", cnt)
	e.i("s_branch %s", head)
	e.f("%s:\n", exit)
	e.i("s_or_b64 exec, exec, %s", save)
}
