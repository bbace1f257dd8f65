package kernel

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/extcmd"
	"github.com/splitwcet/splitwcet/ipet/flowfacts"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Input is what a user gives a command: file paths and flag values.
type Input struct {
	// Path is assembly (.s), HIP source (.hip, .cpp, .cu, .cc, .cxx:
	// compiled with hipcc first), or "" for the embedded default example
	// with its own workload and flow facts.
	Path string
	// Processor is --arch: hipcc's --offload-arch for HIP (default
	// gfx803), the target assumed for assembly that names none, and the
	// device part picked from an offload bundle.
	Processor string
	// HipccFlags are extra hipcc flags (HIP only); SaveAsm, when set, keeps
	// hipcc's assembly in that file (HIP only).
	HipccFlags, SaveAsm string
	// Workload, Facts and HW are file paths ("" for none; for the default
	// example, Workload and Facts default to the example's own).
	Workload, Facts, HW string
	// SplitPolicy is --split-policy: a policy name (split.Names)
	// that overrides the hardware's splits.policy ("": the hardware's).
	SplitPolicy string
	// Reconverge is --reconverge: splits.reconverge on.
	Reconverge bool
	// NeedWorkload makes a missing workload an error.
	NeedWorkload bool
	// MemoryBudget bounds the workload's buffers, all input sets together
	// (workload.ParseLimit; 0: workload.DefaultMaxBytes).
	MemoryBudget int64
	Config
	// Notes receives one-line notes (the embedded example is used, hipcc
	// is compiling); nil discards them.
	Notes io.Writer

	files   []InputFile       // read so far (Kernel.Inputs)
	texts   map[string][]byte // their text by name, for diagnostics
	asmName string            // the name the assembly is parsed under
	hipcc   string            // the hipcc command line HIP input was compiled with
}

func (in *Input) record(role, path string, data []byte, embedded bool) {
	in.files = append(in.files, DataInput(role, path, data, embedded))
	if in.texts == nil {
		in.texts = map[string][]byte{}
	}
	in.texts[path] = data
}

// UsageError is a mistake in the command line rather than in a file.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

// CompileError is hipcc's failure, with its output.
type CompileError struct{ Msg, Output string }

func (e *CompileError) Error() string { return e.Msg + "\n" + e.Output }

// IsHIP reports whether path names HIP source that must be compiled first.
func IsHIP(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".hip", ".cpp", ".cu", ".cc", ".cxx":
		return true
	}
	return false
}

// Load reads the user's inputs and builds the kernel they select: the one
// loader behind every command.
func Load(ctx context.Context, in Input) (*Kernel, error) {
	k, err := in.load(ctx)
	recordSources(ctx, in.texts)
	recordInput(ctx, &in)
	return k, in.diagnose(err)
}

func (in *Input) load(ctx context.Context) (*Kernel, error) {
	f, text, err := in.parse(ctx)
	if err != nil {
		return nil, err
	}
	c := in.Config
	if c.Workload, err = in.workload(); err != nil {
		return nil, err
	}
	if c.Facts, err = in.facts(); err != nil {
		return nil, err
	}
	if c.HW, err = in.hardware(); err != nil {
		return nil, err
	}
	k, err := Build(f, c)
	if err != nil {
		return nil, err
	}
	k.Text, k.Inputs, k.Compiler = text, in.files, compilerOf(text, in.hipcc)
	return k, nil
}

// LoadAll reads the user's assembly and builds every kernel of it as
// in.Config says (in.Kernel is ignored), in file order.
func LoadAll(ctx context.Context, in Input) ([]*Kernel, error) {
	ks, err := in.loadAll(ctx)
	recordSources(ctx, in.texts)
	recordInput(ctx, &in)
	return ks, in.diagnose(err)
}

func (in *Input) loadAll(ctx context.Context) ([]*Kernel, error) {
	f, text, err := in.parse(ctx)
	if err != nil {
		return nil, err
	}
	fns := f.Kernels()
	if len(fns) == 0 {
		return nil, fmt.Errorf("%s: no kernels (no .amdhsa_kernel block)", f.Name)
	}
	var ks []*Kernel
	for _, fn := range fns {
		c := in.Config
		c.Kernel = fn.Name
		k, err := Build(f, c)
		if err != nil {
			return nil, err
		}
		k.Text, k.Inputs, k.Compiler = text, in.files, compilerOf(text, in.hipcc)
		ks = append(ks, k)
	}
	return ks, nil
}

func (in *Input) notef(format string, args ...any) {
	if in.Notes != nil {
		fmt.Fprintf(in.Notes, "splitwcet: "+format+"\n", args...)
	}
}

// parse reads the assembly (compiling HIP first) and parses it.
func (in *Input) parse(ctx context.Context) (*asm.File, []byte, error) {
	var opts asm.Options
	if in.Processor != "" {
		a, ok := asm.ArchFromProcessor(in.Processor)
		if !ok || !asm.KnownProcessor(in.Processor) {
			return nil, nil, &UsageError{fmt.Sprintf("--arch %q: want one of the processors splitwcet reads: %s", in.Processor, strings.Join(asm.KnownProcessors(), ", "))}
		}
		opts.Arch, opts.BundleTarget = a, in.Processor
	}
	if !IsHIP(in.Path) && (in.HipccFlags != "" || in.SaveAsm != "") {
		return nil, nil, &UsageError{"--hipcc-flags and --save-asm apply to HIP input (.hip, .cpp, .cu) only"}
	}
	var name string
	var src []byte
	var err error
	switch {
	case in.Path == "":
		name = "examples/" + examples.Default + "/kernel.s"
		if src, err = examples.Assembly(examples.Default); err != nil {
			return nil, nil, err
		}
		in.notef("no input file: using the embedded example %q (%s; see 'splitwcet examples')", examples.Default, name)
		opts.BundleTarget = "" // the embedded examples are plain gfx803 assembly
		in.record("assembly", name, src, true)
	case IsHIP(in.Path):
		arch := asm.DefaultArch
		if opts.Arch.Major != 0 {
			arch = opts.Arch
		}
		if src, name, err = in.compileHIP(ctx, arch); err != nil {
			return nil, nil, err
		}
		opts.BundleTarget = ""
		in.record("assembly", name, src, false)
	default:
		if src, err = ReadFile(in.Path, "a .s assembly or .hip source file"); err != nil {
			return nil, nil, err
		}
		name = in.Path
		in.record("assembly", name, src, false)
	}
	in.asmName = name
	// src was read here and is only read afterwards (diagnostics, hashes):
	// the parse may share it.
	opts.ShareSource = true
	f, err := Parse(name, src, opts)
	return f, src, err
}

// workload parses --workload, or the default example's own.
func (in *Input) workload() (*workload.File, error) {
	path := in.Workload
	var data []byte
	var err error
	switch {
	case path != "":
		if data, err = os.ReadFile(path); err != nil {
			return nil, fmt.Errorf("--workload: %w", err)
		}
		in.record("workload", path, data, false)
	case in.Path == "":
		path = "examples/" + examples.Default + "/workload.yaml"
		if data, err = examples.Workload(examples.Default); err != nil {
			return nil, err
		}
		in.record("workload", path, data, true)
	case in.NeedWorkload:
		return nil, &UsageError{"give the workload: --workload W.yaml (format: docs/workload.md)"}
	default:
		return nil, nil
	}
	budget := in.MemoryBudget
	if budget <= 0 {
		// No --memory-budget: the run's default budget, not the parser's
		// own fixed ceiling, bounds the buffers.
		budget = sim.DefaultMemoryBudget()
	}
	return workload.ParseLimit(path, data, budget)
}

// facts parses --facts, or the default example's own flow facts.
func (in *Input) facts() (*flowfacts.Facts, error) {
	switch {
	case in.Facts != "":
		data, err := os.ReadFile(in.Facts)
		if err != nil {
			return nil, fmt.Errorf("--facts: %w", err)
		}
		in.record("facts", in.Facts, data, false)
		return flowfacts.Parse(in.Facts, data)
	case in.Path == "":
		data, ok, err := examples.Facts(examples.Default)
		if err != nil || !ok {
			return nil, err
		}
		in.record("facts", "examples/"+examples.Default+"/flow.yaml", data, true)
		return flowfacts.Parse("examples/"+examples.Default+"/flow.yaml", data)
	}
	return nil, nil
}

// hardware layers --hw over the default hardware.
func (in *Input) hardware() (*timing.Config, error) {
	hw, data, err := timing.ReadFile(in.HW)
	in.files = append(in.files, HardwareInputs(in.HW, data)...)
	if in.HW != "" {
		in.texts[in.HW] = data
	}
	if err == nil && in.SplitPolicy != "" {
		p, perr := split.Parse(in.SplitPolicy)
		if perr != nil {
			return nil, &UsageError{fmt.Sprintf("--split-policy %q: want %s", in.SplitPolicy, strings.Join(split.Names, ", "))}
		}
		hw.SplitPolicy = p
	}
	if err == nil && in.Reconverge {
		hw.Reconverge = true
	}
	if err == nil && hw.Reconverge && !hw.SplitPolicy.Rules().Local() {
		return nil, &UsageError{fmt.Sprintf("--reconverge (splits.reconverge) needs a budgeted split policy (halve, parent-first, child-first), not %s: under fcfs the members race for the slots merges return", hw.SplitPolicy)}
	}
	return &hw, err
}

// ReadFile reads a user's file with errors that name it and say what was
// wanted.
func ReadFile(path, want string) ([]byte, error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("%s: no such file", path)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	case st.IsDir():
		return nil, fmt.Errorf("%s is a directory, want %s", path, want)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	return b, nil
}

// unwrapPath drops the path from an *os.PathError the caller already names.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// errNoHipcc explains how to get hipcc, or how to do without it.
const errNoHipcc = "hipcc is not installed, so %s cannot be compiled: install it with `scripts/deps.sh examples` (or `apt-get install hipcc rocm-device-libs`), or pass the assembly (.s) instead"

// compileHIP compiles HIP source to GCN assembly with hipcc in a temporary
// directory and returns the assembly and the name to parse it under.
func (in *Input) compileHIP(ctx context.Context, arch asm.Arch) ([]byte, string, error) {
	path := in.Path
	hip, err := ReadFile(path, "a .s assembly or .hip source file")
	if err != nil {
		return nil, "", err
	}
	in.record("hip", path, hip, false)
	hipcc, err := exec.LookPath("hipcc")
	if err != nil {
		return nil, "", fmt.Errorf(errNoHipcc, path)
	}
	tmp, err := os.MkdirTemp("", "splitwcet-hipcc-")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(tmp)
	stem := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	out := filepath.Join(tmp, stem+".s")
	args := append(HipccArgs(arch.Name, in.HipccFlags), strings.Fields(in.HipccFlags)...)
	// Compile from the source's directory so that the line table names the
	// file as given, relative to it.
	args = append(args, filepath.Base(path), "-o", out)
	note := ""
	if in.SaveAsm == "" {
		note = " (--save-asm FILE keeps its assembly)"
	}
	in.notef("compiling %s with hipcc for %s%s", path, arch.Name, note)
	in.hipcc = "hipcc " + strings.Join(args[:len(args)-2], " ") + " -o FILE.s"
	c := exec.Command(hipcc, args...)
	c.Dir = filepath.Dir(path)
	var outb bytes.Buffer
	c.Stdout = &outb
	c.Stderr = &outb
	if err := extcmd.Run(ctx, c, "hipcc", extcmd.HipccEnv, extcmd.HipccLimit); err != nil {
		if extcmd.Stopped(err) {
			return nil, "", fmt.Errorf("compiling %s: %w", path, err)
		}
		msg := compilerOutput(outb.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, "", &CompileError{Msg: fmt.Sprintf("hipcc failed to compile %s:", path), Output: msg}
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return nil, "", fmt.Errorf("hipcc wrote no assembly for %s: %w", path, err)
	}
	// The assembly is gone once hipcc's directory is: name it by what it
	// is, so that no message or provenance names a file that does not exist.
	name := HipccOutput(path)
	if in.SaveAsm != "" {
		if err := outfile.Write(in.SaveAsm, b, path); err != nil {
			return nil, "", fmt.Errorf("--save-asm: %w", err)
		}
		name = in.SaveAsm
	}
	return b, name, nil
}

// HipccOutput is the name of the assembly hipcc made of the HIP source
// path when --save-asm did not keep it: "hipcc output of k.hip".
func HipccOutput(path string) string { return "hipcc output of " + path }

// HipccArgs are the hipcc flags splitwcet compiles HIP source with before
// the user's extra flags: device code for processor as assembly, -O3,
// -gline-tables-only (the .loc lines every output and diagnostic maps to
// HIP lines) and -mllvm -amdgpu-skip-threshold=0, which keeps the exec-skip
// branch of every divergent region (LLVM drops it around short regions, and
// a split needs it; docs/cli.md). The last is left out when extra already
// sets it (LLVM refuses an option given twice).
func HipccArgs(processor, extra string) []string {
	args := []string{"-x", "hip", "--offload-arch=" + processor, "--cuda-device-only", "-S", "-O3", "-gline-tables-only"}
	if !strings.Contains(extra, "amdgpu-skip-threshold") {
		args = append(args, "-mllvm", "-amdgpu-skip-threshold=0")
	}
	return args
}

// compilerOutput drops hipcc's noise (warnings about linker flags it passes
// itself) from the compiler's output.
func compilerOutput(s string) string {
	var keep []string
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		if strings.Contains(line, "[-Wunused-command-line-argument]") {
			continue
		}
		keep = append(keep, line)
	}
	return strings.TrimSpace(strings.Join(keep, "\n"))
}

// Example builds the embedded example name (reported as
// examples/NAME/kernel.s) with its own workload and, when it has one, its
// flow facts; c's Workload and Facts are replaced.
func Example(name string, c Config) (*Kernel, error) {
	src, err := examples.Assembly(name)
	if err != nil {
		return nil, err
	}
	wdata, err := examples.Workload(name)
	if err != nil {
		return nil, err
	}
	if c.Workload, err = workload.Parse("examples/"+name+"/workload.yaml", wdata); err != nil {
		return nil, err
	}
	inputs := []InputFile{DataInput("assembly", "examples/"+name+"/kernel.s", src, true),
		DataInput("workload", "examples/"+name+"/workload.yaml", wdata, true)}
	c.Facts = nil
	if data, ok, err := examples.Facts(name); err != nil {
		return nil, err
	} else if ok {
		if c.Facts, err = flowfacts.Parse("examples/"+name+"/flow.yaml", data); err != nil {
			return nil, err
		}
		inputs = append(inputs, DataInput("facts", "examples/"+name+"/flow.yaml", data, true))
	}
	k, err := FromText("examples/"+name+"/kernel.s", src, c)
	if err != nil {
		return nil, err
	}
	k.Inputs = append(inputs, HardwareInputs("", nil)...)
	return k, nil
}
