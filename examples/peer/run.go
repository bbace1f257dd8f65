package peer

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/splitwcet/splitwcet/internal/extcmd"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// DeviceLibs is where Debian's rocm-device-libs keeps the bitcode clang-15
// links OpenCL kernels with.
const DeviceLibs = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"

// CompileArgs are the clang-15 flags every kernel of the suite is compiled
// with (docs/workload.md, "OpenCL kernels"), before the kernel's own flags:
// OpenCL C 2.0 for gfx803, -O3, the exec-skip branches kept, and no SDWA
// peephole (MGPUSim's emulator lacks some SDWA forms).
func CompileArgs() []string {
	return []string{"-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx803", "-O3", "-S",
		"--rocm-device-lib-path=" + DeviceLibs, "-mllvm", "-amdgpu-skip-threshold=0", "-mllvm", "-amdgpu-sdwa-peephole=0"}
}

// Revision is the MGPUSim release the suite's sources and recorded numbers
// are from (tag v4.2.0).
const Revision = "d01e70d5632a7e3fe47f21b14dc6f6ffdf884e25"

// Compile compiles k's OpenCL source from the MGPUSim tree src to gfx803
// assembly in dir and returns its path. src is a checkout of MGPUSim or its
// git directory (a clone's .git, or a bare mirror), from which the file is
// read at Revision. Kernels of one source and flags share the file.
func Compile(ctx context.Context, src string, k Kernel, dir string) (string, error) {
	stem := strings.TrimSuffix(strings.ReplaceAll(k.Source, "/", "_"), ".cl")
	if k.Flags != "" {
		stem += "_" + strings.Trim(strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
				return r
			}
			return '_'
		}, k.Flags), "_")
	}
	out := filepath.Join(dir, stem+".s")
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	in, err := sourceFile(ctx, src, k.Source, filepath.Join(dir, stem+".cl"))
	if err != nil {
		return "", fmt.Errorf("peer: %s: %v", k.Name, err)
	}
	args := append(CompileArgs(), strings.Fields(k.Flags)...)
	args = append(args, in, "-o", out+".tmp")
	var log bytes.Buffer
	c := exec.Command(clang(), args...)
	c.Stdout, c.Stderr = &log, &log
	if err := extcmd.Run(ctx, c, "clang-15", extcmd.HipccEnv, extcmd.HipccLimit); err != nil {
		return "", fmt.Errorf("peer: compiling %s: %v\n%s", k.Source, err, log.String())
	}
	return out, os.Rename(out+".tmp", out)
}

// sourceFile returns the path of file rel of the MGPUSim sources src: in
// a checkout, the file itself; in a git directory, its content at
// Revision, written to tmp.
func sourceFile(ctx context.Context, src, rel, tmp string) (string, error) {
	in := filepath.Join(src, filepath.FromSlash(rel))
	if _, err := os.Stat(in); err == nil {
		return in, nil
	}
	if _, err := os.Stat(filepath.Join(src, "objects")); err != nil {
		return "", fmt.Errorf("%s is neither in the MGPUSim tree %s nor is %s a git directory (want github.com/sarchlab/mgpusim v4.2.0)", rel, src, src)
	}
	var out, log bytes.Buffer
	c := exec.CommandContext(ctx, "git", "--git-dir", src, "show", Revision+":"+rel)
	c.Stdout, c.Stderr = &out, &log
	if err := c.Run(); err != nil {
		return "", fmt.Errorf("git --git-dir %s show %s:%s: %v %s", src, Revision[:12], rel, err, strings.TrimSpace(log.String()))
	}
	return tmp, os.WriteFile(tmp, out.Bytes(), 0o644)
}

// clang is Debian's clang-15 (hipcc's), or clang.
func clang() string {
	if p, err := exec.LookPath("clang-15"); err == nil {
		return p
	}
	return "clang"
}

// Ours is a kernel's run on our simulator.
type Ours struct {
	Instructions int64             // wavefront instructions (the functional run)
	Outputs      map[string][]byte // output buffers by argument name
	// Cycles is the timing model's kernel time, first issue to last
	// s_endpgm completion (timing.Result.Cycles); Launched is the time
	// as MGPUSim counts it, from the launch's arrival at the command
	// processor to its completion (timing.Result.LaunchCycles).
	Cycles, Launched int64
}

// Prepare loads k's workload and the program from its assembly.
func Prepare(k Kernel, asmPath string) (*sim.Program, *workload.Set, error) {
	wf, err := Workload(k.Name)
	if err != nil {
		return nil, nil, err
	}
	src, err := os.ReadFile(asmPath)
	if err != nil {
		return nil, nil, err
	}
	kk, err := kernel.FromText(asmPath, src, kernel.Config{Workload: wf, Simulate: true})
	if err != nil {
		return nil, nil, err
	}
	return kk.Program, &wf.Sets[0], nil
}

// RunOurs runs k on the functional simulator (outputs and instruction
// count) and on the timing model with hw (cycles).
func RunOurs(prog *sim.Program, set *workload.Set, hw timing.Config) (*Ours, error) {
	m, err := sim.NewMachine(prog, set.Launch, sim.Options{})
	if err != nil {
		return nil, err
	}
	res, err := m.Run()
	if err != nil {
		return nil, err
	}
	o := &Ours{Instructions: res.Instructions, Outputs: map[string][]byte{}}
	for _, out := range res.Outputs {
		o.Outputs[out.Name] = out.Data
	}
	tr, err := timing.Run(prog, set.Launch, hw, timing.Options{S: 0})
	if err != nil {
		return nil, err
	}
	if tr.Instructions != res.Instructions {
		return nil, fmt.Errorf("peer: the timing model executed %d instructions, the functional run %d", tr.Instructions, res.Instructions)
	}
	for _, out := range tr.Outputs {
		if !bytes.Equal(out.Data, o.Outputs[out.Name]) {
			return nil, fmt.Errorf("peer: output %s of the timing run differs from the functional run's", out.Name)
		}
	}
	o.Cycles, o.Launched = tr.Cycles, tr.LaunchCycles
	return o, nil
}

// CheckReference compares outputs with k's Go reference for the launch:
// the names of the buffers that differ, with the first difference.
func CheckReference(k Kernel, l *sim.Launch, outputs map[string][]byte) ([]string, error) {
	want, err := k.Ref(l)
	if err != nil {
		return nil, err
	}
	var bad []string
	for _, name := range sortedKeys(want) {
		got, ok := outputs[name]
		if !ok {
			bad = append(bad, name+": not an output of the workload")
			continue
		}
		if d := want[name].Compare(got); d != "" {
			bad = append(bad, name+": "+d)
		}
	}
	for name := range outputs {
		if _, ok := want[name]; !ok {
			bad = append(bad, name+": the reference does not compute it")
		}
	}
	sort.Strings(bad)
	return bad, nil
}

func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Hash is the SHA-256 of an output buffer, as recorded.
func Hash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// --- MGPUSim ---

// MGPUSim is a run of a kernel on MGPUSim's R9 Nano timing model.
type MGPUSim struct {
	KernelTime   int64             // the command processor's kernel_time, in cycles (1 GHz)
	Instructions int64             // cu_inst_count summed over the CUs
	Outputs      map[string][]byte // the dumped output buffers
}

// MGPUSimEnv names the variable that bounds one MGPUSim run.
const MGPUSimEnv = "SPLITWCET_MGPUSIM_TIMEOUT"

// Link assembles and links a kernel's assembly into the code object MGPUSim
// loads (clang-15 -c, ld.lld-15 -shared).
func Link(ctx context.Context, asmPath string) (string, error) {
	obj, hsaco := strings.TrimSuffix(asmPath, ".s")+".o", strings.TrimSuffix(asmPath, ".s")+".hsaco"
	if _, err := os.Stat(hsaco); err == nil {
		return hsaco, nil
	}
	for _, c := range []*exec.Cmd{
		exec.Command(clang(), "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx803", "-c", asmPath, "-o", obj),
		exec.Command(lld(), "-shared", obj, "-o", hsaco),
	} {
		var log bytes.Buffer
		c.Stdout, c.Stderr = &log, &log
		if err := extcmd.Run(ctx, c, filepath.Base(c.Path), extcmd.HipccEnv, extcmd.HipccLimit); err != nil {
			return "", fmt.Errorf("peer: %s: %v\n%s", strings.Join(c.Args, " "), err, log.String())
		}
	}
	return hsaco, nil
}

func lld() string {
	if p, err := exec.LookPath("ld.lld-15"); err == nil {
		return p
	}
	return "ld.lld"
}

// DriverArgs are the arguments of MGPUSim's driver (hfdrv2,
// ../shared/mgpusim/drv2) for a launch of prog: the grid, then each
// argument in order, its bytes written to files in dir: a buffer as
// in:FILE (inout:FILE when the workload dumps it), a scalar as u32:V, a
// by-value struct as one u32 per 4 bytes, a __local pointer as lds:BYTES.
// The driver lays the arguments out packed at their natural alignment and
// zeroes the hidden ones; a kernel whose metadata offsets differ from that
// layout, or a grid the driver cannot express, is an error.
func DriverArgs(prog *sim.Program, l *sim.Launch, dir string) ([]string, error) {
	if l.Partial() || l.Workgroups[2] > 1 || l.WorkgroupSize[2] > 1 {
		return nil, fmt.Errorf("peer: the driver launches whole 1-D or 2-D grids only")
	}
	out := []string{"-wg", strconv.Itoa(l.WorkgroupSize[0]), "-nwg", strconv.Itoa(l.Workgroups[0]),
		"-wgy", strconv.Itoa(max(l.WorkgroupSize[1], 1)), "-nwgy", strconv.Itoa(max(l.Workgroups[1], 1))}
	var meta []int
	if prog.Fn.Meta != nil {
		for _, a := range prog.Fn.Meta.Args {
			if !a.IsHidden() {
				meta = append(meta, a.Offset)
			}
		}
	}
	if len(meta) != len(l.Args) {
		return nil, fmt.Errorf("peer: the kernel's metadata lists %d explicit arguments, the workload %d", len(meta), len(l.Args))
	}
	off := 0
	place := func(size int) int {
		off = (off + size - 1) / size * size
		at := off
		off += size
		return at
	}
	for i, a := range l.Args {
		var at int
		switch {
		case a.IsBuffer:
			f := filepath.Join(dir, a.Name+".in.bin")
			if err := os.WriteFile(f, a.Buffer, 0o644); err != nil {
				return nil, err
			}
			kind := "in"
			if a.Output {
				kind = "inout"
			}
			at = place(8)
			out = append(out, "-arg", a.Name+"="+kind+":"+f)
		case a.LDS > 0:
			at = place(4)
			out = append(out, "-arg", fmt.Sprintf("%s=lds:%d", a.Name, a.LDS))
		case len(a.Value)%4 == 0 && len(a.Value) > 0:
			for j := 0; j < len(a.Value); j += 4 {
				p := place(4)
				if j == 0 {
					at = p
				}
				out = append(out, "-arg", fmt.Sprintf("%s%d=u32:%d", a.Name, j/4, binary.LittleEndian.Uint32(a.Value[j:])))
			}
		default:
			return nil, fmt.Errorf("peer: argument %s of %d bytes: the driver passes 4-byte words", a.Name, len(a.Value))
		}
		if at != meta[i] {
			return nil, fmt.Errorf("peer: argument %s is at kernarg offset %d, the driver would place it at %d", a.Name, meta[i], at)
		}
	}
	return out, nil
}

// RunMGPUSim runs a kernel on MGPUSim's timing model with the driver
// binary, in a fresh directory under dir, and reads its metrics with
// sqlite3 and its dumped outputs.
//
// With reuse, a directory that already holds a finished run (its database
// and dumps) is read instead of running MGPUSim again.
func RunMGPUSim(ctx context.Context, driver, hsaco, symbol string, prog *sim.Program, l *sim.Launch, dir string, reuse bool) (*MGPUSim, error) {
	dump := filepath.Join(dir, "dump")
	if !reuse || !finished(dir) {
		os.RemoveAll(dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
		args, err := DriverArgs(prog, l, dir)
		if err != nil {
			return nil, err
		}
		args = append([]string{"-hsaco", hsaco, "-kernel", symbol}, args...)
		args = append(args, "-dump", dump, "-timing", "-report-inst-count", "-disable-rtm")
		if err := runDriver(ctx, driver, dir, args); err != nil {
			return nil, err
		}
	}
	var err error
	r := &MGPUSim{Outputs: map[string][]byte{}}
	if r.KernelTime, r.Instructions, err = metrics(ctx, dir); err != nil {
		return nil, err
	}
	for _, a := range l.Args {
		if a.IsBuffer && a.Output {
			b, err := os.ReadFile(filepath.Join(dump, a.Name+".bin"))
			if err != nil {
				return nil, fmt.Errorf("peer: MGPUSim dumped no %s: %v", a.Name, err)
			}
			r.Outputs[a.Name] = b
		}
	}
	return r, nil
}

// finished reports whether dir holds a finished MGPUSim run: a database
// with the kernel's time.
func finished(dir string) bool {
	_, _, err := metrics(context.Background(), dir)
	return err == nil
}

// runDriver runs MGPUSim's driver with args in dir (where it leaves its
// database).
func runDriver(ctx context.Context, driver, dir string, args []string) error {
	var log bytes.Buffer
	c := exec.Command(driver, args...)
	c.Dir, c.Stdout, c.Stderr = dir, &log, &log
	if err := extcmd.Run(ctx, c, "MGPUSim", MGPUSimEnv, 30*time.Minute); err != nil {
		return fmt.Errorf("peer: MGPUSim (%s %s): %v\n%s", driver, strings.Join(args, " "), err, tail(log.String()))
	}
	return nil
}

// metrics reads kernel_time (the command processor's, in seconds at 1 GHz)
// and the CUs' instruction counts from the run's sqlite database.
func metrics(ctx context.Context, dir string) (kt, insts int64, err error) {
	dbs, _ := filepath.Glob(filepath.Join(dir, "akita_sim_*.sqlite3"))
	if len(dbs) != 1 {
		return 0, 0, fmt.Errorf("peer: MGPUSim left %d databases in %s, want 1", len(dbs), dir)
	}
	var out bytes.Buffer
	c := exec.CommandContext(ctx, "sqlite3", dbs[0], "select Location, What, Value from mgpusim_metrics where What in ('kernel_time', 'cu_inst_count')")
	c.Stdout = &out
	if err := c.Run(); err != nil {
		return 0, 0, fmt.Errorf("peer: sqlite3 %s: %v", dbs[0], err)
	}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		f := strings.Split(line, "|")
		if len(f) != 3 {
			continue
		}
		v, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return 0, 0, fmt.Errorf("peer: metric %q: %v", line, err)
		}
		switch {
		case f[1] == "kernel_time" && strings.HasSuffix(f[0], "CommandProcessor"):
			kt = int64(v*1e9 + 0.5)
		case f[1] == "cu_inst_count":
			insts += int64(v + 0.5)
		}
	}
	if kt == 0 {
		return 0, 0, fmt.Errorf("peer: no kernel_time of the command processor in %s", dbs[0])
	}
	return kt, insts, nil
}

func tail(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 20 {
		lines = lines[len(lines)-20:]
	}
	return strings.Join(lines, "\n")
}

// EmptyKernel is our OpenCL kernel that does nothing, whose MGPUSim time at
// a grid is that grid's launch and completion overhead.
const EmptyKernel = "__kernel void empty(__global int *out) {}\n"
