package sim

import (
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// TestFusedScalar: every fused scalar opcode, on random SGPRs, SGPR
// pairs, special registers and constants (inline and literal, negative
// ones too), SCC and EXEC, leaves a wave's scalar registers and SCC as
// the executor its builder makes; a source the fused executors do not
// read (SCC, EXECZ) keeps that executor.
func TestFusedScalar(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 37))
	p := &Program{Target: isa.For(asm.DefaultArch)}
	var names []string
	for n := range fusedScalar {
		names = append(names, n)
	}
	sort.Strings(names)
	parse := func(text string) asm.Operand {
		o, err := asm.ParseOperand(text)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	fused := 0
	for _, n := range names {
		op := fusedScalar[n]
		nsrc := 2
		switch n {
		case "s_mov_b32", "s_mov_b64", "s_and_saveexec_b64", "s_or_saveexec_b64", "s_xor_saveexec_b64", "s_andn2_saveexec_b64", "s_orn2_saveexec_b64":
			nsrc = 1
		}
		reg := func() string {
			if op.wide {
				return []string{"s[2:3]", "s[4:5]", "s[10:11]", "vcc", "exec", "s[6:7]"}[r.IntN(6)]
			}
			return []string{"s2", "s3", "s5", "s11", "vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi"}[r.IntN(9)]
		}
		for i := 0; i < 300; i++ {
			var ops []asm.Operand
			if !op.noDst {
				ops = append(ops, parse(reg()))
			}
			for k := 0; k < nsrc; k++ {
				switch r.IntN(6) {
				case 0:
					ops = append(ops, parse([]string{"0", "1", "-1", "-16", "64", "63", "31"}[r.IntN(7)]))
				case 1:
					ops = append(ops, parse([]string{"0x12345678", "0xfffffff0", "0x80000000", "1000", "-1000"}[r.IntN(5)]))
				case 2:
					if r.IntN(4) == 0 {
						ops = append(ops, parse([]string{"scc", "execz"}[r.IntN(2)]))
						continue
					}
					fallthrough
				default:
					ops = append(ops, parse(reg()))
				}
			}
			in := &Inst{Instruction: &asm.Instruction{Op: n, Mnemonic: n, Enc: asm.EncSOP2, Operands: ops}}
			ref := &Inst{Instruction: in.Instruction}
			errF, errR := table[n](p, in), unfusedScalar[n](p, ref)
			if (errF == nil) != (errR == nil) {
				t.Fatalf("%s %v: errors %v and %v", n, ops, errF, errR)
			}
			if errF != nil {
				continue
			}
			if reflect.ValueOf(in.exec).Pointer() != reflect.ValueOf(ref.exec).Pointer() {
				fused++
			}
			w := &Wave{m: &Machine{}}
			for k := range w.S {
				w.S[k] = r.Uint32()
				if r.IntN(4) == 0 {
					w.S[k] &= 3
				}
			}
			w.SCC = r.IntN(2) == 0
			u := *w
			if err := in.exec(w, in); err != nil {
				t.Fatal(err)
			}
			if err := ref.exec(&u, ref); err != nil {
				t.Fatal(err)
			}
			if w.S != u.S || w.SCC != u.SCC {
				t.Fatalf("%s %v: fused gives %v SCC %v, want %v SCC %v", n, ops, w.S, w.SCC, u.S, u.SCC)
			}
		}
	}
	if fused < 200*len(names) {
		t.Errorf("only %d of %d instructions ran fused", fused, 300*len(names))
	}
}
