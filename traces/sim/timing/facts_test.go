package timing

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/traces/sim"
)

// counterExceptions lists where the simulator's counters knowingly differ
// from the counters of the class's memory kind (isa.Mem.Counters, which the
// static model charges): class -> counters the simulator does not
// increment. In both cases the static model waits for more, so its bound
// still covers the simulator.
var counterExceptions = map[string][]isa.Counter{
	// FLAT may address LDS and so counts on lgkmcnt too [ISA3]; the
	// simulator's FLAT accesses are global memory only: vmcnt.
	"flat_load": {isa.LGKMCnt}, "flat_load_wide": {isa.LGKMCnt},
	"flat_store": {isa.LGKMCnt}, "flat_atomic": {isa.LGKMCnt},
	// s_dcache_inv/wb: the simulator has no scalar cache and issues them
	// without a unit or counter.
	"smem_cache": {isa.LGKMCnt},
}

// TestDecodeFollowsISA: every mnemonic of every example is decoded with its
// cfg/isa class's unit, issue time (ClassIssue), special kind and
// counters. (traces/sim's TestSupportedOpsAgreeWithISA checks every opcode
// the simulator executes against the table's units.)
func TestDecodeFollowsISA(t *testing.T) {
	c := Default()
	var bad []string
	seen := map[string]bool{}
	check := func(where string, p *sim.Program) {
		for i, tin := range decode(&c, p) {
			in := p.Instrs[i]
			key := fmt.Sprint(in.Mnemonic, in.Operands)
			if seen[key] {
				continue
			}
			seen[key] = true
			k, r := isa.Lookup(in.Op)
			if k == nil || r.Fallback {
				bad = append(bad, fmt.Sprintf("%s %s: no explicit class in isa.yaml", where, in.Mnemonic))
				continue
			}
			imm := int64(0)
			if len(in.Operands) > 0 && in.Operands[0].Kind == asm.OpInt {
				imm = in.Operands[0].Int
			}
			sp := map[isa.Special]uint8{isa.SpecialWaitcnt: spWaitcnt, isa.SpecialNop: spNop, isa.SpecialSleep: spSleep,
				isa.SpecialBarrier: spBarrier, isa.SpecialEnd: spEnd}[k.Special]
			if tin.u != units[k.Unit] || tin.sp != sp || k.Special != isa.SpecialNop && k.Special != isa.SpecialSleep && tin.issue != ClassIssue(&c, k, imm) {
				bad = append(bad, fmt.Sprintf("%s %s: decoded unit %s sp %d issue %d; class %s (%s %s)", where, in.Mnemonic,
					unitNames[tin.u], tin.sp, tin.issue, k.Name, k.Unit, k.Special))
			}
			want := map[isa.Counter]bool{}
			for _, ctr := range k.Mem.Counters() {
				want[ctr] = true
			}
			for _, ctr := range counterExceptions[k.Name] {
				delete(want, ctr)
			}
			got := map[isa.Counter]bool{isa.VMCnt: tin.vm, isa.LGKMCnt: tin.lgkm, isa.ExpCnt: tin.exp}
			for ctr := isa.VMCnt; ctr < isa.NumCounters; ctr++ {
				if got[ctr] != want[ctr] {
					bad = append(bad, fmt.Sprintf("%s %s: %s %v in the simulator, %v for class %s", where, in.Mnemonic, ctr, got[ctr], want[ctr], k.Name))
				}
			}
		}
	}
	for _, name := range examples.Names() {
		src, err := examples.Assembly(name)
		if err != nil {
			t.Fatal(err)
		}
		// An internal test cannot use splitmodel/kernel (it imports this
		// package): parse and decode directly.
		f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		fn, err := f.SelectKernel("")
		if err != nil {
			t.Fatal(err)
		}
		p, err := sim.Load(fn, f.Arch)
		if err != nil {
			t.Fatal(err)
		}
		check(name, p)
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("the simulator's decode disagrees with cfg/isa:\n  %s", strings.Join(bad, "\n  "))
	}
}
