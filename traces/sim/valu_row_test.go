package sim

import (
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// TestRowFunctions: every opcode's row function gives, on random rows,
// scalar or vector sources (row masks 0 and lastLane), carry-ins and lane
// masks, what its lane function gives lane by lane; it leaves the
// inactive lanes' results alone, and a destination that is also a source
// row reads each lane before writing it.
func TestRowFunctions(t *testing.T) {
	names := vopNames()
	r := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for _, n := range names {
		op := vops[n]
		if op.row == nil {
			continue
		}
		checked++
		for i := 0; i < 60; i++ {
			checkRow(t, n, op, r, i)
		}
	}
	t.Logf("%d of %d opcodes have a row function", checked, len(names))
	if checked < 100 {
		t.Errorf("only %d opcodes have a row function", checked)
	}
}

func checkRow(t *testing.T, n string, op *vop, r *rand.Rand, i int) {
	t.Helper()
	var a, b, c, d [isa.MaxLanes]uint32
	for l := range isa.MaxLanes {
		a[l], b[l], c[l], d[l] = r.Uint32(), r.Uint32(), r.Uint32(), r.Uint32()
		if r.IntN(3) == 0 { // small values: shifts, compares' equal cases
			a[l], b[l] = a[l]&63, b[l]&63
		}
	}
	if i%5 == 0 {
		b = a
	}
	masks := [3]int{lastLane, lastLane, lastLane}
	for k := range masks {
		if r.IntN(3) == 0 {
			masks[k] = 0
		}
	}
	cin, act := r.Uint64(), r.Uint64()
	if !op.cin && !op.vccIn {
		cin = 0 // what execRow passes
	}
	switch i % 3 {
	case 0:
		act = ^uint64(0)
	case 1:
		act &= r.Uint64()
	}
	want := d
	var wout uint64
	for l := range isa.MaxLanes {
		if act>>l&1 == 0 {
			continue
		}
		x, co := op.fn(uint64(a[l&masks[0]]), uint64(b[l&masks[1]]), uint64(c[l&masks[2]]), cin>>l&1 != 0, l)
		want[l] = uint32(x)
		if co {
			wout |= 1 << l
		}
	}
	var dp *[isa.MaxLanes]uint32
	switch {
	case op.dt == tNone:
		want = d
	case i%7 == 3 && masks[0] == lastLane: // the destination is source a's row
		d = a
		for l := range isa.MaxLanes {
			if act>>l&1 == 0 {
				want[l] = a[l]
			}
		}
		dp = &a
	default:
		dp = &d
	}
	out := op.row(dp, &a, &b, &c, masks[0], masks[1], masks[2], cin, act)
	got := d
	if dp == &a {
		got = a
	}
	if got != want || out != wout {
		t.Fatalf("%s (row masks %v, act %#x): row gives %x, mask %#x; lane by lane %x, %#x", n, masks, act, got, out, want, wout)
	}
}

// TestExecRowMatchesExec: a VOP3 instruction of every opcode with a row
// function, on random vector, scalar and constant sources (abs/neg on
// float ones, clamp), EXEC, split masks and denormal modes, leaves a wave's
// registers as the general executor (valuInst.exec) leaves them, through
// execRow and through the instruction's executor (execInt and its
// shapes for the integer ones: each runs at least 20).
func TestExecRowMatchesExec(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 17))
	p := &Program{Target: isa.For(asm.DefaultArch)}
	viaRow, viaInt := 0, 0
	execs := map[uintptr]int{} // integer instructions by executor
	for _, n := range vopNames() {
		if vops[n].row == nil {
			continue
		}
		for i := 0; i < 20; i++ {
			in := randomVOP3(r, n, vops[n])
			if err := table[n](p, in); err != nil {
				t.Fatalf("%s: %v", n, err)
			}
			if in.valu == nil || !in.valu.rowReady() {
				if in.valu != nil && in.valu.row != nil && in.valu.dpp == nil && in.valu.d.n <= 1 {
					t.Fatalf("%s (%v): has a row function, not run through it", n, in.Operands)
				}
				continue
			}
			viaRow++
			m := &Machine{}
			w := &Wave{m: m, V: make([][isa.MaxLanes]uint32, 8)}
			for k := range w.V {
				for l := range w.V[k] {
					w.V[k][l] = r.Uint32()
				}
			}
			for k := range w.S {
				w.S[k] = r.Uint32()
			}
			w.Split = r.Uint64() | r.Uint64()
			w.setMode(uint32(r.IntN(4)) << 4)
			u := *w
			u.V = append([][isa.MaxLanes]uint32(nil), w.V...)
			x := *w // through in.exec: execInt where intReady
			x.V = append([][isa.MaxLanes]uint32(nil), w.V...)
			if err := execRow(w, in); err != nil {
				t.Fatal(err)
			}
			if err := in.valu.exec(&u, in); err != nil {
				t.Fatal(err)
			}
			if err := in.exec(&x, in); err != nil {
				t.Fatal(err)
			}
			if in.valu.intReady() {
				viaInt++
				execs[reflect.ValueOf(in.exec).Pointer()]++
			}
			for k := range w.V {
				if w.V[k] != u.V[k] || x.V[k] != u.V[k] {
					t.Fatalf("%s (%v): v%d differs: row %x, in.exec %x, exec %x", n, in.Operands, k, w.V[k], x.V[k], u.V[k])
				}
			}
			if w.S != u.S || w.SCC != u.SCC || x.S != u.S || x.SCC != u.SCC {
				t.Fatalf("%s (%v): scalar registers differ", n, in.Operands)
			}
		}
	}
	if viaRow < 1000 || viaInt < 300 {
		t.Errorf("only %d instructions ran through execRow, %d through execInt", viaRow, viaInt)
	}
	for name, f := range map[string]func(*Wave, *Inst) error{"execInt": execInt, "execInt1": execInt1, "execInt2": execInt2, "execCmp2": execCmp2} {
		if n := execs[reflect.ValueOf(f).Pointer()]; n < 20 {
			t.Errorf("only %d integer instructions ran through %s", n, name)
		}
	}
}

// vopNames is the opcodes of vops, sorted.
func vopNames() []string {
	names := make([]string, 0, len(vops))
	for n := range vops {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// randomVOP3 is opcode n (semantics op) in its VOP3 form with random
// source kinds: v1..v4, s2, an integer or a float constant; a float
// source may carry abs/neg, the instruction clamp. The destination is v1 or v5; a mask result
// goes to s[10:11], a mask input comes from s[12:13].
func randomVOP3(r *rand.Rand, n string, op *vop) *Inst {
	reg := func(f asm.RegFile, lo, hi int) asm.Operand {
		return asm.Operand{Kind: asm.OpReg, File: f, Lo: lo, Hi: hi, Text: "r"}
	}
	var ops []asm.Operand
	if op.dt != tNone {
		d := 5
		if r.IntN(2) == 0 {
			d = 1
		}
		ops = append(ops, reg(asm.VGPR, d, d))
	}
	if op.cout {
		ops = append(ops, reg(asm.SGPR, 10, 11))
	}
	nsrc := op.nsrc
	if op.mac {
		nsrc = 2
	}
	for k := 0; k < nsrc; k++ {
		var o asm.Operand
		switch r.IntN(4) {
		case 0:
			o = reg(asm.SGPR, 2, 2)
		case 1:
			o = asm.Operand{Kind: asm.OpInt, Int: int64(r.IntN(129) - 16), Text: "c"}
		case 2:
			var err error
			if o, err = asm.ParseOperand("0.5"); err != nil {
				panic(err)
			}
		default:
			v := 1 + r.IntN(4)
			o = reg(asm.VGPR, v, v)
		}
		if op.src[k].float() && o.Kind == asm.OpReg {
			o.Neg, o.Abs = r.IntN(3) == 0, r.IntN(3) == 0
		}
		ops = append(ops, o)
	}
	if op.cin {
		ops = append(ops, reg(asm.SGPR, 12, 13))
	}
	in := &Inst{Instruction: &asm.Instruction{Op: n, Mnemonic: n + "_e64", Enc: asm.EncVOP3, Operands: ops}}
	if (op.sat != nil || op.dt.float()) && r.IntN(4) == 0 {
		in.Modifiers = []asm.Modifier{{Name: "clamp"}}
	}
	return in
}
