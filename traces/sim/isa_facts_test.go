package sim

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// simUnit maps the functional core's unit label (Inst.Class, set by each
// opcode's builder) to the unit and special kind of cfg/isa.
var simUnit = map[string]struct {
	u  isa.Unit
	sp isa.Special
}{
	"valu": {isa.UnitVALU, isa.SpecialNone}, "salu": {isa.UnitSALU, isa.SpecialNone},
	"branch": {isa.UnitBranch, isa.SpecialNone}, "smem": {isa.UnitSMEM, isa.SpecialNone},
	"vmem": {isa.UnitVMEM, isa.SpecialNone}, "lds": {isa.UnitLDS, isa.SpecialNone},
	"waitcnt": {isa.UnitSpecial, isa.SpecialWaitcnt}, "barrier": {isa.UnitSpecial, isa.SpecialBarrier},
	"end": {isa.UnitSpecial, isa.SpecialEnd},
	// "nop": s_nop, s_sleep and the unit-less program-control ops
}

// builderClass runs an opcode's builder on a bare instruction and returns
// the unit label it sets (builders label before they check operands).
func builderClass(op string) (class string) {
	in := &Inst{Instruction: &asm.Instruction{Op: op, Mnemonic: op}, target: -1}
	p := &Program{Labels: map[string]int{}}
	defer func() { recover(); class = in.Class }()
	_ = table[op](p, in)
	return in.Class
}

// TestSupportedOpsAgreeWithISA: every mnemonic a simulated generation
// runs (its reference list's and the table's plain entries, through the
// entry its record names) has an explicit (non-fallback) class in cfg/isa
// whose unit and special kind are the ones the functional core labels
// the entry with.
func TestSupportedOpsAgreeWithISA(t *testing.T) {
	var bad []string
	for _, tg := range isa.Targets() {
		if !tg.Simulated {
			continue
		}
		for _, op := range simulatedMnemonics(t, tg) {
			rec := tg.Inst(op)
			k, r := rec.Class, rec.Rule
			if k == nil || r.Fallback {
				bad = append(bad, tg.Name+" "+op+": no explicit class in isa.yaml")
				continue
			}
			label := builderClass(rec.Sem)
			var ok bool
			switch label {
			case "nop":
				ok = k.Unit == isa.UnitSpecial && (k.Special == isa.SpecialNone || k.Special == isa.SpecialNop || k.Special == isa.SpecialSleep)
			case "":
				bad = append(bad, tg.Name+" "+op+": builder sets no unit label")
				continue
			default:
				want, known := simUnit[label]
				ok = known && want.u == k.Unit && want.sp == k.Special
			}
			if !ok {
				bad = append(bad, tg.Name+" "+op+": simulator "+label+", isa class "+k.Name+" ("+k.Unit.String()+" "+k.Special.String()+")")
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d opcode(s) disagree with cfg/isa:\n  %s", len(bad), strings.Join(bad, "\n  "))
	}
}

// simulatedMnemonics are the mnemonics tg's code may run, sorted: those of
// its reference list the table has an entry for, and the table's plain
// entries (an entry of a changed meaning, "v_mad_u16.opsel", is no
// mnemonic).
func simulatedMnemonics(t *testing.T, tg *isa.Target) []string {
	refs, err := isa.References()
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, r := range refs[tg.Name].Ops {
		if _, ok := table[tg.Inst(r.Name).Sem]; ok {
			set[r.Name] = true
		}
	}
	for _, op := range Supported() {
		set[op] = true
	}
	ops := make([]string, 0, len(set))
	for op := range set {
		ops = append(ops, op)
	}
	sort.Strings(ops)
	return ops
}

// TestRecordsAgreeWithSemantics: the carry-out and reads-destination
// facts of each simulated generation's records (cfg/isa) are what the
// simulator's vector ALU entries execute: an entry that writes a lane
// mask besides its result (vop.cout with a result type) has a carry-out,
// one whose destination is also a source (vop.mac) reads its
// destination, and the other way round. The records checked are the
// generation's mnemonics (its reference list) and every plain entry's
// name, through the entry the record names (gfx9's v_add_u32 runs
// v_add_nc_u32, which writes no carry).
func TestRecordsAgreeWithSemantics(t *testing.T) {
	var bad []string
	for _, tg := range isa.Targets() {
		if !tg.Simulated {
			continue
		}
		ops := simulatedMnemonics(t, tg)
		for _, op := range ops {
			rec := tg.Inst(op)
			v := vops[rec.Sem]
			if v == nil {
				continue
			}
			if cout := v.cout && v.dt != tNone; cout != rec.CarryOut {
				bad = append(bad, fmt.Sprintf("%s %s (entry %s): carry-out %v in the simulator, %v in the record", tg.Name, op, rec.Sem, cout, rec.CarryOut))
			}
			if v.mac != rec.ReadsDst {
				bad = append(bad, fmt.Sprintf("%s %s (entry %s): reads its destination %v in the simulator, %v in the record", tg.Name, op, rec.Sem, v.mac, rec.ReadsDst))
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d VALU records disagree with the simulator's entries:\n  %s", len(bad), strings.Join(bad, "\n  "))
	}
}
