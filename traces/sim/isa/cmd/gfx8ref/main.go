// Command gfx8ref rebuilds cfg/isa/gfx8.tsv, the reference list of
// gfx8 (GCN3) instruction mnemonics that docs/isa-coverage.md measures the
// simulator against.
//
// The list is what LLVM's own AMDGPU assembler accepts for gfx803 (fiji):
// every identifier in libLLVM that looks like a GCN mnemonic is a
// candidate; llvm-mc -mcpu=fiji keeps the ones it knows for this GPU (an
// unknown or other-generation mnemonic gets "invalid instruction" or
// "instruction not supported on this GPU"; a known one without operands
// gets "too few operands" or assembles). For vector ALU mnemonics the same
// test on the _e32, _e64, _sdwa and _dpp spellings says which encodings
// exist, and "OP_e32 v1, v2" separates VOP1 from VOP2.
//
// Usage (from the repository root):
//
//	go run ./traces/sim/isa/cmd/gfx8ref -llvm /usr/lib/llvm-15 > cfg/isa/gfx8.tsv
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

var candRE = regexp.MustCompile(`^(v|s|ds|flat|buffer|tbuffer|image|exp)_[a-z0-9_]+$`)

func main() {
	llvm := flag.String("llvm", "/usr/lib/llvm-15", "LLVM installation (bin/llvm-mc and lib/libLLVM-*.so)")
	flag.Parse()
	if err := run(*llvm); err != nil {
		fmt.Fprintln(os.Stderr, "gfx8ref:", err)
		os.Exit(1)
	}
}

func run(llvm string) error {
	mc := filepath.Join(llvm, "bin", "llvm-mc")
	libs, _ := filepath.Glob(filepath.Join(llvm, "lib", "libLLVM-*.so"))
	if len(libs) == 0 {
		return fmt.Errorf("no libLLVM-*.so under %s/lib", llvm)
	}
	lib, err := os.ReadFile(libs[0])
	if err != nil {
		return err
	}
	verOut, err := exec.Command(mc, "--version").Output()
	if err != nil {
		return fmt.Errorf("%s --version: %v", mc, err)
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
	known, err := accepted(mc, cands, "")
	if err != nil {
		return err
	}
	var ops []string
	for _, w := range cands {
		if known[w] {
			ops = append(ops, w)
		}
	}
	var vops []string
	for _, w := range ops {
		if strings.HasPrefix(w, "v_") {
			vops = append(vops, w)
		}
	}
	forms := map[string]map[string]bool{}
	for _, s := range []string{"_e32", "_e64", "_sdwa", "_dpp"} {
		f, err := accepted(mc, vops, s)
		if err != nil {
			return err
		}
		forms[s] = f
	}
	// VOP1 takes one source: some operand shape with one source assembles.
	vop1 := map[string]bool{}
	for _, tail := range []string{"_e32", "_e32 v1, v2", "_e32 v[2:3], v[4:5]", "_e32 v1, v[2:3]", "_e32 v[2:3], v1", "_e32 s1, v2"} {
		ok, err := acceptedExact(mc, vops, tail)
		if err != nil {
			return err
		}
		for op := range ok {
			vop1[op] = true
		}
	}
	w := bufio.NewWriter(os.Stdout)
	fmt.Fprintf(w, "# gfx8 (GCN3, gfx803) instruction mnemonics: the reference list of docs/isa-coverage.md.\n")
	fmt.Fprintf(w, "# Source: the AMDGPU assembler of LLVM %s (llvm-mc -arch=amdgcn -mcpu=fiji), every\n", version)
	fmt.Fprintf(w, "# mnemonic it accepts for this GPU; rebuilt by `go run ./traces/sim/isa/cmd/gfx8ref`.\n")
	fmt.Fprintf(w, "# Columns: mnemonic, format (base encoding), forms (vector ALU: e32 e64 sdwa dpp),\n")
	fmt.Fprintf(w, "# excluded (why the mnemonic is outside compute-kernel scope; empty when in scope).\n")
	for _, op := range ops {
		format := formatOf(op, forms["_e32"][op], vop1[op])
		var fs []string
		if strings.HasPrefix(op, "v_") {
			for _, s := range []string{"_e32", "_e64", "_sdwa", "_dpp"} {
				if forms[s][op] {
					fs = append(fs, s[1:])
				}
			}
		}
		f := strings.Join(fs, ",")
		if f == "" {
			f = "-"
		}
		ex := excluded(op, format)
		if ex == "" {
			ex = "-"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", op, format, f, ex)
	}
	return w.Flush()
}

// accepted assembles one candidate (with suffix) per line and returns those
// llvm-mc knows for fiji.
func accepted(mc string, ops []string, suffix string) (map[string]bool, error) {
	var src bytes.Buffer
	for _, op := range ops {
		src.WriteString(op + suffix + "\n")
	}
	errs, err := assemble(mc, src.Bytes())
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
func acceptedExact(mc string, ops []string, tail string) (map[string]bool, error) {
	var src bytes.Buffer
	for _, op := range ops {
		src.WriteString(op + tail + "\n")
	}
	errs, err := assemble(mc, src.Bytes())
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
func assemble(mc string, src []byte) (map[int]string, error) {
	cmd := exec.Command(mc, "-arch=amdgcn", "-mcpu=fiji", "-o", os.DevNull)
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
func formatOf(op string, hasE32, vop1 bool) string {
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
	if e := asm.EncodingOf(asm.DefaultArch, op); e != asm.EncUnknown {
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
