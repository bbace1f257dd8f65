package sim

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unsafe"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/sat"
)

// Resource limits of a launch, checked before anything is allocated.
const (
	// MaxLDS is the LDS a GCN workgroup can allocate (static + dynamic).
	MaxLDS = 64 << 10
	// MaxScratch bounds a lane's private segment (.amdhsa_private_segment_fixed_size).
	MaxScratch = 1 << 20
	// MaxBudgetDefault caps the default memory budget.
	MaxBudgetDefault = 16 << 30
	// fallbackBudget is the default when the machine's memory is unknown.
	fallbackBudget = 2 << 30
)

// DefaultMemoryBudget is the memory budget when none is given: a quarter
// of the machine's memory (MemTotal in /proc/meminfo), at most
// MaxBudgetDefault, and at most half the address-space limit (ulimit -v)
// when one is set; 2 GiB when /proc/meminfo cannot be read.
func DefaultMemoryBudget() int64 {
	b := int64(fallbackBudget)
	if total := memTotal(); total > 0 {
		b = min(total/4, MaxBudgetDefault)
	}
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &rl); err == nil && rl.Cur < 1<<62 {
		b = min(b, int64(rl.Cur/2))
	}
	return b
}

// memTotal reads MemTotal from /proc/meminfo (bytes; 0 when unknown).
func memTotal() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil || kb <= 0 || kb > 1<<50 {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}

// ParseBytes reads a memory size: a number of bytes with an optional unit
// K, M, G, T (powers of 1024; KiB, KB and k are the same), e.g. "512MiB",
// "4G", "1.5GiB". It must be positive and below 2^62.
func ParseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := 1.0
	low := strings.ToLower(t)
	for _, u := range []struct {
		suffix string
		shift  int
	}{{"kib", 10}, {"mib", 20}, {"gib", 30}, {"tib", 40}, {"kb", 10}, {"mb", 20}, {"gb", 30}, {"tb", 40}, {"k", 10}, {"m", 20}, {"g", 30}, {"t", 40}, {"b", 0}} {
		if strings.HasSuffix(low, u.suffix) {
			mult = float64(int64(1) << u.shift)
			t = strings.TrimSpace(t[:len(t)-len(u.suffix)])
			break
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || f != f || f*mult < 1 || f*mult >= 1<<62 {
		return 0, fmt.Errorf("%q: want a positive size below 4 EiB, e.g. 512MiB, 4GiB or 1500000000", s)
	}
	return int64(f * mult), nil
}

// FormatBytes writes n in the largest binary unit that keeps it >= 1.
func FormatBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// MemoryError refuses a run whose estimated memory exceeds the budget.
type MemoryError struct {
	What   string // what needs the memory, e.g. "the launch (4 workgroups ...)"
	Need   int64  // bytes estimated (saturated at 2^62)
	Budget int64
}

func (e *MemoryError) Error() string {
	return fmt.Sprintf("%s would need about %s, more than the memory budget of %s; refusing to start (raise it with --memory-budget, or use a smaller grid or fewer input sets)",
		e.What, FormatBytes(e.Need), FormatBytes(e.Budget))
}

// satMul and satAdd saturate at 2^62: an estimate never wraps.
func satMul(a, b int64) int64 { return sat.Mul(a, b, 1<<62) }
func satAdd(a, b int64) int64 { return sat.Add(a, b, 1<<62) } // a, b in 0..2^62

// Footprint says what of a launch a run keeps in memory at once.
type Footprint struct {
	// S is the reserve slots per launch wavefront (splits per family).
	S int
	// Resident is the most workgroups in flight at once (<= 0: every
	// workgroup of the launch). A completed workgroup and its waves are
	// released, so the per-wave state is counted for these only.
	Resident int64
	// PerWave is extra bytes per live wave (the timing model's state).
	PerWave int64
	// Record is the bytes kept until the run ends for every wave of the
	// launch (per-wave statistics, Options.WaveStats; 0: none).
	Record int64
	// Machine is the bytes of the hardware model's own state (its CUs,
	// SIMDs and launch slots), whatever the launch.
	Machine int64
}

// Estimate bounds the memory of a launch before it starts: its buffers
// (with their page padding; the workload's bytes and the simulator's copy,
// which the outputs alias), the kernarg segment, the data sections, and for
// each of the workgroups in flight (Footprint.Resident) the LDS and, per
// launch wavefront, the state of the wavefront and of every split it may
// create (at most min(S+1, its lanes) members per family), each with PerWave
// extra bytes; plus Record bytes for every wave the whole launch may create.
// It checks the LDS and scratch
// limits first. The grid is checked in 64-bit saturating arithmetic.
func Estimate(p *Program, l *Launch, f Footprint) (int64, error) {
	S := f.S
	layout, err := LayoutLDS(p.Fn, l)
	if err != nil {
		return 0, err
	}
	lds := int64(layout.Size)
	scratch := int64(p.Fn.Descriptor.PrivateSegmentSize())
	if scratch < 0 || scratch > MaxScratch {
		return 0, fmt.Errorf("sim: kernel %s needs %d bytes of private segment per lane (.amdhsa_private_segment_fixed_size), at most %d are simulated", p.Name, scratch, MaxScratch)
	}
	groups, size := int64(1), int64(1)
	for d := 0; d < 3; d++ {
		g, s := int64(l.Workgroups[d]), int64(l.WorkgroupSize[d])
		if g < 0 || s < 0 {
			return 0, fmt.Errorf("sim: negative grid or workgroup size")
		}
		groups = satMul(groups, max(g, 1))
		size = satMul(size, max(s, 1))
	}
	var need int64
	for _, a := range l.Args {
		need = satAdd(need, 2*int64(len(a.Buffer))+int64(len(a.Value))+int64(max(a.PadBefore, 0))+regionGap)
	}
	need = satAdd(need, p.data.bytes())          // data sections, GOT
	need = satAdd(need, 4096)                    // kernarg, dispatch packet, queue
	wave := int64(unsafe.Sizeof(Wave{})) + 3*8 + // the Wave, pointers to it (its workgroup, family, scheduler)
		int64(max(p.NumVGPRs, 3))*4*isa.MaxLanes + f.PerWave
	if scratch > 0 {
		wave += isa.MaxLanes * (scratch + 24)
	}
	perGroup, members := int64(unsafe.Sizeof(Workgroup{}))+lds, int64(0)
	for lanes := min(size, 1024); lanes > 0; lanes -= isa.MaxLanes {
		k := min(int64(S)+1, min(lanes, isa.MaxLanes))
		members += k
		perGroup = satAdd(perGroup, satMul(k, wave)+int64(unsafe.Sizeof(Family{})))
	}
	resident := groups
	if f.Resident > 0 {
		resident = min(groups, f.Resident)
	}
	need = satAdd(need, satMul(resident, perGroup))
	need = satAdd(need, max(f.Machine, 0))
	return satAdd(need, satMul(groups, satMul(members, f.Record))), nil
}

// CheckBudget refuses a launch whose estimate exceeds budget (<= 0: no
// check).
func CheckBudget(p *Program, l *Launch, f Footprint, budget int64) error {
	need, err := Estimate(p, l, f)
	if err != nil {
		return err
	}
	if budget > 0 && need > budget {
		return &MemoryError{What: fmt.Sprintf("the launch (%s workgroups of %s work-items, S = %d)", gridText(l.Workgroups), gridText(l.WorkgroupSize), f.S), Need: need, Budget: budget}
	}
	return nil
}

func gridText(d [3]int) string {
	s := strconv.Itoa(max(d[0], 1))
	if d[1] > 1 || d[2] > 1 {
		s += "×" + strconv.Itoa(max(d[1], 1))
	}
	if d[2] > 1 {
		s += "×" + strconv.Itoa(max(d[2], 1))
	}
	return s
}
