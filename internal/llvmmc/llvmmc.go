// Package llvmmc runs LLVM's assembler, llvm-mc, as an oracle: which
// instruction lines it accepts for a GPU, with what encoded size, and the
// first error of each line it rejects. The operand-table generator
// (cfg/asm/cmd/optable) and the differential tests of cfg/asm use it; no
// production code does (splitwcet never needs LLVM to run).
package llvmmc

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Command is the assembler's name: LLVM 15, the version hipcc 5.2 uses.
const Command = "llvm-mc-15"

// Path returns the assembler's path, or "" when it is not installed.
func Path() string {
	p, err := exec.LookPath(Command)
	if err != nil {
		return ""
	}
	return p
}

// Result is what the assembler made of one line.
type Result struct {
	// OK: the line assembled; Size is its encoded length in bytes and
	// Text the instruction as llvm-mc prints it back.
	OK   bool
	Size int
	Text string
	// Err is the first error message of a rejected line, Col its 1-based
	// column (0 when the error has none, e.g. a line llvm-mc gave up on).
	Err string
	Col int
}

// chunk is the number of lines per llvm-mc run; timeout bounds one run.
const (
	chunk   = 20000
	timeout = 2 * time.Minute
)

var (
	errLine = regexp.MustCompile(`^<stdin>:(\d+):(\d+): error: (.*)$`)
)

// Assemble assembles each line as one instruction for the processor cpu
// (e.g. "gfx803") and returns one Result per line. A line must not hold a
// newline or a ';' (the comment character): such a line is rejected here
// without asking llvm-mc.
func Assemble(mc, cpu string, lines []string) ([]Result, error) {
	res := make([]Result, len(lines))
	for lo := 0; lo < len(lines); lo += chunk {
		hi := min(lo+chunk, len(lines))
		if err := assembleInto(mc, cpu, lines[lo:hi], res[lo:hi]); err != nil {
			return nil, err
		}
	}
	return res, nil
}

func assembleInto(mc, cpu string, lines []string, res []Result) error {
	var src bytes.Buffer
	for i, l := range lines {
		if strings.ContainsAny(l, "\n\r;") {
			res[i] = Result{Err: "line holds a newline or ';'"}
			l = ""
		}
		src.WriteString(l)
		src.WriteByte('\n')
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, mc, "-triple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-show-encoding")
	// llvm-mc-15 crashes on a few lines (a general protection fault in
	// libLLVM); without this it runs llvm-symbolizer for its stack trace,
	// seconds per crash.
	cmd.Env = append(os.Environ(), "LLVM_DISABLE_SYMBOLIZATION=1")
	cmd.Stdin = &src
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	if ctx.Err() != nil {
		return fmt.Errorf("%s -mcpu=%s: no answer within %s for %d lines", mc, cpu, timeout, len(lines))
	}
	failed := make([]bool, len(lines))
	for _, l := range strings.Split(stderr.String(), "\n") {
		m := errLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		col, _ := strconv.Atoi(m[2])
		if n < 1 || n > len(lines) || failed[n-1] {
			continue
		}
		failed[n-1] = true
		if res[n-1].Err == "" {
			res[n-1] = Result{Err: m[3], Col: col}
		}
	}
	var encs []Result
	sc := bufio.NewScanner(&stdout)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		i := strings.Index(line, "; encoding: [")
		if i < 0 {
			continue
		}
		enc := line[i+len("; encoding: [") : strings.LastIndexByte(line, ']')]
		encs = append(encs, Result{OK: true, Size: strings.Count(enc, ",") + 1, Text: strings.TrimSpace(line[:i])})
	}
	k := 0
	for i := range lines {
		if failed[i] || res[i].Err != "" {
			continue
		}
		if k == len(encs) {
			break
		}
		res[i] = encs[k]
		k++
	}
	if k != len(encs) || k != countOK(failed, res) {
		// llvm-mc stopped early or printed something unexpected: split the
		// batch until each part answers for every line.
		if len(lines) == 1 {
			res[0] = Result{Err: fmt.Sprintf("llvm-mc gave no answer (%v): %s", runErr, firstLine(stderr.String()))}
			return nil
		}
		half := len(lines) / 2
		for i := range res {
			res[i] = Result{}
		}
		if err := assembleInto(mc, cpu, lines[:half], res[:half]); err != nil {
			return err
		}
		return assembleInto(mc, cpu, lines[half:], res[half:])
	}
	return nil
}

func countOK(failed []bool, res []Result) int {
	n := 0
	for i := range failed {
		if !failed[i] && res[i].Err == "" {
			n++
		}
	}
	return n
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// Version returns LLVM's version as llvm-mc reports it ("15.0.6").
func Version(mc string) string {
	out, err := exec.Command(mc, "--version").Output()
	if err != nil {
		return "unknown"
	}
	if m := regexp.MustCompile(`LLVM version ([0-9.]+)`).FindSubmatch(out); m != nil {
		return string(m[1])
	}
	return "unknown"
}

// Candidates returns the words of LLVM's shared library (under
// llvmDir/lib) that look like GCN mnemonics: the strings of its
// assembler's mnemonic table, among others. Which of them are
// instructions of a GPU is for llvm-mc to say.
func Candidates(llvmDir string) ([]string, error) {
	lib, err := readLib(llvmDir)
	if err != nil {
		return nil, err
	}
	seen := libWords(lib, func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' },
		regexp.MustCompile(`^(v|s|ds|flat|global|scratch|buffer|tbuffer|image|exp)_[a-z0-9_]+$`))
	seen["exp"] = true
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	return out, nil
}

// FormatNames returns the words of LLVM's shared library that look like
// symbolic buffer formats (BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT,
// BUF_FMT_32_FLOAT), sorted. Which a GPU takes is for llvm-mc to say.
func FormatNames(llvmDir string) ([]string, error) {
	lib, err := readLib(llvmDir)
	if err != nil {
		return nil, err
	}
	seen := libWords(lib, func(c byte) bool { return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' },
		regexp.MustCompile(`^BUF_(DATA_FORMAT|NUM_FORMAT|FMT)_[A-Z0-9_]+$`))
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	return out, nil
}

// readLib reads LLVM's shared library under llvmDir/lib.
func readLib(llvmDir string) ([]byte, error) {
	libs, _ := filepath.Glob(filepath.Join(llvmDir, "lib", "libLLVM-*.so*"))
	if len(libs) == 0 {
		return nil, fmt.Errorf("no libLLVM-*.so under %s/lib", llvmDir)
	}
	return os.ReadFile(libs[0])
}

// libWords returns the maximal runs of bytes in lib for which in holds,
// 4 to 63 bytes long, that re matches.
func libWords(lib []byte, in func(byte) bool, re *regexp.Regexp) map[string]bool {
	seen := map[string]bool{}
	start := -1
	for i := 0; i <= len(lib); i++ {
		if i < len(lib) && in(lib[i]) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && i-start >= 4 && i-start < 64 {
			if w := string(lib[start:i]); re.MatchString(w) {
				seen[w] = true
			}
		}
		start = -1
	}
	return seen
}
