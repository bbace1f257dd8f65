package kernel

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/ipet/static"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// Provenance says where a result comes from: the tool that computed it, the
// command line, every input file with its SHA-256, the kernel's code hash,
// the effective hardware configuration and the analysis settings. Every
// JSON output of splitwcet carries one as "provenance" (docs/cli.md,
// "Provenance"), and analyze's HTML report shows it. It holds no date, so
// two runs of the same command on the same inputs write the same bytes.
//
// The type is defined here, once; the documents of packages below this one
// (cfg/render, ipg, ipet, traces/sim, traces/sim/timing) hold it as an
// opaque value (field Provenance any) that the command line sets.
type Provenance struct {
	Tool Tool `json:"tool"`
	// Command is the command line, program name first.
	Command []string `json:"command"`
	// CodeHash is the analyzed kernel's asm.Function.CodeHash, as traces
	// record it ("" when the command analyzed no one kernel).
	CodeHash string `json:"code_hash,omitempty"`
	// Inputs are the files read, in the order read.
	Inputs []InputFile `json:"inputs"`
	// Hardware is the effective hardware configuration.
	Hardware Hardware `json:"hardware"`
	// Settings are the analysis choices a result depends on that the
	// command line may leave at their defaults (--assume, --roles,
	// --weights, --ipts, S, ...), by flag name without dashes.
	Settings map[string]string `json:"settings"`
}

// Tool identifies the build of splitwcet (runtime/debug.ReadBuildInfo).
type Tool struct {
	Name string `json:"name"`
	// Version is the module version ("(devel)" for a build from a work
	// tree), or the one set at link time.
	Version string `json:"version"`
	// Commit is the VCS revision the binary was built from, "" when the
	// build recorded none (go test, go run); Modified says the work tree
	// had uncommitted changes.
	Commit   string `json:"commit"`
	Modified bool   `json:"modified"`
	// Go is the Go toolchain version.
	Go string `json:"go"`
}

// InputFile is one input and its hash.
type InputFile struct {
	// Role is what the file is: assembly, hip, workload, facts, hardware,
	// latency or trace.
	Role string `json:"role"`
	// Path is the file as given, or examples/NAME/FILE (and
	// traces/sim/timing/default.yaml, ipet/static/default.yaml) for the
	// files built into splitwcet, which Embedded marks.
	Path     string `json:"path"`
	SHA256   string `json:"sha256"`
	Embedded bool   `json:"embedded"`
}

// Hardware is a hardware configuration in full: every key of the hardware
// file format (docs/hardware.md) by section, and timing.Config.Hash.
type Hardware struct {
	Name   string                    `json:"name"`
	Hash   string                    `json:"hash"`
	Config map[string]map[string]any `json:"config"`
}

// HardwareOf is hw's provenance.
func HardwareOf(hw timing.Config) Hardware {
	return Hardware{Name: hw.Name, Hash: hw.Hash(), Config: hw.Values()}
}

// SHA256 is the hex SHA-256 of data.
func SHA256(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// FileInput hashes the file at path.
func FileInput(role, path string) (InputFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return InputFile{}, err
	}
	return InputFile{Role: role, Path: path, SHA256: SHA256(data)}, nil
}

// DataInput is an input read as data (embedded marks a built-in file).
func DataInput(role, path string, data []byte, embedded bool) InputFile {
	return InputFile{Role: role, Path: path, SHA256: SHA256(data), Embedded: embedded}
}

// HardwareInputs are the hardware files of a configuration: the embedded
// defaults, and the user's file layered over them (data nil: none). The
// embedded memory-hierarchy defaults (caches.yaml) are listed when the
// user's file turns the hierarchy on (without it they change nothing).
func HardwareInputs(path string, data []byte) []InputFile {
	in := []InputFile{DataInput("hardware", "traces/sim/timing/default.yaml", timing.DefaultYAML(), true)}
	if c, err := timing.Load(path, data); data != nil && err == nil && c.Caches() {
		in = append(in, DataInput("hardware", "traces/sim/timing/caches.yaml", timing.CachesYAML(), true))
	}
	if path != "" {
		in = append(in, DataInput("hardware", path, data, false))
	}
	return in
}

// Version, when set (at link time: -ldflags "-X main.version=v1.2.3",
// which the command line copies here), replaces the module version.
var Version = ""

// Commit, when set at link time, is the VCS revision for a build whose
// build information has none: Go records it only from a .git directory, not
// from a git worktree's .git file. `make build` sets it from `git describe
// --always --dirty --abbrev=40` ("-dirty": uncommitted changes).
var Commit = ""

// ToolInfo reads the build information of the running binary.
func ToolInfo() Tool {
	t := Tool{Name: "splitwcet", Version: "(devel)"}
	if bi, ok := debug.ReadBuildInfo(); ok {
		t.Go = bi.GoVersion
		if bi.Main.Version != "" {
			t.Version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				t.Commit = s.Value
			case "vcs.modified":
				t.Modified = s.Value == "true"
			}
		}
	}
	if Version != "" {
		t.Version = Version
	}
	if t.Commit == "" && Commit != "" {
		t.Commit, t.Modified = strings.CutSuffix(Commit, "-dirty")
	}
	return t
}

// String is the tool as --version prints it: version, commit and "(modified)".
func (t Tool) String() string {
	s := t.Version
	if t.Commit != "" {
		s += " commit " + t.Commit
		if t.Modified {
			s += " (modified)"
		}
	}
	if t.Go != "" {
		s += " " + t.Go
	}
	return s
}

type commandKey struct{}

// WithCommand records the command line in ctx, for the provenance of what
// is computed under it, and starts the record of the files read under it
// (Sources).
func WithCommand(ctx context.Context, args []string) context.Context {
	ctx = context.WithValue(ctx, sourcesKey{}, &sources{m: map[string][]byte{}})
	ctx = context.WithValue(ctx, inputKey{}, &loaded{})
	return context.WithValue(ctx, commandKey{}, append([]string(nil), args...))
}

type sourcesKey struct{}

// sources are the files Load read under a context, by the name
// diagnostics use.
type sources struct {
	mu sync.Mutex
	m  map[string][]byte
}

// Sources are the text of every file Load read under ctx (WithCommand), by
// name: diag.WithSources(err, Sources(ctx)) lets a diagnostic found after
// loading (a flow fact's line in an IPET conflict) show its line.
func Sources(ctx context.Context) map[string][]byte {
	s, _ := ctxValue(ctx, sourcesKey{}).(*sources)
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.m)
}

// recordSources adds the texts to ctx's record.
func recordSources(ctx context.Context, texts map[string][]byte) {
	if s, _ := ctxValue(ctx, sourcesKey{}).(*sources); s != nil {
		s.mu.Lock()
		maps.Copy(s.m, texts)
		s.mu.Unlock()
	}
}

type inputKey struct{}

// loaded is the last input Load read under a context (WithCommand).
type loaded struct {
	mu sync.Mutex
	in *Input
}

// recordInput keeps in for Diagnose.
func recordInput(ctx context.Context, in *Input) {
	if l, _ := ctxValue(ctx, inputKey{}).(*loaded); l != nil {
		l.mu.Lock()
		l.in = in
		l.mu.Unlock()
	}
}

// Diagnose treats an error found after loading (an unbounded loop, a
// run-time error at an instruction) as Load treats its own: the texts of
// the files read attached and, for HIP input, a position in hipcc's
// assembly moved to the HIP line of its .loc with a note at the assembly.
// err is returned as it is when nothing was loaded under ctx.
func Diagnose(ctx context.Context, err error) error {
	l, _ := ctxValue(ctx, inputKey{}).(*loaded)
	if err == nil || l == nil {
		return err
	}
	l.mu.Lock()
	in := l.in
	l.mu.Unlock()
	if in == nil {
		return err
	}
	return in.diagnose(err)
}

func ctxValue(ctx context.Context, key any) any {
	if ctx == nil {
		return nil
	}
	return ctx.Value(key)
}

// CommandOf is the command line WithCommand recorded (nil: none).
func CommandOf(ctx context.Context) []string {
	if ctx == nil {
		return nil
	}
	args, _ := ctx.Value(commandKey{}).([]string)
	return args
}

// NewProvenance is the provenance of a result computed under ctx from
// inputs on hardware hw with settings (nil: none).
func NewProvenance(ctx context.Context, inputs []InputFile, hw timing.Config, settings map[string]string) *Provenance {
	p := &Provenance{Tool: ToolInfo(), Command: CommandOf(ctx), Inputs: append([]InputFile{}, inputs...),
		Hardware: HardwareOf(hw), Settings: map[string]string{}}
	if p.Command == nil {
		p.Command = []string{}
	}
	for k, v := range settings {
		p.Settings[k] = v
	}
	return p
}

// Provenance is the provenance of a result about k computed under ctx:
// k's inputs (Inputs), its code hash and hardware, with settings.
func (k *Kernel) Provenance(ctx context.Context, settings map[string]string) *Provenance {
	p := NewProvenance(ctx, k.Inputs, k.HW, settings)
	if k.Fn != nil {
		p.CodeHash = k.CodeHash()
	}
	return p
}

// AddFiles hashes the files at paths as inputs of role (trace files, a
// latency table).
func (p *Provenance) AddFiles(role string, paths ...string) error {
	for _, path := range paths {
		in, err := FileInput(role, path)
		if err != nil {
			return err
		}
		p.Inputs = append(p.Inputs, in)
	}
	return nil
}

// CommandLine is p's command line as one shell-like string.
func (p *Provenance) CommandLine() string { return strings.Join(p.Command, " ") }

// WriteJSON writes v as the commands write JSON: indented by two spaces,
// "<" and ">" as they are, a trailing newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// ProvenanceOf is the provenance of a result about the kernels ks of one
// file: Kernel.Provenance with one kernel, without a code hash with several.
func ProvenanceOf(ctx context.Context, ks []*Kernel, settings map[string]string) *Provenance {
	if len(ks) == 1 {
		return ks[0].Provenance(ctx, settings)
	}
	return NewProvenance(ctx, ks[0].Inputs, ks[0].HW, settings)
}

// AddLatency adds the static latency table: the file at path, or the
// embedded default when path is "".
func (p *Provenance) AddLatency(path string) error {
	if path == "" {
		p.Inputs = append(p.Inputs, DataInput("latency", "ipet/static/default.yaml", static.DefaultYAML(), true))
		return nil
	}
	return p.AddFiles("latency", path)
}

// Model names what a bound is sound against, so that every output can say
// it: the two static models have names a user can tell apart.
//
//   - the hardware model: the simulator's split-capable GPU (the hardware
//     file, docs/hardware.md; traces/sim/timing/default.yaml unless --hw),
//     which 'analyze --static' bounds for every input and schedule, and on
//     which the hybrid bounds were measured;
//   - the latency table: documented worst-case latencies of real GCN3
//     hardware for one wavefront alone (docs/latency.md;
//     ipet/static/default.yaml unless --latency), which 'wcet --static'
//     and 'cfg --annotate --static' use.
type Model struct {
	// Kind is "hardware model" or "latency table".
	Kind string `json:"kind"`
	// Path is the file (the user's, or the built-in one's path in the
	// repository, which Embedded marks); Hash identifies its content: the
	// hardware's configuration hash (timing.Config.Hash, as traces record
	// it), a latency table's file SHA-256.
	Path     string `json:"path"`
	Embedded bool   `json:"embedded"`
	Hash     string `json:"hash"`
}

// The kinds of Model.
const (
	HardwareModelKind = "hardware model"
	LatencyTableKind  = "latency table"
)

// String names the model for a reader: "hardware model
// traces/sim/timing/default.yaml (built in, sha256:0c4ab1d2e3f4)".
func (m Model) String() string {
	in := ""
	if m.Embedded {
		in = "built in, "
	}
	h := strings.TrimPrefix(m.Hash, "sha256:")
	if len(h) > 12 {
		h = h[:12]
	}
	return fmt.Sprintf("%s %s (%ssha256:%s)", m.Kind, m.Path, in, h)
}

// HardwareModel is the hardware model p's results are computed on: the
// user's hardware file (layered over the built-in defaults) or the
// built-in default, with the configuration's hash.
func (p *Provenance) HardwareModel() Model {
	m := Model{Kind: HardwareModelKind, Path: "traces/sim/timing/default.yaml", Embedded: true, Hash: p.Hardware.Hash}
	for _, in := range p.Inputs {
		if in.Role == "hardware" && !in.Embedded {
			m.Path, m.Embedded = in.Path, false
		}
	}
	return m
}

// LatencyModel is the latency table p records (AddLatency), or the
// built-in one.
func (p *Provenance) LatencyModel() Model {
	for _, in := range p.Inputs {
		if in.Role == "latency" {
			return Model{Kind: LatencyTableKind, Path: in.Path, Embedded: in.Embedded, Hash: "sha256:" + in.SHA256}
		}
	}
	return Model{Kind: LatencyTableKind, Path: "ipet/static/default.yaml", Embedded: true, Hash: "sha256:" + SHA256(static.DefaultYAML())}
}

// LatencyTableAssumption is what a one-wavefront bound of k from the
// latency table (GCN3's documented latencies) must say beside its number
// when k is not GCN3 or Vega code, "" when it is (the processors of gfx8
// and gfx9, whose counters and encodings the table's consumers read from
// the target record). For gfx9's CDNA processors (gfx908, gfx90a,
// gfx940) and gfx10 and later (RDNA, wave32 or wave64) nothing checks the
// table's latencies against the hardware: the bound holds only if theirs
// are at most GCN3's (docs/architecture.md, "RDNA and wave32").
func (k *Kernel) LatencyTableAssumption() string {
	arch := k.Arch
	if arch.Major == 0 {
		arch = asm.DefaultArch
	}
	if isa.For(arch).Covers(arch) && arch.Major < 10 {
		return ""
	}
	kind := "CDNA, not Vega"
	if arch.Major >= 10 {
		kind = "RDNA, wave64"
		if k.Fn.Descriptor != nil && k.Fn.Descriptor.Wave32() {
			kind = "RDNA, wave32"
		}
	}
	return fmt.Sprintf("ASSUMED, not checked: %s is %s code (%s), whose latencies no table documents; "+
		"the bound holds only if they are at most GCN3's", k.Fn.Name, arch.Name, kind)
}
