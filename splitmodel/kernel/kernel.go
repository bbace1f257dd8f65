// Package kernel loads one kernel once: it owns the path from what a user
// gives (an assembly or HIP file, or the embedded default example; a
// workload, flow facts and a hardware file) to one value, Kernel, that
// every splitwcet command and the split model work from.
//
// A Kernel holds the parsed function, its CFG, its IPT graph, the
// simulator's program with the IPT ↔ PC map that turns IPTs into probes,
// the flow facts and the hardware. The assembly is parsed in exactly one
// place (Parse) and the kernel picked by exactly one rule
// (asm.File.SelectKernel), so every command sees the same function for the
// same --kernel.
//
// The package sits above ipet in the data flow (it gathers the front end:
// cfg, ipg, the simulator's program, ipet's flow facts) and below
// splitmodel and the command line, which only read a Kernel.
package kernel

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Kernel is one kernel of one assembly file, with everything the analyses
// derive from it.
type Kernel struct {
	// Source is the name the assembly is reported under (its path, or
	// examples/NAME/kernel.s for an embedded example) and File its parse.
	Source string
	File   *asm.File
	// Text is the assembly File was parsed from (for rewriting it: split
	// marking); nil when the caller built the Kernel from a parsed File.
	Text []byte
	// Fn is the selected function; Arch the file's target (gfx803 when it
	// names none).
	Fn   *asm.Function
	Arch asm.Arch
	CFG  *cfg.Graph
	// IPG is the IPT graph at the placement Config asked for.
	IPG *ipg.Graph
	// Program is the simulator's decoded kernel; nil unless Config.Simulate.
	Program *sim.Program
	// decoded is the check's decoding (CheckInstructions), which decode
	// takes rather than decoding again.
	decoded Decoded
	// Probes maps a simulator PC to the IPT placed on that instruction
	// (timing.Options.Probes); PC[ipt.ID] is the reverse. Nil without a
	// Program.
	Probes map[int]*ipg.IPT
	PC     []int
	// Workload, Facts and HW are the inputs that came with the kernel
	// (Workload and Facts may be nil; HW is timing.Default() unless a
	// hardware file layered over it).
	Workload *workload.File
	Facts    *flowfacts.Facts
	HW       timing.Config
	// Inputs are the files the kernel was loaded from, with their hashes
	// (Provenance): the assembly (and HIP source), workload, facts and
	// hardware files, in the order read.
	Inputs []InputFile
	// Compiler is what produced the assembly, as far as known (an
	// assumption of every bound: the code analyzed is the code run).
	Compiler Compiler
}

// Compiler is the compiler of a kernel's assembly: its version from the
// assembly's .ident lines and, for HIP input, the hipcc command line
// splitwcet compiled it with.
type Compiler struct {
	Version string `json:"version,omitempty"`
	Command string `json:"command,omitempty"`
}

// compilerOf reads the .ident lines of assembly text ("Debian clang
// version 15.0.6"), distinct ones joined by "; ".
func compilerOf(text []byte, command string) Compiler {
	var ids []string
	// The lines holding ".ident" alone are looked at (no copy of the text,
	// no slice of every line: on large kernels those were 3 % of `cfg`'s
	// allocation).
	for rest := text; ; {
		i := bytes.Index(rest, []byte(".ident"))
		if i < 0 {
			break
		}
		start := bytes.LastIndexByte(rest[:i], '\n') + 1
		end := len(rest)
		if j := bytes.IndexByte(rest[i:], '\n'); j >= 0 {
			end = i + j
		}
		f := strings.TrimSpace(string(rest[start:end]))
		if v, ok := strings.CutPrefix(f, ".ident"); ok {
			if u, err := strconv.Unquote(strings.TrimSpace(v)); err == nil && !slices.Contains(ids, u) {
				ids = append(ids, u)
			}
		}
		rest = rest[min(end+1, len(rest)):]
	}
	return Compiler{Version: strings.Join(ids, "; "), Command: command}
}

// Name returns the kernel's symbol.
func (k *Kernel) Name() string { return k.Fn.Name }

// Display is the kernel's name in text output (asm.Display): demangled,
// with the symbol in brackets.
func (k *Kernel) Display() string { return asm.Display(k.Fn.Name) }

// CodeHash identifies the kernel's code: asm.Function.CodeHash of Fn for
// the kernel's target ("sha256:" and 64 hex digits).
func (k *Kernel) CodeHash() string { return k.Fn.CodeHash(k.Arch) }

// TraceHeader is the preamble of a trace of one run of the kernel: its
// symbol and code hash, the IPG's placement, the workload file, input set
// and grid, S and mode, and the hardware's name and hash
// (timing.Config.Hash of HW). Every trace splitwcet writes or keeps in
// memory carries it; TraceExpect is what reading one back checks.
func (k *Kernel) TraceHeader(set workload.Set, S int, mode string) traces.Header {
	h := traces.Header{Kernel: k.Name(), Code: k.CodeHash(), InputSet: set.Name, S: S, Mode: mode, HW: k.HW.Name, HWHash: k.HW.Hash()}
	if k.IPG != nil {
		h.Placement = k.IPG.Placement.String()
	}
	if k.Workload != nil {
		h.Workload = k.Workload.Path
	}
	if set.Launch != nil {
		h.Workgroups, h.WorkgroupSize = set.Launch.Workgroups, set.Launch.WorkgroupSize
		h.GridSize = partialGrid(set.Launch)
	}
	return h
}

// TraceExpect is what a trace must say to be analyzed as a run of the
// kernel (traces.Header.Check): its symbol, code hash and placement, the
// kernel's hardware (HW's hash) and, with a workload, an input set of the
// workload with that set's grid. A caller for which some of these do not
// apply clears them.
func (k *Kernel) TraceExpect() traces.Expect {
	e := traces.Expect{Kernel: k.Name(), Code: k.CodeHash(), Source: k.Source, HW: k.HW.Name, HWHash: k.HW.Hash()}
	if k.IPG != nil {
		e.Placement = k.IPG.Placement.String()
	}
	if k.Workload != nil {
		e.Workload = k.Workload.Path
		e.Sets = []traces.SetGrid{}
		for _, s := range k.Workload.Sets {
			g := traces.SetGrid{Name: s.Name}
			if s.Launch != nil {
				g.Workgroups, g.WorkgroupSize = s.Launch.Workgroups, s.Launch.WorkgroupSize
				g.GridSize = partialGrid(s.Launch)
			}
			e.Sets = append(e.Sets, g)
		}
	}
	return e
}

// AnalyzeExpect is what analyze --trace requires of a trace: TraceExpect,
// a mode, and with onlyS one of Ss.
func (k *Kernel) AnalyzeExpect(Ss []int, onlyS bool) traces.Expect {
	e := k.TraceExpect()
	e.Mode = true
	if onlyS {
		e.S = Ss
	}
	return e
}

// PooledExpect is what wcet --trace requires of its traces: this kernel's
// code at this placement, any input set; wcet takes no hardware file, so
// traces.CheckFiles only requires the traces to agree on one hardware.
func (k *Kernel) PooledExpect() traces.Expect {
	e := k.TraceExpect()
	e.Sets, e.HW, e.HWHash = nil, "", ""
	return e
}

// Config says which kernel of a parsed file to build, and how.
type Config struct {
	// Kernel selects the function (asm.File.SelectKernel); "" takes the
	// workload's kernel, or else the file's only kernel.
	Kernel string
	// Placement of the IPTs (the zero value is ipg.Thesis).
	Placement ipg.Placement
	// CFGOnly builds no IPG (nor a program): for drawing the CFG of any
	// function, such as a device function that returns instead of ending
	// the kernel. It also accepts a loop without exit (cfg.Graph.Endless,
	// a warning in the CFG), which is an error otherwise. Instructions are
	// checked either way (CheckInstructions).
	CFGOnly bool
	// Simulate also decodes the kernel for the simulator (gfx8 only) and
	// maps its IPTs to PCs; a kernel it cannot decode is an error.
	Simulate bool
	Workload *workload.File
	Facts    *flowfacts.Facts
	// HW is the hardware; nil means timing.Default().
	HW *timing.Config
}

// Parse parses assembly text reported under name: the one production call
// of the assembly parser.
func Parse(name string, src []byte, opts asm.Options) (*asm.File, error) {
	return asm.Parse(name, src, opts)
}

// FromText parses assembly text and builds the kernel c selects.
func FromText(name string, src []byte, c Config) (*Kernel, error) {
	f, err := Parse(name, src, asm.Options{})
	if err != nil {
		return nil, err
	}
	k, err := Build(f, c)
	if err != nil {
		return nil, err
	}
	k.Text = src
	k.Inputs = append([]InputFile{DataInput("assembly", name, src, false)}, k.Inputs...)
	return k, nil
}

// Build selects a kernel of the parsed file f and builds its CFG, IPG
// and, with c.Simulate, its simulator program and probes. A workload's
// arguments are checked against the kernel's metadata.
func Build(f *asm.File, c Config) (*Kernel, error) {
	var wfn *asm.Function // the workload's kernel, named in full
	var err error
	if w := c.Workload; w != nil && w.Kernel != "" {
		if wfn, err = f.SelectKernelNamed(w.Kernel); err != nil {
			return nil, &workload.Error{Path: w.Path, Line: w.KernelLine, Msg: fmt.Sprintf("kernel: %v (a workload names its kernel in full: symbol, metadata name or demangled name)", err)}
		}
	}
	fn := wfn
	if fn == nil || c.Kernel != "" {
		if fn, err = f.SelectKernel(c.Kernel); err != nil {
			return nil, err
		}
	}
	if wfn != nil && wfn != fn {
		return nil, fmt.Errorf("--kernel %q selects %s, but the workload %s is for kernel %q", c.Kernel, fn.Name, c.Workload.Path, c.Workload.Kernel)
	}
	k := &Kernel{Source: f.Name, File: f, Fn: fn, Arch: f.Arch, Workload: c.Workload, Facts: c.Facts, HW: timing.Default()}
	if c.HW != nil {
		k.HW = *c.HW
	}
	if c.Workload != nil {
		if err := c.Workload.Check(fn); err != nil {
			return nil, err
		}
	}
	if k.decoded, err = CheckInstructions(fn, f.Arch, c.Simulate); err != nil {
		return nil, err
	}
	if k.CFG, err = cfg.Build(fn, f.Arch); err != nil {
		return nil, err
	}
	if c.CFGOnly {
		return k, nil // cfg shows a loop without exit as a warning
	}
	// A loop no exit is reachable from never finishes: IPET would leave it
	// out of the bound, and the simulator would livelock on it.
	if err := k.CFG.CheckDepth(); err != nil {
		return nil, err
	}
	if err := k.CFG.CheckTermination(); err != nil {
		return nil, err
	}
	if k.IPG, err = ipg.Build(k.CFG, c.Placement); err != nil {
		return nil, err
	}
	if c.Simulate {
		if err := k.decode(); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// decode loads the simulator program and maps every IPT to the PC of its
// instruction (the same *asm.Instruction: one parse feeds both).
func (k *Kernel) decode() error {
	var p *sim.Program
	var err error
	if k.decoded.Done {
		// Decoded by the check: Load's kernel checks, then its result.
		if err = sim.CheckLoadable(k.Fn, k.Arch); err == nil {
			p, err = k.decoded.Program, k.decoded.Err
		}
	} else {
		p, err = sim.Load(k.Fn, k.Arch)
	}
	if err != nil {
		return err
	}
	pcOf := make(map[*asm.Instruction]int, len(p.Instrs))
	for _, in := range p.Instrs {
		pcOf[in.Parsed] = in.PC
	}
	p.UseCFG(k.CFG) // reconvergence reads the loader's CFG, not a second one
	k.Program = p
	k.Probes = make(map[int]*ipg.IPT, len(k.IPG.IPTs))
	k.PC = make([]int, len(k.IPG.IPTs))
	for _, ipt := range k.IPG.IPTs {
		pc, ok := pcOf[ipt.Instr()]
		if !ok {
			return fmt.Errorf("kernel %s: IPT %s is on no instruction of the simulated program", k.Fn.Name, ipt.Name)
		}
		k.Probes[pc] = ipt
		k.PC[ipt.ID] = pc
	}
	return nil
}

// partialGrid is a launch's work-items per dimension when some workgroup
// is partial (the trace key grid_size), all zero otherwise.
func partialGrid(l *sim.Launch) [3]int {
	if !l.Partial() {
		return [3]int{}
	}
	return [3]int{l.Grid(0), l.Grid(1), l.Grid(2)}
}

// HIPSources are the texts of the kernel's own HIP source files (not
// headers) that its line tables name, by the name the .loc lines use
// (asm.SrcLoc.File): the HIP input itself, the embedded example's
// kernel.hip, or a file beside the assembly; files that cannot be found
// are left out. For the report's source view.
func (k *Kernel) HIPSources() map[string][]byte {
	out := map[string][]byte{}
	if k.Fn == nil {
		return out
	}
	for _, in := range k.Fn.Instrs {
		f := in.Src().File
		if f == "" || strings.HasSuffix(f, ".h") || out[f] != nil {
			continue
		}
		if text := k.hipText(f); text != nil {
			out[f] = text
		}
	}
	return out
}

// hipText finds the HIP file a line table names.
func (k *Kernel) hipText(file string) []byte {
	for _, in := range k.Inputs {
		if in.Role == "hip" && filepath.Base(in.Path) == filepath.Base(file) {
			if b, err := os.ReadFile(in.Path); err == nil {
				return b
			}
		}
	}
	if name, ok := strings.CutPrefix(k.Source, "examples/"); ok && file == "kernel.hip" {
		if b, err := examples.Source(strings.TrimSuffix(name, "/kernel.s")); err == nil {
			return b
		}
		return nil
	}
	if filepath.IsAbs(file) {
		return nil // a system path: not the user's source
	}
	if b, err := os.ReadFile(filepath.Join(filepath.Dir(k.Source), file)); err == nil {
		return b
	}
	return nil
}
