package sim

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
)

// execFn executes one decoded instruction for wavefront w. The dispatcher
// has already advanced w.PC; branches overwrite it.
type execFn func(w *Wave, in *Inst) error

// Inst is one decoded instruction.
type Inst struct {
	*asm.Instruction
	// Parsed is the instruction of the parsed function (fn.Instrs): the
	// same as Instruction, except for an instruction whose relocated
	// operands were resolved into constants (a copy, globals.go).
	Parsed *asm.Instruction
	PC     int // index in Program.Instrs
	// Addr is the instruction's address in the simulated code object
	// (calls.go: the kernel at codeBase, its callees after it).
	Addr   uint64
	fn     *imageFunc // the function of the image it belongs to
	buf    *bufAddr   // a MUBUF access's addressing (ScratchAddrs)
	exec   execFn
	valu   *valuInst // a vector ALU instruction's decoding (execRow)
	target int       // branch target PC, -1 when none
	// order says whether Run's look-ahead (ahead.go) may execute the
	// instruction out of the round-robin order: orderShared (the zero
	// value) for one that touches what other waves see, orderLocal,
	// orderSplit for a branch that is local unless it splits.
	order order
	// Class says what kind of unit executes the instruction, for a timing
	// layer: "salu", "valu", "smem", "vmem", "lds", "branch", "barrier", "waitcnt", "end", "nop".
	Class string
	// Rec is the instruction's record on the program's target (class,
	// data shape, carry-out, ...), looked up once when it is decoded.
	Rec *isa.Inst
}

// Where names the instruction for error messages: "kernel.s:42 (v_add_u32_e32 v1, vcc, s2, v1)".
func (in *Inst) Where() string {
	return fmt.Sprintf("%s (%s)", in.Pos(), in.Text)
}

// Program is a kernel decoded for execution.
type Program struct {
	Fn   *asm.Function
	Arch asm.Arch
	// Target is the generation of Arch (cfg/isa): its facts and the
	// instruction records every Inst carries.
	Target *isa.Target
	Name   string // kernel symbol
	Instrs []*Inst
	// NumVGPRs is the number of VGPRs a wave needs: the larger of the
	// descriptor's next_free_vgpr and the highest VGPR the code names, plus one.
	NumVGPRs int
	// Labels maps each label in the kernel to its instruction index.
	Labels map[string]int
	// data places the file's data sections (globals.go).
	data *dataLayout
	// funcs are the functions of the image, the kernel first (calls.go);
	// pcAt maps each instruction's address to its index.
	funcs []*imageFunc
	pcAt  map[uint64]int
	// merges are the joins of the reconvergent branches (merge.go).
	merges joinTable
	// laneLocal says that no instruction reads or writes a VGPR lane other
	// than the lanes it executes (crossLane): the members of a family
	// may then share one register file (Run's look-ahead, ahead.go).
	laneLocal bool
	// sgprs is 1 + the highest SGPR (s0..s105) the code names, numSGPRs when
	// an instruction moves SGPRs relative to M0 (s_movrels, s_movreld): no
	// instruction reads an SGPR at or above it, so a split in Run's
	// look-ahead copies only those below it (Wave.clone).
	sgprs int
}

// crossLane reports whether in may read or write VGPR lanes outside its
// wave's active lanes: DPP, lane selects and swizzles, LDS permutes.
func crossLane(in *Inst) bool {
	if in.valu != nil && in.valu.dpp != nil {
		return true
	}
	switch in.Rec.Sem {
	case "v_readfirstlane_b32", "v_readlane_b32", "v_writelane_b32", "ds_swizzle_b32", "ds_permute_b32", "ds_bpermute_b32":
		return true
	}
	return false
}

// laneLocal reports whether no instruction of instrs is crossLane.
func laneLocal(instrs []*Inst) bool {
	for _, in := range instrs {
		if crossLane(in) {
			return false
		}
	}
	return true
}

// LoadError lists every instruction Load could not decode.
type LoadError struct {
	Kernel string
	Errs   []string
	// Entries are the Errs with their instructions; Unsupported is set for
	// an opcode the simulator's table lacks (the others have an operand or
	// modifier the opcode's decoder rejects).
	Entries []LoadEntry
}

// LoadEntry is one instruction Load could not decode.
type LoadEntry struct {
	Instr       *asm.Instruction
	Msg         string // as in Errs
	Unsupported bool
	// Malformed is set for an operand list of the wrong length
	// (*OperandCountError).
	Malformed bool
}

func (e *LoadError) Error() string {
	n := len(e.Errs)
	s := fmt.Sprintf("kernel %s: %d instruction(s) cannot be simulated:\n  %s", e.Kernel, n, strings.Join(e.Errs, "\n  "))
	return s
}

// builder decodes one instruction into an executor.
type builder func(p *Program, in *Inst) error

// table maps a semantics entry to its builder: an opcode (mnemonic without
// encoding suffix), or the name a target's records give a mnemonic whose
// meaning changed (isa.Inst.Sem). Entries are registered by the ops_*.go
// files in init functions.
var table = map[string]builder{}

func register(b builder, ops ...string) {
	for _, op := range ops {
		if _, dup := table[op]; dup {
			panic("sim: duplicate table entry " + op)
		}
		table[op] = b
	}
}

// Supported returns the opcodes the simulator executes, sorted: the
// table's entries that are mnemonics, not the entries of a meaning a
// generation gave a mnemonic ("v_mad_u16.opsel", reached through the
// record's Sem).
func Supported() []string {
	ops := make([]string, 0, len(table))
	for op := range table {
		if !isMeaning(op) {
			ops = append(ops, op)
		}
	}
	sort.Strings(ops)
	return ops
}

// Executes reports whether the simulator's opcode table has an entry for
// op on arch's target (through its record's semantics entry): Decode
// reports an instruction as unsupported exactly when it has none. The
// loader's check asks it of the commands that do not simulate, without
// decoding the kernel.
func Executes(arch asm.Arch, op string) bool {
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	_, ok := table[isa.For(arch).Inst(op).Sem]
	return ok
}

// isMeaning reports whether a table entry is a meaning a generation gave
// a mnemonic ("v_mad_u16.opsel") rather than a mnemonic.
func isMeaning(entry string) bool { return strings.Contains(entry, ".") }

// Load decodes a kernel. Every instruction the simulator cannot execute is
// reported (opcode, kernel, file:line) in one *LoadError.
func Load(fn *asm.Function, arch asm.Arch) (*Program, error) {
	if err := CheckLoadable(fn, arch); err != nil {
		return nil, err
	}
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	return Decode(fn, arch)
}

// CheckLoadable is Load's checks of the kernel before decoding it (a
// kernel with a descriptor, a simulated target, wave64): with Decode's
// result it is Load, for a caller that decoded already.
func CheckLoadable(fn *asm.Function, arch asm.Arch) error {
	if fn == nil {
		return fmt.Errorf("sim: no function")
	}
	if !fn.IsKernel || fn.Descriptor == nil {
		return fmt.Errorf("sim: %s is not a kernel (no .amdhsa_kernel descriptor)", fn.Name)
	}
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	if err := refuse(fn, arch); err != nil {
		return err
	}
	return nil
}

// Decode decodes every instruction of fn, and of the device functions of
// its file that it calls (calls.go), through the simulator's opcode
// table (Supported) and its per-opcode operand and modifier checks, without
// Load's kernel checks (descriptor, target, wave size): the loader
// (splitmodel/kernel) validates gfx8 code of every command with it, so an
// opcode or operand list the simulator would reject is rejected everywhere.
// Every instruction it cannot decode is reported in one *LoadError.
func Decode(fn *asm.Function, arch asm.Arch) (*Program, error) {
	p := &Program{Fn: fn, Arch: arch, Target: isa.For(arch), Name: fn.Name, pcAt: map[uint64]int{}}
	p.data = newDataLayout(fn.Data)
	p.Labels = p.addFunc(fn, codeBase).labels
	bad := p.loadCallees()
	p.resolveRelocs()
	maxV := 0
	if fn.Descriptor != nil {
		maxV = fn.Descriptor.NextFreeVGPR()
	}
	var errs []string
	var entries []LoadEntry
	for _, in := range p.Instrs {
		in.Rec = p.Target.Inst(in.Op)
		for _, o := range in.Operands {
			if o.Kind == asm.OpReg && o.File == asm.VGPR && o.Hi+1 > maxV {
				maxV = o.Hi + 1
			}
			if o.Kind == asm.OpReg && o.File == asm.SGPR {
				p.sgprs = max(p.sgprs, min(o.Hi+1, numSGPRs))
			}
		}
		if strings.HasPrefix(in.Rec.Sem, "s_movrel") {
			p.sgprs = numSGPRs
		}
		where := "kernel " + fn.Name
		if in.InCallee() {
			where = fmt.Sprintf("function %s (called by kernel %s)", in.fn.fn.Name, fn.Name)
		}
		if msg, ok := bad[in]; ok {
			msg = fmt.Sprintf("%s: %s in %s (%s): %s", in.Pos(), in.Op, where, in.Text, msg)
			errs = append(errs, msg)
			entries = append(entries, LoadEntry{Instr: in.Parsed, Msg: msg})
			continue
		}
		b, ok := table[in.Rec.Sem]
		if !ok {
			msg := fmt.Sprintf("%s: unsupported instruction %s in %s (%s): not in the simulator's opcode table (docs/simulator.md lists it)", in.Pos(), in.Op, where, in.Text)
			errs = append(errs, msg)
			entries = append(entries, LoadEntry{Instr: in.Parsed, Msg: msg, Unsupported: true})
			continue
		}
		if err := b(p, in); err != nil {
			msg := fmt.Sprintf("%s: %s in %s (%s): %v", in.Pos(), in.Op, where, in.Text, err)
			errs = append(errs, msg)
			var oc *OperandCountError
			entries = append(entries, LoadEntry{Instr: in.Parsed, Msg: msg, Malformed: errors.As(err, &oc)})
			continue
		}
		if in.exec == nil {
			errs = append(errs, fmt.Sprintf("%s: %s: internal error: no executor", in.Pos(), in.Op))
		}
		in.order = orderOf(in)
	}
	p.NumVGPRs = maxV
	p.laneLocal = laneLocal(p.Instrs)
	if len(errs) > 0 {
		return nil, &LoadError{Kernel: fn.Name, Errs: errs, Entries: entries}
	}
	return p, nil
}

// modifier helpers

func hasMod(in *Inst, name string) bool {
	_, ok := in.Modifier(name)
	return ok
}

func intMod(in *Inst, name string) (int64, bool, error) {
	v, ok := in.Modifier(name)
	if !ok {
		return 0, false, nil
	}
	var n int64
	var err error
	if strings.HasPrefix(v, "0x") {
		_, err = fmt.Sscanf(v[2:], "%x", &n)
	} else {
		_, err = fmt.Sscanf(v, "%d", &n)
	}
	if err != nil {
		return 0, true, fmt.Errorf("bad %s:%s", name, v)
	}
	return n, true, nil
}

// checkMods rejects modifiers the executor would otherwise ignore.
func checkMods(in *Inst, allowed ...string) error {
	for _, m := range in.Modifiers {
		ok := false
		for _, a := range allowed {
			if m.Name == a {
				ok = true
				break
			}
		}
		if !ok {
			return fmt.Errorf("modifier %s is not supported", m.Name)
		}
	}
	return nil
}

func wantOperands(in *Inst, n ...int) error {
	for _, k := range n {
		if len(in.Operands) == k {
			return nil
		}
	}
	return &OperandCountError{Want: n, Got: len(in.Operands)}
}

// OperandCountError is a decoder's error for an operand list of the wrong
// length: malformed code rather than a feature the simulator lacks.
type OperandCountError struct {
	Want []int
	Got  int
	Note string // why, when the count depends on a modifier
}

func (e *OperandCountError) Error() string {
	want := fmt.Sprint(e.Want)
	if len(e.Want) == 1 {
		want = fmt.Sprint(e.Want[0])
	}
	if e.Note != "" {
		want += " (" + e.Note + ")"
	}
	return fmt.Sprintf("want %s operands, got %d", want, e.Got)
}
