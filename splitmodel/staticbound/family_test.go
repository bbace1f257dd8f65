package staticbound

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/splitwcet/splitwcet/ipet"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestFamilyDemand: a family's demand by role, computed by hand.
func TestFamilyDemand(t *testing.T) {
	st := splitTerms{fam: []Demand{{Issue: 100}, {Issue: 60}, {Issue: 40}}}
	issue := func(d *Demand) int64 { return d.Issue }
	// Three members: at most 3 x 100, and the roles' sum 200; a member's
	// siblings at most 2 x 100 and 200 - 40.
	if all, sib := st.famDemand(3, 100, issue); all != 200 || sib != 160 {
		t.Errorf("by role: all %d, siblings %d; want 200, 160", all, sib)
	}
	// Without roles: M times one wavefront's.
	if all, sib := (splitTerms{}).famDemand(3, 100, issue); all != 300 || sib != 200 {
		t.Errorf("without roles: all %d, siblings %d; want 300, 200", all, sib)
	}
}

// TestLDSFamily: per address, dword and half at most min(32, M x the
// half's bound) passes for M members together, plus one per member.
func TestLDSFamily(t *testing.T) {
	for _, c := range []struct {
		b            ldsBound
		mm           int64
		one, members int64
	}{
		{ldsBound{n: 1, half: 4}, 5, 8, 40},       // 5 x 8 below 2 x 20 + 5
		{ldsBound{n: 1, half: 16}, 5, 32, 69},     // 2 x 32 + 5 below 5 x 32
		{ldsBound{n: 2, half: 32}, 3, 128, 131},   // ds_read2: 2 x 2 x 32 + 3
		{ldsBound{n: 1}, 4, 2, 8},                 // a permute: 2 per member
		{ldsBound{nop: true}, 4, 1, 4},            // ds_nop
		{ldsBound{n: 1, half: 1}, 64, 2, 64 + 64}, // 64 one-lane members: 2 x 32 + 64
	} {
		if got := c.b.passes(); got != c.one {
			t.Errorf("%+v: %d passes, want %d", c.b, got, c.one)
		}
		if got := c.b.family(c.mm); got != c.members {
			t.Errorf("%+v x %d members: %d passes, want %d", c.b, c.mm, got, c.members)
		}
	}
}

// TestExtraPhases: another workgroup's extra phases go to its heaviest
// segments first, each as often as it can be a phase, at most per of our
// boundaries in one of its phases (hotspot's segments: 1704 once, 728 and
// 724 twice, 216 once; 5 boundaries, 4 SIMDs: 3 in the heaviest phase, 2
// in the next).
func TestExtraPhases(t *testing.T) {
	p := &PhaseModel{PhaseIssue: 1704, Segments: []Segment{{1704, 1}, {728, 2}, {724, 2}, {216, 1}}}
	if got := p.extraPhases(5, 3); got != 3*1704+2*728 {
		t.Errorf("got %d, want %d", got, 3*1704+2*728)
	}
	if got := p.extraPhases(0, 3); got != 0 {
		t.Errorf("no boundary: got %d", got)
	}
	// Every segment full: 1704 x 1 + 728 x 2 + 724 x 2 + 216 x 1 (per 1).
	if got := p.extraPhases(100, 1); got != 1704+2*728+2*724+216 {
		t.Errorf("all segments: got %d", got)
	}
	// Without segments: every extra phase at the heaviest.
	q := &PhaseModel{PhaseIssue: 500}
	if got := q.extraPhases(4, 3); got != 2000 {
		t.Errorf("no segments: got %d, want 2000", got)
	}
}

// TestLayers: another workgroup's members by role (hotspot at S = 4: roles
// 2856, 2656 and three of 1632 cycles of issue; 4 families on our 4
// SIMDs; one layer's phase bound 2856 + 3 x 1704 + 2 x 728 = 9424): the
// first two layers at the phase bound, the others at their whole work,
// 9424 + 9424 + 3 x 4 x 1632 = 38432, where 5 layers at the phase bound
// are 47120 and the families' whole work 4 x 10408 = 41632.
func TestLayers(t *testing.T) {
	roles := []int64{2856, 2656, 1632, 1632, 1632}
	if got := layers(roles, 5, 4, 9424); got != 38432 {
		t.Errorf("by role: got %d, want 38432", got)
	}
	if got := layers(nil, 5, 4, 9424); got != 47120 {
		t.Errorf("no roles: got %d, want 47120", got)
	}
	// Never above mm layers at the phase bound.
	if got := layers([]int64{9000, 9000}, 2, 4, 100); got != 200 {
		t.Errorf("capped: got %d, want 200", got)
	}
	st := splitTerms{fam: []Demand{{Issue: 100}, {Issue: 60}, {Issue: 140}}}
	if got := st.memberIssue(3, 120); !slices.Equal(got, []int64{100, 60, 120}) {
		t.Errorf("memberIssue = %v, want [100 60 120]", got)
	}
	if got := (splitTerms{fam: []Demand{{Issue: 50}}}).memberIssue(3, 120); !slices.Equal(got, []int64{50, 120, 120}) {
		t.Errorf("memberIssue with one role for 3 members = %v, want [50 120 120]", got)
	}
	if got := (splitTerms{}).memberIssue(2, 120); !slices.Equal(got, []int64{120, 120}) {
		t.Errorf("memberIssue without roles = %v, want [120 120]", got)
	}
}

// TestRoleDemandsExamples: on every split example each role's demand is
// at most the whole path's, and a family's is below M times it on at
// least one of them (the point of charging by role).
func TestRoleDemandsExamples(t *testing.T) {
	below := 0
	for _, name := range []string{"synthetic_split", "ifelse_split", "globals_split", "halo_split"} {
		k, err := kernel.Example(name, kernel.Config{})
		if err != nil {
			t.Fatal(err)
		}
		m, err := PrepareKernel(k, k.Workload.Sets)
		if err != nil {
			t.Fatal(err)
		}
		for _, S := range []int{1, 2, 4} {
			st, err := m.split(S)
			if err != nil {
				t.Fatal(err)
			}
			if len(st.fam) == 0 || len(st.fam) > st.members {
				t.Fatalf("%s S=%d: %d role demands for %d members", name, S, len(st.fam), st.members)
			}
			for j, d := range st.fam {
				if d.Issue > m.Demand.Issue || d.MemIssue > m.Demand.MemIssue || d.VMEM > m.Demand.VMEM || d.SMEM > m.Demand.SMEM {
					t.Errorf("%s S=%d role %d: %+v above the path's %+v", name, S, j, d, m.Demand)
				}
			}
			if all, _ := st.famDemand(int64(st.members), m.Demand.Issue, func(d *Demand) int64 { return d.Issue }); all < int64(st.members)*m.Demand.Issue {
				below++
			}
		}
	}
	if below == 0 {
		t.Error("no family's issue demand below M x the path's")
	}
}

// TestDAGDemands: on a kernel without loops the longest path in the DAG
// is the IPET's optimum, for every role variant and demand.
func TestDAGDemands(t *testing.T) {
	k, err := kernel.Example("synthetic_split", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := PrepareKernel(k, k.Workload.Sets)
	if err != nil {
		t.Fatal(err)
	}
	ra, err := roles.Analyze(m.IPG, 4, roles.AllExecutions)
	if err != nil {
		t.Fatal(err)
	}
	ws := [][]int64{m.demandW[&m.Demand.Issue], m.demandW[&m.Demand.VMEM], m.weights}
	checked := 0
	for _, r := range ra.Roles {
		for _, v := range r.Variants {
			dag, ok := m.dagDemands(ws, v.Removed, v.StartIPT(m.IPG))
			if !ok {
				t.Fatalf("role %d: no DAG path", r.J)
			}
			for i, w := range ws {
				res, err := ipet.Solve(&ipet.Problem{IPG: m.IPG, Weights: w, Removed: v.Removed, Start: v.StartIPT(m.IPG)})
				if err != nil {
					t.Fatal(err)
				}
				if dag[i] != res.Bound {
					t.Errorf("role %d from %s, weights %d: DAG %d, IPET %d", r.J, v.StartIPT(m.IPG), i, dag[i], res.Bound)
				}
				checked++
			}
		}
	}
	if checked < 15 {
		t.Errorf("only %d comparisons", checked)
	}
}

// TestFamilyFLAT: a family's FLAT service by hand, and against a brute
// force of the vector memory unit's count (distinct lines of each
// member's active lanes, timing/vmem.go service) over random addresses at
// the known alignment and random partitions of the 64 lanes.
func TestFamilyFLAT(t *testing.T) {
	hw := timing.Default()
	hw.VMemAddressCycles, hw.VMemLineBytes, hw.VMemBytesPerCycle = 4, 64, 64
	const unbounded = int64(1) << 40 // no service bound per member
	// synthetic_split's table loads: a member's window of 17 lines (svc
	// 17) caps each member: p members above A give at most min(p x 13,
	// 64 - 4p), largest at p = 4 (48): 5 x 4 + 48 = 68, where 80 without.
	if got := familyFLAT(&hw, 5, 64, 17); got != 68 {
		t.Errorf("5 members, 64 lines, 17 each at most: %d, want 68", got)
	}
	// A per-member bound at A: every member at A.
	if got := familyFLAT(&hw, 5, 64, 4); got != 20 {
		t.Errorf("5 members at their address cycles: %d, want 20", got)
	}
	// 64 lanes of an aligned dword: 64 lines; 5 members: 64 + 4 x 4 (the
	// old rule: 5 x (4 + 1 + 1) + 128 = 158).
	if got := familyFLAT(&hw, 5, 64, unbounded); got != 80 {
		t.Errorf("5 members, 64 lines: %d, want 80", got)
	}
	// Few lines: every member at least its address cycles.
	if got := familyFLAT(&hw, 5, 8, unbounded); got != 8+16 {
		t.Errorf("5 members, 8 lines: %d, want 24", got)
	}
	if got := familyFLAT(&hw, 5, 2, unbounded); got != 20 {
		t.Errorf("5 members, 2 lines: %d, want 20", got)
	}
	// 48-byte lines at 16 bytes per cycle: 3 cycles a line, no rounding;
	// at 32 bytes per cycle each member may round up once.
	hw.VMemLineBytes, hw.VMemBytesPerCycle = 48, 16
	if got := familyFLAT(&hw, 3, 10, unbounded); got != 30+2*4 {
		t.Errorf("48/16: %d, want 38", got)
	}
	hw.VMemBytesPerCycle = 32
	if got := familyFLAT(&hw, 3, 10, unbounded); got != 15+2*5 {
		t.Errorf("48/32: %d, want 25", got)
	}

	rng := rand.New(rand.NewPCG(27, 1))
	for trial := 0; trial < 20000; trial++ {
		hw := timing.Default()
		hw.VMemAddressCycles = rng.IntN(9)
		hw.VMemLineBytes = []int{16, 32, 48, 64, 128}[rng.IntN(5)]
		hw.VMemBytesPerCycle = []int{8, 16, 32, 64}[rng.IntN(4)]
		lb := int64(hw.VMemLineBytes)
		w := int64([]int{1, 2, 4, 8, 12, 16}[rng.IntN(6)])
		al := int64(1)
		if lb&(lb-1) == 0 {
			al = min(int64(1)<<rng.IntN(8), lb)
		}
		mm := int64(1 + rng.IntN(8))
		var member [64]int64
		for l := range member {
			member[l] = int64(rng.IntN(int(mm) + 1)) // mm: no member (inactive)
		}
		spread := uint64(1) << rng.IntN(14)
		base := uint64(rng.IntN(1<<20)) * uint64(al)
		lines := make([]map[uint64]bool, mm)
		for i := range lines {
			lines[i] = map[uint64]bool{}
		}
		for l := range member {
			if member[l] == mm {
				continue
			}
			a := base + uint64(rng.IntN(int(spread)))*uint64(al)
			for b := a / uint64(lb); b <= (a+uint64(w)-1)/uint64(lb); b++ {
				lines[member[l]][b] = true
			}
		}
		var sum int64
		for i := range lines {
			bytes := int64(len(lines[i])) * lb
			sum += max((bytes+int64(hw.VMemBytesPerCycle)-1)/int64(hw.VMemBytesPerCycle), int64(hw.VMemAddressCycles))
		}
		// A member's service bound: its lines lie in the window of the
		// spread (serviceOf with one group).
		r := int64(spread-1) * al
		one := min(64*alignedLines(w, lb, al), alignedLines(r+w, lb, al))
		svc := max((one*lb+int64(hw.VMemBytesPerCycle)-1)/int64(hw.VMemBytesPerCycle), int64(hw.VMemAddressCycles))
		if rng.IntN(4) == 0 {
			svc = 1 << 40
		}
		if bound := familyFLAT(&hw, mm, 64*alignedLines(w, lb, al), svc); sum > bound {
			t.Fatalf("trial %d: %d members, w %d, line %d, %d B/cycle, address %d, align %d: service %d above the bound %d",
				trial, mm, w, lb, hw.VMemBytesPerCycle, hw.VMemAddressCycles, al, sum, bound)
		}
	}
}
