package sim

import (
	"encoding/binary"
	"fmt"
	"math/bits"

	"unsafe"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/traces/sim/split"
)

// Launch is one input set of a kernel launch: the grid, and the kernel's
// explicit arguments in order (hidden arguments are filled in by the
// simulator from the metadata).
type Launch struct {
	Workgroups    [3]int // number of workgroups in x, y, z (HIP gridDim)
	WorkgroupSize [3]int // work-items per workgroup in x, y, z (HIP blockDim)
	// GridSize, where not 0, is the work-items of dimension d (OpenCL's
	// global size) when they are not Workgroups[d] × WorkgroupSize[d]: the
	// last workgroup of the dimension then holds the rest (OpenCL 2.0
	// non-uniform work-groups; grid.go). Workgroups[d] must be
	// ceil(GridSize[d] / WorkgroupSize[d]).
	GridSize [3]int
	// GlobalOffset is OpenCL's global work offset (hidden_global_offset_x,
	// y, z); a HIP launch has none.
	GlobalOffset [3]int
	Args         []Arg
	// DynamicLDS is extra LDS per workgroup beyond the kernel's static size
	// and the __local arguments' ranges (LDSLayout).
	DynamicLDS int
	// Globals override and dump program-scope variables by symbol.
	Globals []Global
}

// Arg is one explicit kernel argument.
type Arg struct {
	Name string
	// Buffer is the initial contents of a global buffer argument (a
	// global_buffer in the metadata); the kernel gets its address.
	Buffer []byte
	// Value is the raw little-endian bytes of a by-value argument.
	Value []byte
	// Elem is the element type of a buffer (i32, f32, ...), for dumps.
	Elem     string
	IsBuffer bool
	Output   bool
	// PadBefore maps that many readable zero bytes just before a buffer
	// (the workload's pad_before; Memory.AllocPadded).
	PadBefore int
	// LDS is the size in bytes of a __local pointer argument's LDS range
	// (a dynamic_shared_pointer in the metadata; the workload's lds:), 0
	// for other arguments. LayoutLDS places the ranges.
	LDS int
}

// Event is what Options.Observer sees for every executed instruction.
type Event struct {
	Wave *Wave
	Inst *Inst
	// Exec, Split are EXEC and the split mask when the instruction issued.
	Exec, Split uint64
	// Child is the split created by this instruction (a split-marked
	// s_cbranch_execz/execnz), nil otherwise.
	Child *Wave
}

// Options control a run.
type Options struct {
	// S is the number of reserve slots per launch wavefront: at most S
	// splits per family (0..63). 0 disables splitting.
	S int
	// Policy is the split policy (traces/sim/split; the zero value is the
	// default, halve).
	Policy split.Policy
	// MaxInstructions bounds the instructions of the whole run (0: 1<<34).
	MaxInstructions int64
	// MaxWaveInstructions bounds the instructions of any one wavefront
	// (0: 1<<24); exceeding it is reported as a livelock.
	MaxWaveInstructions int64
	// Resident is the number of workgroups in flight (0: 64). Workgroups
	// are dispatched in order as earlier ones complete.
	Resident int
	// Observer, when set, is called after every instruction.
	Observer func(ev *Event)
	// MemoryBudget bounds the run's estimated memory (Estimate), checked
	// before anything is allocated: 0 is DefaultMemoryBudget, negative no
	// bound.
	MemoryBudget int64
	// Reconverge merges the members a split makes at a reconvergent
	// branch again at its join (splits.reconverge; merge.go). It needs a
	// budgeted policy and the kernel's CFG (Program.UseCFG, which the
	// loader calls; ErrNoCFG otherwise).
	Reconverge bool
	// WaveStats keeps one WaveStat per wave for Result.Waves: memory that
	// grows with every wave of the launch. Without it a run keeps only the
	// workgroups in flight (a completed workgroup and its waves are
	// released).
	WaveStats bool
	// ShareVGPRs lets the members of a family share one register file
	// (the launch wave's; each writes only the lanes it executes) on a
	// laneLocal program without reconvergence, as Run's look-ahead does:
	// a split then costs no copy of the VGPRs. The timing model sets it;
	// the order in which members execute does not matter to lanes no
	// other member reads.
	ShareVGPRs bool
}

// maxGroups bounds the workgroups of a launch (the workload's limit too).
const maxGroups = 1<<32 - 1

// Machine runs one launch of a program.
type Machine struct {
	Prog   *Program
	Launch *Launch
	Opt    Options
	Mem    *Memory

	kernarg, dispatch, queue *Region
	argRegions               []*Region // per explicit arg; nil for scalars
	sections                 []*Region // the data sections, as Prog.data places them
	groups                   int       // total workgroups
	nextGroup                int
	active                   []*Workgroup
	waveID                   int
	wavesPerGroup            int
	groupSize                int
	lds                      LDSLayout // the workgroup's LDS: static, __local arguments, dynamic
	ldsSize                  int
	child                    *Wave // with an Observer: the split the step being executed created, nil if none
	stepErr                  error
	// ldsOOB counts LDS lane accesses out of range; ldsSink stands in
	// for their bytes (zeros read, writes dropped).
	ldsOOB  int64
	ldsSink [16]byte
	// lanes holds a vector instruction's sources for every lane
	// (valuInst.exec), kept here rather than cleared on the stack at
	// every instruction.
	lanes [3][isa.MaxLanes]uint64
	// rows holds the sources execRow cannot read in place.
	rows [3][isa.MaxLanes]uint32

	// Statistics.
	Instructions int64
	LaunchWaves  int
	SplitCount   int
	// MaxLiveWaves is the most waves (launch waves and splits) of
	// workgroups in flight at one time: what the run keeps, bounded by the
	// resident workgroups, not by the launch.
	MaxLiveWaves int
	liveWaves    int
	stats        []WaveStat // with Options.WaveStats: per wave, in creation order
	// MergeCount is the merges made (Options.Reconverge).
	MergeCount int
	joins      map[int]int // the reconvergent branches' joins (merge.go)
	// ahead is set while Run's look-ahead runs (ahead.go): nothing
	// outside the run holds a wave then, so wg.live is not kept, and a
	// workgroup's waves are one array in creation order, which a round
	// reads from first to last: Workgroup.Waves has room for every wave
	// the workgroup may create and points, past its length, to the
	// waves it will take next (newWave). A retired workgroup's list
	// waits in slabs for a new workgroup to reuse it, its waves and their
	// registers.
	ahead bool
	slabs [][]*Wave
	// shareV (with ahead, on a laneLocal program): a split shares its
	// parent's register file, which the launch wave owns; spareV holds
	// the register files of retired launch waves.
	shareV     bool
	spareV     [][][isa.MaxLanes]uint32
	taken      bool    // the last branch executed was taken
	stepMerges []Merge // the merges of the last Step
	// owners, when set, attributes global memory accesses to owners
	// (TrackOwners, owners.go).
	owners *owners
}

// NewMachine prepares a launch: memory with the workload's buffers, the
// kernarg segment and dispatch packet. Nothing runs until Step or Run.
func NewMachine(p *Program, l *Launch, opt Options) (*Machine, error) {
	if opt.S < 0 || opt.S > isa.MaxS {
		return nil, fmt.Errorf("sim: S = %d out of range 0..%d", opt.S, isa.MaxS)
	}
	if !opt.Policy.Valid() {
		return nil, fmt.Errorf("sim: unknown split policy %d", opt.Policy)
	}
	if opt.Reconverge && !opt.Policy.Rules().Local() {
		return nil, fmt.Errorf("sim: reconvergence needs a budgeted split policy (halve, parent-first, child-first), not %s: under fcfs the members race for the slots merges return", opt.Policy)
	}
	if opt.MaxInstructions == 0 {
		opt.MaxInstructions = 1 << 34
	}
	if opt.MaxWaveInstructions == 0 {
		opt.MaxWaveInstructions = 1 << 24
	}
	if opt.MaxInstructions < 0 || opt.MaxWaveInstructions < 0 {
		return nil, fmt.Errorf("sim: negative instruction limit")
	}
	if opt.Resident <= 0 {
		opt.Resident = 64
	}
	m := &Machine{Prog: p, Launch: l, Opt: opt, Mem: NewMemory()}
	m.shareV = opt.ShareVGPRs && p.laneLocal && !opt.Reconverge && opt.Observer == nil
	if opt.Reconverge {
		joins, err := p.reconvergentJoins()
		if err != nil {
			return nil, err
		}
		m.joins = joins
	}
	m.groups = 1
	m.groupSize = 1
	for d := 0; d < 3; d++ {
		g, s := l.Workgroups[d], l.WorkgroupSize[d]
		if g == 0 {
			g = 1
		}
		if s == 0 {
			s = 1
		}
		if g < 0 || s < 0 || g > maxGroups || s > 1024 {
			return nil, fmt.Errorf("sim: grid %v of workgroups %v out of range (at most %d workgroups, %d work-items each)", l.Workgroups, l.WorkgroupSize, maxGroups, 1024)
		}
		m.groups *= g // each factor <= maxGroups: checked below before the next
		m.groupSize *= s
		if m.groups > maxGroups || m.groupSize > 1<<20 {
			return nil, fmt.Errorf("sim: grid %v of workgroups %v out of range (at most %d workgroups, %d work-items each)", l.Workgroups, l.WorkgroupSize, maxGroups, 1024)
		}
	}
	if m.groupSize > 1024 {
		return nil, fmt.Errorf("sim: workgroup size %d exceeds 1024", m.groupSize)
	}
	if err := l.checkGrid(); err != nil {
		return nil, err
	}
	if mf := p.Fn.Meta; mf != nil && mf.MaxFlatWorkgroupSize > 0 && m.groupSize > mf.MaxFlatWorkgroupSize {
		return nil, fmt.Errorf("sim: workgroup size %d exceeds the kernel's max_flat_workgroup_size %d", m.groupSize, mf.MaxFlatWorkgroupSize)
	}
	budget := opt.MemoryBudget
	if budget == 0 {
		budget = DefaultMemoryBudget()
	}
	var record int64
	if opt.WaveStats {
		record = int64(unsafe.Sizeof(WaveStat{}))
	}
	if err := CheckBudget(p, l, Footprint{S: opt.S, Resident: int64(opt.Resident), Record: record}, budget); err != nil {
		return nil, err
	}
	m.wavesPerGroup = isa.Waves(m.groupSize)
	lds, err := LayoutLDS(p.Fn, l)
	if err != nil {
		return nil, err
	}
	m.lds, m.ldsSize = lds, lds.Size
	if err := m.layout(); err != nil {
		return nil, err
	}
	return m, nil
}

func le16(b []byte, off int, v uint64) { binary.LittleEndian.PutUint16(b[off:], uint16(v)) }
func le32(b []byte, off int, v uint64) { binary.LittleEndian.PutUint32(b[off:], uint32(v)) }
func le64(b []byte, off int, v uint64) { binary.LittleEndian.PutUint64(b[off:], v) }

// layout allocates the buffers, the kernarg segment, the dispatch packet
// and the queue descriptor.
func (m *Machine) layout() error {
	p, l := m.Prog, m.Launch
	for i, a := range l.Args {
		if a.IsBuffer {
			name := a.Name
			if name == "" {
				name = fmt.Sprintf("arg%d", i)
			}
			r := m.Mem.AllocPadded(name, len(a.Buffer), a.PadBefore)
			copy(r.Data, a.Buffer)
			m.argRegions = append(m.argRegions, r)
		} else {
			m.argRegions = append(m.argRegions, nil)
		}
	}
	m.kernarg = m.Mem.Alloc("kernarg segment", KernargAllocSize(p.Fn))
	m.kernarg.ReadOnly = true
	m.dispatch = m.Mem.Alloc("dispatch packet", 64)
	m.dispatch.ReadOnly = true
	m.queue = m.Mem.Alloc("queue descriptor", 256)
	m.queue.ReadOnly = true
	// amd_queue_t: group and private segment aperture bases (high halves).
	le32(m.queue.Data, 0x40, sharedApertureHi)
	le32(m.queue.Data, 0x44, privateApertureHi)

	if err := m.loadData(); err != nil {
		return err
	}

	// hsa_kernel_dispatch_packet_t
	d := m.dispatch.Data
	le16(d, 0, 2) // header: HSA_PACKET_TYPE_KERNEL_DISPATCH
	le16(d, 2, gridDims)
	for i := 0; i < 3; i++ {
		le16(d, 4+2*i, uint64(max(l.WorkgroupSize[i], 1)))
		le32(d, 12+4*i, uint64(l.Grid(i)))
	}
	le32(d, 24, uint64(p.Fn.Descriptor.PrivateSegmentSize()))
	le32(d, 28, uint64(m.ldsSize))
	le64(d, 40, m.kernarg.Base)

	if p.Fn.Meta == nil {
		if len(l.Args) > 0 {
			return fmt.Errorf("sim: kernel %s has no .amdgpu_metadata: cannot lay out its %d argument(s)", p.Name, len(l.Args))
		}
		return nil
	}
	return m.fillKernarg()
}

// gridDims is the dispatch packet's dimensions and hidden_grid_dims: HIP
// launches every kernel with three (the runtime's NDRange is 3-D; unused
// ones have size 1).
const gridDims = 3

// fillKernarg writes the kernarg segment from the metadata's .args:
// explicit arguments from the launch, hidden ones as the runtime fills
// them.
func (m *Machine) fillKernarg() error {
	p, l := m.Prog, m.Launch
	k := m.kernarg.Data
	explicit := 0
	for _, a := range p.Fn.Meta.Args {
		if !a.IsHidden() {
			explicit++
		}
	}
	if explicit != len(l.Args) {
		return fmt.Errorf("sim: kernel %s takes %d argument(s), the workload gives %d", p.Name, explicit, len(l.Args))
	}
	next := 0
	for _, a := range p.Fn.Meta.Args {
		if a.Offset < 0 || a.Offset+a.Size > len(k) {
			return fmt.Errorf("sim: kernel %s: argument at offset %d size %d outside the kernarg segment (%d bytes)", p.Name, a.Offset, a.Size, len(k))
		}
		if a.IsHidden() {
			putSized(k, a, m.hiddenArg(a.ValueKind))
			continue
		}
		if err := m.explicitArg(k, a, next); err != nil {
			return err
		}
		next++
	}
	return nil
}

// explicitArg writes explicit argument i (metadata a) into the kernarg
// segment k.
func (m *Machine) explicitArg(k []byte, a asm.KernelArg, i int) error {
	p := m.Prog
	arg := m.Launch.Args[i]
	name := arg.Name
	if name == "" {
		name = fmt.Sprintf("argument %d", i)
	}
	switch a.ValueKind {
	case "global_buffer":
		if !arg.IsBuffer {
			return fmt.Errorf("sim: kernel %s: %s is a pointer (global_buffer), the workload gives %s", p.Name, name, argForm(arg))
		}
		le64(k, a.Offset, m.argRegions[i].Base)
	case "by_value":
		if arg.IsBuffer || arg.LDS > 0 {
			return fmt.Errorf("sim: kernel %s: %s is a by-value %d-byte argument, the workload gives %s", p.Name, name, a.Size, argForm(arg))
		}
		if len(arg.Value) != a.Size {
			return fmt.Errorf("sim: kernel %s: %s is %d bytes, the workload gives %d", p.Name, name, a.Size, len(arg.Value))
		}
		copy(k[a.Offset:], arg.Value)
	case "dynamic_shared_pointer":
		// the start of its LDS range (LayoutLDS checked its size)
		putSized(k, a, uint64(m.lds.Args[i]))
	default:
		return fmt.Errorf("sim: kernel %s: argument kind %s (%s) is not supported", p.Name, a.ValueKind, name)
	}
	return nil
}

// hiddenArg is the value the runtime gives a hidden argument of this kind
// (AMDGPUUsage, code object v4/v5 kernel arguments; ROCclr). For a partial
// grid, hidden_block_count is the number of whole workgroups and
// hidden_remainder the work-items of the last one (device libraries:
// get_local_size is group_size for a workgroup id below block_count,
// remainder otherwise).
func (m *Machine) hiddenArg(kind string) uint64 {
	l := m.Launch
	dim := int(kind[len(kind)-1] - 'x')
	switch kind {
	case "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z":
		return uint64(l.Grid(dim) / max(l.WorkgroupSize[dim], 1))
	case "hidden_group_size_x", "hidden_group_size_y", "hidden_group_size_z":
		return uint64(max(l.WorkgroupSize[dim], 1))
	case "hidden_remainder_x", "hidden_remainder_y", "hidden_remainder_z":
		return uint64(l.Grid(dim) % max(l.WorkgroupSize[dim], 1))
	case "hidden_global_offset_x", "hidden_global_offset_y", "hidden_global_offset_z":
		return uint64(l.GlobalOffset[dim])
	case "hidden_grid_dims":
		return gridDims
	case "hidden_shared_base":
		return sharedApertureHi
	case "hidden_private_base":
		return privateApertureHi
	case "hidden_queue_ptr":
		return m.queue.Base
	case "hidden_dynamic_lds_size":
		return uint64(l.DynamicLDS)
	}
	// hidden_none, and the pointers to runtime services the simulator
	// does not provide (printf and hostcall buffers, default queue,
	// completion action, multigrid sync, heap): zero, as the runtime
	// leaves them when the service is off.
	return 0
}

// putSized writes v into the argument's bytes of the kernarg segment k at
// the argument's size (2, 4 or 8 bytes; other sizes are left zero).
func putSized(k []byte, a asm.KernelArg, v uint64) {
	switch a.Size {
	case 2:
		le16(k, a.Offset, v)
	case 4:
		le32(k, a.Offset, v)
	case 8:
		le64(k, a.Offset, v)
	}
}

// KernargAlign is the alignment of the kernarg segment: the ROCm runtime
// (ROCclr) allocates it at max(.kernarg_segment_align, 128) rounded to the
// cache line, 128 bytes for every alignment LLVM emits.
const KernargAlign = 128

// KernargAllocSize is the size of fn's kernarg segment as the runtime
// allocates it: the larger of .amdhsa_kernarg_size and the metadata's
// .kernarg_segment_size, rounded up to KernargAlign (at least one unit).
// The bytes past the arguments are zero: the runtime's kernarg pool holds
// them, so a load LLVM widened past the last argument (an s_load_dwordx4
// at 0x10 of a 28-byte segment) reads zeros, as on the hardware.
func KernargAllocSize(fn *asm.Function) int {
	ksize := fn.Descriptor.KernargSize()
	if fn.Meta != nil {
		ksize = max(ksize, fn.Meta.KernargSegmentSize)
		if a := fn.Meta.KernargSegmentAlign; a > KernargAlign && a&(a-1) == 0 && a <= PageSize {
			return max((ksize+a-1)&^(a-1), a)
		}
	}
	return max((ksize+KernargAlign-1)&^(KernargAlign-1), KernargAlign)
}

// ArgRegion returns the global-memory region of explicit argument i (nil
// for a by-value argument).
func (m *Machine) ArgRegion(i int) *Region { return m.argRegions[i] }

// dispatchNext makes the next workgroup resident with its launch wavefronts.
func (m *Machine) dispatchNext() *Workgroup {
	if m.nextGroup >= m.groups {
		return nil
	}
	l, p := m.Launch, m.Prog
	id := m.nextGroup
	m.nextGroup++
	wg := &Workgroup{ID: id, IDXYZ: m.groupID(id)}
	if m.ldsSize > 0 {
		wg.LDS = make([]byte, m.ldsSize)
	}
	// A partial workgroup (the last of a dimension whose grid is not a
	// multiple of the workgroup size) has fewer work-items, numbered
	// densely within its own dimensions.
	dims := l.GroupDims(wg.IDXYZ)
	items := dims[0] * dims[1] * dims[2]
	waves := isa.Waves(items)
	switch n := len(m.slabs); {
	case !m.ahead:
		wg.Waves = make([]*Wave, 0, waves*min(m.Opt.S+1, isa.MaxLanes)) // launch waves and splits
	case n > 0:
		wg.Waves = m.slabs[n-1][:0]
		m.slabs = m.slabs[:n-1]
	default:
		// Room for a whole workgroup's waves, so that any workgroup,
		// partial or not, can take any retired workgroup's list.
		most := m.wavesPerGroup * min(m.Opt.S+1, isa.MaxLanes)
		all, slab := make([]*Wave, most), make([]Wave, most)
		for i := range all {
			all[i] = &slab[i]
		}
		wg.Waves = all[:0]
	}
	sx, sy := dims[0], dims[1]
	kd := p.Fn.Descriptor
	slots := kd.InitialSGPRs()
	var mode uint32
	f := func(n string) uint32 { v, _ := kd.Field(n); return uint32(v) }
	mode = f("float_round_mode_32") | f("float_round_mode_16_64")<<2 | f("float_denorm_mode_32")<<4 |
		f("float_denorm_mode_16_64")<<6 | f("dx10_clamp")<<8 | f("ieee_mode")<<9
	nv := kd.WorkItemIDVGPRs()
	for wi := 0; wi < waves; wi++ {
		w := m.newWave(wg, nil)
		clear(w.V)
		*w = Wave{ID: m.waveID, WG: wg, Index: wi, m: m, V: w.V, pos: uint16(len(wg.Waves))}
		m.waveID++
		var lanes isa.LaneMask
		for ln := 0; ln < isa.MaxLanes; ln++ {
			flat := wi*isa.MaxLanes + ln
			if flat >= items {
				break
			}
			lanes |= 1 << ln
			w.V[0][ln] = uint32(flat % sx)
			if nv >= 1 {
				w.V[1][ln] = uint32(flat / sx % sy)
			}
			if nv >= 2 {
				w.V[2][ln] = uint32(flat / (sx * sy))
			}
		}
		for _, s := range slots {
			var vals []uint32
			switch s.Field {
			case "user_sgpr_private_segment_buffer":
				pb := uint64(privateBufferBase)
				vals = []uint32{uint32(pb), uint32(pb >> 32), 0xffffffff, 0x00027000}
			case "user_sgpr_dispatch_ptr":
				vals = []uint32{uint32(m.dispatch.Base), uint32(m.dispatch.Base >> 32)}
			case "user_sgpr_queue_ptr":
				vals = []uint32{uint32(m.queue.Base), uint32(m.queue.Base >> 32)}
			case "user_sgpr_kernarg_segment_ptr":
				vals = []uint32{uint32(m.kernarg.Base), uint32(m.kernarg.Base >> 32)}
			case "user_sgpr_dispatch_id":
				vals = []uint32{0, 0}
			case "user_sgpr_flat_scratch_init":
				vals = []uint32{0, uint32(kd.PrivateSegmentSize())}
			case "user_sgpr_private_segment_size":
				vals = []uint32{uint32(kd.PrivateSegmentSize())}
			case "system_sgpr_workgroup_id_x":
				vals = []uint32{uint32(wg.IDXYZ[0])}
			case "system_sgpr_workgroup_id_y":
				vals = []uint32{uint32(wg.IDXYZ[1])}
			case "system_sgpr_workgroup_id_z":
				vals = []uint32{uint32(wg.IDXYZ[2])}
			case "system_sgpr_workgroup_info":
				first := uint32(0)
				if wi == 0 {
					first = 1 << 31
				}
				vals = []uint32{first | uint32(waves)}
			case "system_sgpr_private_segment_wavefront_offset":
				vals = []uint32{0}
			}
			for i, v := range vals {
				if s.First+i < numSGPRs {
					w.S[sgprIndex(s.First+i)] = v
				}
			}
		}
		w.setExec(lanes)
		w.Split = lanes
		w.Slots = m.Opt.Policy.Rules().Launch(m.Opt.S)
		w.setMode(mode)
		w.Family = &Family{Launch: w, Lanes: lanes, Members: append(make([]*Wave, 0, min(m.Opt.S+1, isa.MaxLanes)), w)}
		wg.Waves = append(wg.Waves, w)
		if !m.ahead {
			wg.live = append(wg.live, w)
		}
		wg.undone++
		m.created(w)
		m.LaunchWaves++
	}
	m.active = append(m.active, wg)
	return wg
}

// split creates a child of w at a split-marked branch if the spec's
// conditions hold: a heterogeneous effective mask, and the split policy
// lets w split (a slot the policy gives w: the family's next one under
// fcfs, one of w's own under a local policy).
func (m *Machine) split(w *Wave) *Wave {
	exec := w.Exec()
	if exec&w.Split == 0 || w.Split&^exec == 0 || m.refusesSplit(w, w.PC-1) {
		return nil
	}
	f := w.Family
	rules, fam := m.Opt.Policy.Rules(), split.Family{S: m.Opt.S, Splits: f.Splits}
	if !rules.MaySplit(w.Slots, fam) {
		return nil
	}
	f.Splits++
	sgprs := numSGPRs // all of s0..s105
	if m.ahead {
		sgprs = m.Prog.sgprs
	}
	c := w.clone(m.newWave(w.WG, f), !m.shareV, sgprs)
	c.ID = m.waveID
	m.waveID++
	c.SplitID, c.Slots, w.Slots = rules.Split(w.Slots, fam)
	c.Parent = w
	c.Split = w.Split &^ exec
	w.Split &= exec
	c.PC = w.PC - 1 // the child issues the branch itself, with its own mask
	c.pos = uint16(len(w.WG.Waves))
	m.opened(w, c, c.PC)
	f.Members = append(f.Members, c)
	w.WG.Waves = append(w.WG.Waves, c)
	if !m.ahead {
		w.WG.live = append(w.WG.live, c)
	}
	w.WG.undone++
	m.created(c)
	m.SplitCount++
	m.child = c
	return c
}

// created counts a new wave as live and, with Options.WaveStats, gives it
// its statistics entry (in creation order).
func (m *Machine) created(w *Wave) {
	m.liveWaves++
	m.MaxLiveWaves = max(m.MaxLiveWaves, m.liveWaves)
	if m.Opt.WaveStats {
		w.stat = len(m.stats)
		m.stats = append(m.stats, WaveStat{})
	}
}

// retire releases a completed workgroup: its waves' statistics are final.
func (m *Machine) retire(wg *Workgroup) {
	m.liveWaves -= len(wg.Waves)
	if m.Opt.WaveStats {
		for _, w := range wg.Waves {
			m.stats[w.stat] = WaveStat{Workgroup: wg.ID, Wave: w.Index, Split: w.SplitID,
				Lanes: bits.OnesCount64(w.Split), Instructions: w.Count}
		}
	}
	if m.ahead {
		m.slabs = append(m.slabs, wg.Waves)
		if m.shareV {
			// The launch waves, which own the register files, come
			// first (dispatchNext creates them before any split).
			for _, w := range wg.Waves {
				if w.SplitID != 0 {
					break
				}
				m.spareV = append(m.spareV, w.V)
			}
		}
	}
}

// newWave returns wg's next wave, a launch wave or (f not nil) a split of
// family f (with ahead the one its list points to, as the list's last
// workgroup left it; else a new one, a split from f's chunk: splitWave)
// with registers of the program's size; with shareV only a launch wave
// gets registers of its own, a split takes its parent's.
func (m *Machine) newWave(wg *Workgroup, f *Family) *Wave {
	launch := f == nil
	var w *Wave
	switch n := len(wg.Waves); {
	case m.ahead && n < cap(wg.Waves):
		w = wg.Waves[:n+1][n]
	case launch:
		w = new(Wave)
	case f.NewSplit != nil:
		w = f.NewSplit(f.Splits)
	default:
		w = f.splitWave(m.Opt.S)
	}
	if m.shareV {
		w.V = nil
		if !launch {
			return w
		}
		if n := len(m.spareV); n > 0 {
			w.V = m.spareV[n-1]
			m.spareV = m.spareV[:n-1]
		}
	}
	if w.V == nil {
		w.V = make([][isa.MaxLanes]uint32, max(m.Prog.NumVGPRs, 3))
	}
	return w
}

// Workgroups is the number of workgroups of the launch; WavesPerGroup the
// launch wavefronts of a whole workgroup (the most any workgroup has).
func (m *Machine) Workgroups() int    { return m.groups }
func (m *Machine) WavesPerGroup() int { return m.wavesPerGroup }

// NextWaves is the number of launch wavefronts of the workgroup Dispatch
// creates next (fewer than WavesPerGroup for a partial workgroup), 0 when
// every workgroup has been dispatched.
func (m *Machine) NextWaves() int {
	if m.nextGroup >= m.groups {
		return 0
	}
	return m.GroupWaves(m.nextGroup)
}

// GroupWaves is the number of launch wavefronts of the id-th workgroup in
// dispatch order, 0 <= id < Workgroups (fewer than WavesPerGroup for a
// partial workgroup): the timing model plans a launch's placements with it
// before it dispatches any.
func (m *Machine) GroupWaves(id int) int {
	dims := m.Launch.GroupDims(m.groupID(id))
	return isa.Waves(dims[0] * dims[1] * dims[2])
}

// groupID is the workgroup ids x, y, z of the id-th workgroup in dispatch
// order (x fastest).
func (m *Machine) groupID(id int) [3]int {
	gx, gy := max(m.Launch.Workgroups[0], 1), max(m.Launch.Workgroups[1], 1)
	return [3]int{id % gx, id / gx % gy, id / (gx * gy)}
}

// LiveWaves is the number of waves of the workgroups in flight.
func (m *Machine) LiveWaves() int { return m.liveWaves }

// Dispatch makes the next workgroup of the launch resident and returns
// it, nil when every workgroup has been dispatched. It is for a caller
// that places workgroups itself (the timing model), instead of Run.
func (m *Machine) Dispatch() *Workgroup { return m.dispatchNext() }

// Resident returns the workgroups in flight (dispatching the first ones on
// the first call).
func (m *Machine) Resident() []*Workgroup {
	m.fill()
	return m.active
}

func (m *Machine) fill() {
	for len(m.active) < m.Opt.Resident && m.nextGroup < m.groups {
		m.dispatchNext()
	}
}

// Done reports whether every workgroup has completed.
func (m *Machine) Done() bool {
	m.fill()
	return len(m.active) == 0 && m.nextGroup >= m.groups
}

// BranchTaken reports whether the branch the last Step executed was taken:
// decided before a merge at its target changes the wave's masks.
func (m *Machine) BranchTaken() bool { return m.taken }

// Ready reports whether w can issue an instruction.
func (w *Wave) Ready() bool { return !w.Done && !w.AtBarrier && !w.parked }

// Step executes the next instruction of wavefront w.
func (m *Machine) Step(w *Wave) error {
	if !w.Ready() {
		return fmt.Errorf("sim: %s cannot issue (done or at a barrier)", w.Name())
	}
	p := m.Prog
	if w.PC < 0 || w.PC >= len(p.Instrs) {
		return fmt.Errorf("sim: %s ran past the end of kernel %s (PC %d) without s_endpgm", w.Name(), p.Name, w.PC)
	}
	in := p.Instrs[w.PC]
	if m.Opt.Observer == nil && m.joins == nil {
		return m.execute(w, in)
	}
	return m.stepFull(w, in)
}

// Issue is Step for a caller that knows w may issue at an instruction of
// the program (the timing model: its arbiter admitted w at PC): without
// Step's checks and its call of execute when there is no Observer and no
// reconvergence, the same step (Step otherwise). A PC outside the program
// panics. The body repeats execute's because the call costs 7 host
// instructions per simulated instruction (1 %; callgrind, session 10);
// keep the two the same (TestEngineDigests and the outputs compare hold
// the timing model to the functional engine's results).
func (m *Machine) Issue(w *Wave) error {
	if m.Opt.Observer != nil || m.joins != nil || !w.Ready() {
		return m.Step(w)
	}
	in := m.Prog.Instrs[w.PC]
	w.PC++
	if err := in.exec(w, in); err != nil {
		return err
	}
	w.Count++
	m.Instructions++
	if w.Count > m.Opt.MaxWaveInstructions || m.Instructions > m.Opt.MaxInstructions {
		return m.overLimit(w, in)
	}
	if w.AtBarrier || w.Done || w.parked {
		m.checkGroup(w.WG)
	}
	return nil
}

// execute is Step without an Observer and without reconvergence: no event
// to build, no merges to list; w is ready and in its next instruction.
func (m *Machine) execute(w *Wave, in *Inst) error {
	w.PC++
	if err := in.exec(w, in); err != nil {
		return err
	}
	w.Count++
	m.Instructions++
	if w.Count > m.Opt.MaxWaveInstructions || m.Instructions > m.Opt.MaxInstructions {
		return m.overLimit(w, in)
	}
	if w.AtBarrier || w.Done || w.parked {
		m.checkGroup(w.WG)
	}
	return nil
}

// stepFull is Step with an Observer or reconvergence.
func (m *Machine) stepFull(w *Wave, in *Inst) error {
	var exec, split uint64 // for the Observer: EXEC and the split mask at issue
	if m.Opt.Observer != nil {
		exec, split = w.Exec(), w.Split
		m.child = nil
	}
	m.stepMerges = m.stepMerges[:0]
	w.PC++
	if err := in.exec(w, in); err != nil {
		return err
	}
	if m.joins != nil {
		m.afterStep(w)
	}
	w.Count++
	m.Instructions++
	if m.Opt.Observer != nil {
		m.Opt.Observer(&Event{Wave: w, Inst: in, Exec: exec, Split: split, Child: m.child})
	}
	if w.Count > m.Opt.MaxWaveInstructions || m.Instructions > m.Opt.MaxInstructions {
		return m.overLimit(w, in)
	}
	if w.AtBarrier || w.Done || len(m.stepMerges) > 0 || w.parked {
		m.checkGroup(w.WG)
	}
	return nil
}

// overLimit is the error of a step of w (instruction in) past
// MaxWaveInstructions or MaxInstructions.
func (m *Machine) overLimit(w *Wave, in *Inst) error {
	if w.Count > m.Opt.MaxWaveInstructions {
		return m.livelock(w, in, fmt.Sprintf("executed more than %d instructions", m.Opt.MaxWaveInstructions))
	}
	return m.livelock(w, in, fmt.Sprintf("the run executed more than %d instructions", m.Opt.MaxInstructions))
}

// LivelockError ends a run that exceeded an instruction limit.
type LivelockError struct {
	Wave  string
	PC    int
	Where string // file:line (instruction)
	Src   string // HIP source line, when the assembly has line tables
	Count int64
	Msg   string
}

func (e *LivelockError) Error() string {
	s := fmt.Sprintf("livelock guard: %s %s; stopped at PC %d, %s", e.Wave, e.Msg, e.PC, e.Where)
	if e.Src != "" {
		s += ", source " + e.Src
	}
	return s
}

func (m *Machine) livelock(w *Wave, in *Inst, msg string) error {
	return &LivelockError{Wave: w.Name(), PC: in.PC, Where: in.Where(), Src: in.Src().String(), Count: w.Count, Msg: msg}
}

// checkGroup releases a barrier when every live wave of the group arrived
// (a wave parked at a join is not awaited: its partner reaches the join
// before any barrier), and retires a finished group.
func (m *Machine) checkGroup(wg *Workgroup) {
	if wg.undone > 0 && wg.arrived == 0 {
		// The scan below would count live waves and none at a barrier:
		// nothing to retire, nothing to release (at S = 63 a workgroup
		// has up to 256 waves, and every split that ends comes here).
		return
	}
	live, awaited, waiting := 0, 0, 0
	if wg.undone > 0 { // else every wave is done: none to count (at retirement)
		for _, w := range wg.Waves {
			if w.Done {
				continue
			}
			live++
			if !w.parked {
				awaited++
			}
			if w.AtBarrier {
				waiting++
			}
		}
	}
	if live == 0 {
		wg.Done = true
		m.retire(wg)
		for i, g := range m.active {
			if g == wg {
				m.active = append(m.active[:i], m.active[i+1:]...)
				break
			}
		}
		return
	}
	if waiting > 0 && waiting == awaited {
		for _, w := range wg.Waves {
			w.AtBarrier = false
		}
		wg.arrived = 0
	}
}

// Result summarizes a run.
type Result struct {
	Instructions int64 // wavefront instructions executed (all waves)
	LaunchWaves  int   // launch wavefronts
	Splits       int   // splits created
	Merges       int   // merges made (Options.Reconverge)
	Workgroups   int
	// Waves has one entry per wave (launch waves and splits) in creation
	// order; only with Options.WaveStats.
	Waves   []WaveStat
	Outputs []Output
	// MaxLiveWaves is Machine.MaxLiveWaves.
	MaxLiveWaves int
	// OutOfBounds lists the accesses the out-of-bounds policy let
	// through; nil when there were none.
	OutOfBounds *OutOfBounds
}

// WaveStat is one wave's instruction count.
type WaveStat struct {
	Workgroup    int   `json:"workgroup"`
	Wave         int   `json:"wave"`
	Split        int   `json:"split"`
	Lanes        int   `json:"lanes"` // lanes in its split mask at the end
	Instructions int64 `json:"instructions"`
}

// Output is an output buffer after the run.
type Output struct {
	Name string
	Elem string
	Data []byte
}

// Run executes the launch to completion with a deterministic round-robin
// scheduler: resident workgroups in order, and in each the waves in creation
// order (launch waves, then splits), one instruction per wave per round.
//
// Without an Observer and without reconvergence, Run executes that order
// with a look-ahead (ahead.go): the same results, the same errors.
func (m *Machine) Run() (*Result, error) {
	if m.Opt.Observer == nil && m.joins == nil && m.Opt.Resident <= maxAheadGroups && m.nextGroup == 0 {
		r, err := m.runAhead()
		if err != errReplay {
			return r, err
		}
		// Past MaxInstructions ahead of the rounds: again in rounds, from
		// the start (a new machine on the same inputs).
		fresh, err := NewMachine(m.Prog, m.Launch, m.Opt)
		if err != nil {
			return nil, err
		}
		*m = *fresh
	}
	return m.rounds()
}

// rounds is Run's order executed round by round.
func (m *Machine) rounds() (*Result, error) {
	var groups []*Workgroup // this round's resident workgroups
	for !m.Done() {
		progressed := false
		groups = append(groups[:0], m.active...)
		for _, wg := range groups {
			p, err := m.round(wg)
			if err != nil {
				return nil, err
			}
			progressed = progressed || p
		}
		if !progressed {
			return nil, m.deadlock()
		}
	}
	return m.Result(), nil
}

// deadlock is the error of a round in which no wave can issue (Run's
// rounds and its look-ahead alike): it names the first wave still running
// and the instruction it waits at.
func (m *Machine) deadlock() error {
	for _, wg := range m.active {
		for _, w := range wg.Waves {
			pc, what := w.PC, "waits at"
			if w.AtBarrier && pc > 0 {
				pc, what = pc-1, "stands at its barrier," // executed: PC is past it
			}
			if !w.Done && pc < len(m.Prog.Instrs) {
				return fmt.Errorf("sim: deadlock: no wave of %d resident workgroup(s) can issue; %s %s PC %d, %s", len(m.active), w.Name(), what, pc, m.Prog.Instrs[pc].Where())
			}
		}
	}
	return fmt.Errorf("sim: deadlock: no wave of %d resident workgroup(s) can issue", len(m.active))
}

// round issues one instruction of each ready wave of wg in creation order,
// the splits made during the round included (they are appended to
// wg.live), and drops the waves that are done from wg.live: a done wave
// never issues again, so the order of the others is that of wg.Waves.
func (m *Machine) round(wg *Workgroup) (bool, error) {
	progressed := false
	k := 0
	instrs := m.Prog.Instrs
	direct := m.Opt.Observer == nil && m.joins == nil // Step would call execute
	for i := 0; i < len(wg.live); i++ {
		w := wg.live[i]
		if w.Ready() {
			var err error
			if pc := w.PC; direct && uint(pc) < uint(len(instrs)) {
				err = m.execute(w, instrs[pc])
			} else {
				err = m.Step(w)
			}
			if err != nil {
				return false, err
			}
			progressed = true
		}
		if !w.Done {
			if k != i {
				wg.live[k] = w
			}
			k++
		}
	}
	clear(wg.live[k:])
	wg.live = wg.live[:k]
	return progressed, nil
}

// Result collects statistics and output buffers once the run is over (the
// per-wave statistics of a workgroup are final when it completes). An
// Output's Data is the buffer's memory in the simulator, not a copy.
func (m *Machine) Result() *Result {
	r := &Result{Instructions: m.Instructions, LaunchWaves: m.LaunchWaves, Splits: m.SplitCount, Merges: m.MergeCount, Workgroups: m.groups,
		Waves: m.stats, MaxLiveWaves: m.MaxLiveWaves, OutOfBounds: m.OutOfBounds()}
	for i, a := range m.Launch.Args {
		if a.Output && m.argRegions[i] != nil {
			r.Outputs = append(r.Outputs, Output{Name: a.Name, Elem: a.Elem, Data: m.argRegions[i].Data})
		}
	}
	for _, g := range m.Launch.Globals {
		if reg, off, size, err := m.global(g.Name); err == nil && g.Output {
			r.Outputs = append(r.Outputs, Output{Name: g.Name, Elem: g.Elem, Data: append([]byte(nil), reg.Data[off:off+size]...)})
		}
	}
	return r
}
