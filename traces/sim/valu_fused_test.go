package sim

import (
	"math/rand/v2"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// TestFusedExecutors: every fused opcode in its VOP3 form (random VGPR,
// SGPR and constant sources in either place) and in its SDWA form (random
// selects on VGPR sources, with and without sign extension) leaves a
// wave's registers as the general executor (valuInst.exec) does, through
// in.exec; every fused executor runs at least 20 times.
func TestFusedExecutors(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 29))
	p := &Program{Target: isa.For(asm.DefaultArch)}
	runs := map[string]int{}
	reg := func(f asm.RegFile, lo, hi int) asm.Operand {
		return asm.Operand{Kind: asm.OpReg, File: f, Lo: lo, Hi: hi, Text: "r"}
	}
	vcc, err := asm.ParseOperand("vcc")
	if err != nil {
		t.Fatal(err)
	}
	sels := []string{"DWORD", "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1"}
	for _, n := range vopNames() {
		op := vops[n]
		if op.fused == fuseNone {
			continue
		}
		for i := 0; i < 600; i++ {
			var in *Inst
			if op.fused >= fuseShl64 {
				// VOP3 only: a VGPR pair destination, a 32-bit amount, a
				// VGPR pair value (overlapping the destination or not).
				d, x := 1+r.IntN(4), 1+r.IntN(4)
				amount := []asm.Operand{reg(asm.VGPR, 3, 3), reg(asm.VGPR, d, d), reg(asm.SGPR, 2, 2),
					{Kind: asm.OpInt, Int: int64(r.IntN(80) - 8), Text: "c"}}[r.IntN(4)]
				ops := []asm.Operand{reg(asm.VGPR, d, d+1), amount, reg(asm.VGPR, x, x+1)}
				in = &Inst{Instruction: &asm.Instruction{Op: n, Mnemonic: n + "_e64", Enc: asm.EncVOP3, Operands: ops}}
			} else if i%2 == 0 || op.cin && op.nsrc != 2 {
				in = randomVOP3(r, n, op)
			} else {
				// SDWA: dst, [vcc,] VGPR sources, [vcc]; selects on the sources.
				var ops []asm.Operand
				if op.dt != tNone {
					ops = append(ops, reg(asm.VGPR, 1+r.IntN(2)*4, 0))
					ops[0].Hi = ops[0].Lo
				}
				if op.cout {
					ops = append(ops, vcc)
				}
				for k := 0; k < op.nsrc; k++ {
					v := 1 + r.IntN(4)
					o := reg(asm.VGPR, v, v)
					o.Sext = r.IntN(8) == 0
					ops = append(ops, o)
				}
				if op.cin {
					ops = append(ops, vcc)
				}
				in = &Inst{Instruction: &asm.Instruction{Op: n, Mnemonic: n + "_sdwa", Enc: asm.EncVOP2, Operands: ops}}
				in.Modifiers = []asm.Modifier{{Name: "dst_sel", Value: "DWORD"}, {Name: "dst_unused", Value: "UNUSED_PAD"},
					{Name: "src0_sel", Value: sels[r.IntN(len(sels))]}, {Name: "src1_sel", Value: sels[r.IntN(len(sels))]}}
				if op.nsrc < 2 {
					in.Modifiers = in.Modifiers[:3]
				}
			}
			if err := table[n](p, in); err != nil {
				t.Fatalf("%s %v: %v", n, in.Operands, err)
			}
			m := &Machine{}
			w := &Wave{m: m, V: make([][isa.MaxLanes]uint32, 8)}
			for k := range w.V {
				for l := range w.V[k] {
					w.V[k][l] = r.Uint32()
					if r.IntN(3) == 0 { // small values: shifts, compares' equal cases
						w.V[k][l] &= 63
					}
				}
			}
			for k := range w.S {
				w.S[k] = r.Uint32()
			}
			w.Split = r.Uint64() | r.Uint64()
			if r.IntN(4) == 0 {
				w.Split = allLanes
				w.setExec(allLanes)
			}
			u := *w
			u.V = append([][isa.MaxLanes]uint32(nil), w.V...)
			if err := in.valu.exec(&u, in); err != nil {
				t.Fatal(err)
			}
			if err := in.exec(w, in); err != nil {
				t.Fatal(err)
			}
			name := runtime.FuncForPC(reflect.ValueOf(in.exec).Pointer()).Name()
			runs[name[strings.LastIndex(name, ".")+1:]]++
			for k := range w.V {
				if w.V[k] != u.V[k] {
					t.Fatalf("%s %v %v (%s): v%d differs: %x, want %x", n, in.Operands, in.Modifiers, name, k, w.V[k], u.V[k])
				}
			}
			if w.S != u.S || w.SCC != u.SCC {
				t.Fatalf("%s %v %v (%s): scalar registers differ", n, in.Operands, in.Modifiers, name)
			}
		}
	}
	for _, f := range append(append([]execFn{execMovV, execMovX, execSel}, fusedVV[fuseAdd:]...), fusedXV[fuseAdd:]...) {
		name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
		name = name[strings.LastIndex(name, ".")+1:]
		if runs[name] < 20 {
			t.Errorf("%s ran %d times", name, runs[name])
		}
	}
	t.Logf("executors: %v", runs)
}
