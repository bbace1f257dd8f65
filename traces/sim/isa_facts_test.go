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

// TestSupportedOpsAgreeWithISA: every opcode the simulator executes has an
// explicit (non-fallback) class in cfg/isa whose unit and special
// kind are the ones the functional core labels it with.
func TestSupportedOpsAgreeWithISA(t *testing.T) {
	var bad []string
	for _, op := range Supported() {
		k, r := isa.Lookup(op)
		if k == nil || r.Fallback {
			bad = append(bad, op+": no explicit class in isa.yaml")
			continue
		}
		label := builderClass(op)
		var ok bool
		switch label {
		case "nop":
			ok = k.Unit == isa.UnitSpecial && (k.Special == isa.SpecialNone || k.Special == isa.SpecialNop || k.Special == isa.SpecialSleep)
		case "":
			bad = append(bad, op+": builder sets no unit label")
			continue
		default:
			want, known := simUnit[label]
			ok = known && want.u == k.Unit && want.sp == k.Special
		}
		if !ok {
			bad = append(bad, op+": simulator "+label+", isa class "+k.Name+" ("+k.Unit.String()+" "+k.Special.String()+")")
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d opcode(s) disagree with cfg/isa:\n  %s", len(bad), strings.Join(bad, "\n  "))
	}
}

// TestRecordsAgreeWithSemantics: the carry-out and reads-destination
// facts of the gfx8 records (cfg/isa) are what the simulator's vector ALU
// entries execute: an entry that writes a lane mask besides its result
// (vop.cout with a result type) has a carry-out, one whose destination is
// also a source (vop.mac) reads its destination, and the other way round.
func TestRecordsAgreeWithSemantics(t *testing.T) {
	var bad []string
	for op, v := range vops {
		rec := isa.GFX8.Inst(op)
		if cout := v.cout && v.dt != tNone; cout != rec.CarryOut {
			bad = append(bad, fmt.Sprintf("%s: carry-out %v in the simulator, %v in the record", op, cout, rec.CarryOut))
		}
		if v.mac != rec.ReadsDst {
			bad = append(bad, fmt.Sprintf("%s: reads its destination %v in the simulator, %v in the record", op, v.mac, rec.ReadsDst))
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d VALU entries disagree with their gfx8 records:\n  %s", len(bad), strings.Join(bad, "\n  "))
	}
}
