// Command isaref rebuilds a generation's instruction reference list:
// cfg/isa/gfx8.tsv or gfx9.tsv, the lists docs/isa-coverage.md and
// docs/isa-coverage-gfx9.md measure the simulator against.
//
// A list is what LLVM's own AMDGPU assembler accepts for the generation's
// processors: every identifier in libLLVM that looks like a GCN mnemonic is
// a candidate; llvm-mc -mcpu=P keeps the ones it knows for P (an unknown or
// other-generation mnemonic gets "invalid instruction" or "instruction not
// supported on this GPU"; a known one without operands gets "too few
// operands" or assembles). For vector ALU mnemonics the same test on the
// _e32, _e64, _sdwa and _dpp spellings says which encodings exist, and
// "OP_e32 v1, v2" separates VOP1 from VOP2. A generation with several
// processors (gfx9: gfx900, gfx902, gfx906, gfx90c) lists the union, and
// the mnemonics not every processor accepts name the ones that do.
//
// Usage (from the repository root):
//
//	go run ./cfg/isa/cmd/isaref -gen gfx8 > cfg/isa/gfx8.tsv
//	go run ./cfg/isa/cmd/isaref -gen gfx9 > cfg/isa/gfx9.tsv
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

var candRE = regexp.MustCompile(`^(v|s|ds|flat|global|scratch|buffer|tbuffer|image|exp)_[a-z0-9_]+$`)

// generation is one reference list: its processors (llvm-mc -mcpu names;
// the first also names the list's encodings) and its title.
type generation struct {
	title      string
	processors []string
	mcpu       []string // llvm-mc's names of the processors
	arch       asm.Arch
}

var generations = map[string]generation{
	"gfx8": {title: "gfx8 (GCN3, gfx803)", processors: []string{"gfx803"}, mcpu: []string{"fiji"},
		arch: asm.DefaultArch},
	"gfx9": {title: "gfx9 (GCN5 Vega: gfx900, gfx902, gfx906, gfx90c)",
		processors: []string{"gfx900", "gfx902", "gfx906", "gfx90c"},
		mcpu:       []string{"gfx900", "gfx902", "gfx906", "gfx90c"},
		arch:       asm.Arch{Name: "gfx900", Major: 9}},
}

func main() {
	llvm := flag.String("llvm", "/usr/lib/llvm-15", "LLVM installation (bin/llvm-mc and lib/libLLVM-*.so)")
	gen := flag.String("gen", "gfx8", "generation: gfx8 or gfx9")
	flag.Parse()
	g, ok := generations[*gen]
	if !ok {
		fmt.Fprintf(os.Stderr, "isaref: unknown generation %q (want gfx8 or gfx9)\n", *gen)
		os.Exit(2)
	}
	if err := run(*llvm, *gen, g); err != nil {
		fmt.Fprintln(os.Stderr, "isaref:", err)
		os.Exit(1)
	}
}

func run(llvm, name string, g generation) error {
	mc := filepath.Join(llvm, "bin", "llvm-mc")
	cands, version, err := candidates(llvm, mc)
	if err != nil {
		return err
	}
	// Which processors accept each candidate, and with which forms.
	by := map[string][]string{}
	forms := map[string]map[string]bool{}
	vop1 := map[string]bool{}
	for i, cpu := range g.mcpu {
		known, err := accepted(mc, cpu, cands, "")
		if err != nil {
			return err
		}
		var vops []string
		for _, w := range cands {
			if known[w] {
				by[w] = append(by[w], g.processors[i])
				if strings.HasPrefix(w, "v_") {
					vops = append(vops, w)
				}
			}
		}
		for _, s := range []string{"_e32", "_e64", "_sdwa", "_dpp"} {
			f, err := accepted(mc, cpu, vops, s)
			if err != nil {
				return err
			}
			for op := range f {
				if forms[op] == nil {
					forms[op] = map[string]bool{}
				}
				forms[op][s] = true
			}
		}
		// VOP1 takes one source: some operand shape with one source assembles.
		for _, tail := range []string{"_e32", "_e32 v1, v2", "_e32 v[2:3], v[4:5]", "_e32 v1, v[2:3]", "_e32 v[2:3], v1", "_e32 s1, v2"} {
			ok, err := acceptedExact(mc, cpu, vops, tail)
			if err != nil {
				return err
			}
			for op := range ok {
				vop1[op] = true
			}
		}
	}
	var ops []string
	for _, w := range cands {
		if len(by[w]) > 0 {
			ops = append(ops, w)
		}
	}
	w := bufio.NewWriter(os.Stdout)
	cpus := strings.Join(g.mcpu, ", -mcpu=")
	fmt.Fprintf(w, "# %s instruction mnemonics: the reference list of %s.\n", g.title, docName(name))
	fmt.Fprintf(w, "# Source: the AMDGPU assembler of LLVM %s (llvm-mc -arch=amdgcn -mcpu=%s), every\n", version, cpus)
	fmt.Fprintf(w, "# mnemonic it accepts for this GPU; rebuilt by `go run ./cfg/isa/cmd/isaref -gen %s`.\n", name)
	fmt.Fprintf(w, "# Columns: mnemonic, format (base encoding), forms (vector ALU: e32 e64 sdwa dpp),\n")
	fmt.Fprintf(w, "# excluded (why the mnemonic is outside compute-kernel scope; empty when in scope)")
	if len(g.processors) > 1 {
		fmt.Fprintf(w, ",\n# processors (the ones that accept it; all when every one does)")
	}
	fmt.Fprintf(w, ".\n")
	for _, op := range ops {
		f := forms[op]
		format := formatOf(g.arch, op, f["_e32"], vop1[op])
		var fs []string
		if strings.HasPrefix(op, "v_") {
			for _, s := range []string{"_e32", "_e64", "_sdwa", "_dpp"} {
				if f[s] {
					fs = append(fs, s[1:])
				}
			}
		}
		fl := strings.Join(fs, ",")
		if fl == "" {
			fl = "-"
		}
		ex := excluded(op, format)
		if ex == "" {
			ex = "-"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s", op, format, fl, ex)
		if len(g.processors) > 1 {
			p := "all"
			if len(by[op]) < len(g.processors) {
				p = strings.Join(by[op], ",")
			}
			fmt.Fprintf(w, "\t%s", p)
		}
		fmt.Fprintln(w)
	}
	return w.Flush()
}

func docName(gen string) string {
	if gen == "gfx8" {
		return "docs/isa-coverage.md"
	}
	return "docs/isa-coverage-" + gen + ".md"
}

// candidates returns every identifier of libLLVM that looks like a GCN
// mnemonic without an encoding suffix, sorted, and LLVM's version.
func candidates(llvm, mc string) ([]string, string, error) {
	libs, _ := filepath.Glob(filepath.Join(llvm, "lib", "libLLVM-*.so"))
	if len(libs) == 0 {
		return nil, "", fmt.Errorf("no libLLVM-*.so under %s/lib", llvm)
	}
	lib, err := os.ReadFile(libs[0])
	if err != nil {
		return nil, "", err
	}
	verOut, err := exec.Command(mc, "--version").Output()
	if err != nil {
		return nil, "", fmt.Errorf("%s --version: %v", mc, err)
	}
	version := "unknown"
	if m := regexp.MustCompile(`LLVM version ([0-9.]+)`).FindSubmatch(verOut); m != nil {
		version = string(m[1])
	}
	// Candidates: runs of [a-z0-9_] in the library's bytes.
	seen := map[string]bool{"exp": true}
	start := -1
	for i := 0; i <= len(lib); i++ {
		c := byte(0)
		if i < len(lib) {
			c = lib[i]
		}
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && i-start >= 4 && i-start < 64 {
			w := string(lib[start:i])
			if candRE.MatchString(w) {
				seen[w] = true
			}
		}
		start = -1
	}
	var cands []string
	for w := range seen {
		op := w
		for _, s := range []string{"_e32", "_e64", "_sdwa", "_dpp"} {
			op = strings.TrimSuffix(op, s)
		}
		// "..._pad_s_nop" names are LLVM's internal padded-branch pseudos.
		if op == w && !strings.HasSuffix(w, "_pad_s_nop") {
			cands = append(cands, w)
		}
	}
	sort.Strings(cands)
	return cands, version, nil
}

// accepted assembles one candidate (with suffix) per line and returns those
// llvm-mc knows for the processor.
func accepted(mc, cpu string, ops []string, suffix string) (map[string]bool, error) {
	var src bytes.Buffer
	for _, op := range ops {
		src.WriteString(op + suffix + "\n")
	}
	errs, err := assemble(mc, cpu, src.Bytes())
	if err != nil {
		return nil, err
	}
	ok := map[string]bool{}
	for i, op := range ops {
		e, bad := errs[i+1]
		if !bad || strings.HasPrefix(e, "too few operands") {
			ok[op] = true
		}
	}
	return ok, nil
}

// acceptedExact returns the ops for which "op+tail" assembles without error.
func acceptedExact(mc, cpu string, ops []string, tail string) (map[string]bool, error) {
	var src bytes.Buffer
	for _, op := range ops {
		src.WriteString(op + tail + "\n")
	}
	errs, err := assemble(mc, cpu, src.Bytes())
	if err != nil {
		return nil, err
	}
	ok := map[string]bool{}
	for i, op := range ops {
		if _, bad := errs[i+1]; !bad {
			ok[op] = true
		}
	}
	return ok, nil
}

var errRE = regexp.MustCompile(`^[^:]*:(\d+):\d+: error: (.*)$`)

// assemble runs llvm-mc and returns the first error per input line.
func assemble(mc, cpu string, src []byte) (map[int]string, error) {
	cmd := exec.Command(mc, "-arch=amdgcn", "-mcpu="+cpu, "-o", os.DevNull)
	cmd.Stdin = bytes.NewReader(src)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	_ = cmd.Run() // exits non-zero when any line fails
	errs := map[int]string{}
	for _, l := range strings.Split(stderr.String(), "\n") {
		if m := errRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			if _, dup := errs[n]; !dup {
				errs[n] = m[2]
			}
		}
	}
	if len(errs) == 0 && stderr.Len() > 0 {
		return nil, fmt.Errorf("llvm-mc: %s", stderr.String())
	}
	return errs, nil
}

// formatOf names the base encoding: for vector ALU ops from the forms the
// assembler accepts, otherwise from the project's parser.
func formatOf(a asm.Arch, op string, hasE32, vop1 bool) string {
	if strings.HasPrefix(op, "v_") {
		switch {
		case strings.HasPrefix(op, "v_interp_"):
			return "VINTRP"
		case hasE32 && strings.HasPrefix(op, "v_cmp"):
			return "VOPC"
		case hasE32 && vop1:
			return "VOP1"
		case hasE32:
			return "VOP2"
		}
	}
	if e := asm.EncodingOf(a, op); e != asm.EncUnknown {
		return e.String()
	}
	return "?"
}

// excluded says why an op is outside the compute-kernel scope of issue 13:
// image (MIMG), export, interpolation, and GDS/GWS-only operations.
func excluded(op, format string) string {
	switch {
	case format == "MIMG" || strings.HasPrefix(op, "image_"):
		return "image"
	case format == "EXP" || op == "exp":
		return "export"
	case format == "VINTRP" || strings.HasPrefix(op, "v_interp_"):
		return "interpolation"
	case strings.HasPrefix(op, "ds_gws_") || op == "ds_ordered_count":
		return "gds-only"
	}
	return ""
}
