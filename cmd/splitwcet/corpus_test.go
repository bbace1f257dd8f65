package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/splitwcet/splitwcet/cmd/internal/cli"
)

// The regression corpus of bad input (testdata/bad/CASE/): each case holds
// its input files, `cmd` (the splitwcet arguments, whitespace-separated,
// paths relative to the case directory, $EXAMPLES for the repository's
// examples directory so that a case needs no copy of an example's kernel;
// lines starting with # are comments) and `want` (line 1: the exit code; every further line: a
// substring stderr must contain). TestBadInputCorpus runs the built command
// on every case, in the case's directory, under a time and memory limit; a
// case that fails must also print nothing on stdout (no partial result).
//
// Limits: no case may take longer than corpusTimeout or more than
// corpusMemory of address space (the command runs under `ulimit -v`).
const (
	corpusTimeout = 60 * time.Second
	corpusMemory  = 2 << 30 // bytes
)

var corpusBinary struct {
	once sync.Once
	path string
	err  error
}

// builtCommand builds splitwcet once per test binary.
func builtCommand(t *testing.T) string {
	t.Helper()
	corpusBinary.once.Do(func() {
		dir, err := os.MkdirTemp("", "splitwcet-corpus-")
		if err != nil {
			corpusBinary.err = err
			return
		}
		corpusBinary.path = filepath.Join(dir, "splitwcet")
		out, err := exec.Command("go", "build", "-o", corpusBinary.path, ".").CombinedOutput()
		if err != nil {
			corpusBinary.err = errors.New(string(out))
		}
	})
	if corpusBinary.err != nil {
		t.Fatalf("building splitwcet: %v", corpusBinary.err)
	}
	return corpusBinary.path
}

type corpusCase struct {
	dir  string
	args []string
	code int
	want []string
}

func readCase(t *testing.T, dir string) corpusCase {
	t.Helper()
	c := corpusCase{dir: dir}
	cmd, err := os.ReadFile(filepath.Join(dir, "cmd"))
	if err != nil {
		t.Fatal(err)
	}
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(cmd), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			for _, arg := range strings.Fields(line) {
				c.args = append(c.args, strings.ReplaceAll(arg, "$EXAMPLES", examples))
			}
		}
	}
	want, err := os.ReadFile(filepath.Join(dir, "want"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(want), "\n"), "\n")
	if c.code, err = strconv.Atoi(strings.TrimSpace(lines[0])); err != nil {
		t.Fatalf("%s/want: line 1: want the exit code, got %q", dir, lines[0])
	}
	c.want = lines[1:]
	return c
}

// TestBadInputCorpus runs the built command on every case of testdata/bad
// under memory and time limits: each is refused with its exit code and
// message, none panics, hangs or prints a partial result.
// Requirements: REQ-SND-4 (docs/qualification/requirements.md).
func TestBadInputCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command on every corpus case")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the memory limit uses ulimit -v")
	}
	dirs, err := filepath.Glob(filepath.Join("testdata", "bad", "*"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatal("no corpus cases in testdata/bad")
	}
	bin := builtCommand(t)
	for _, dir := range dirs {
		c := readCase(t, dir)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(context.Background(), corpusTimeout)
			defer cancel()
			script := "ulimit -v " + strconv.Itoa(corpusMemory>>10) + " && exec \"$0\" \"$@\""
			cmd := exec.CommandContext(ctx, "bash", append([]string{"-c", script, bin}, c.args...)...)
			cmd.Dir = c.dir
			var stdout, stderr bytes.Buffer
			cmd.Stdout = &stdout
			cmd.Stderr = &stderr
			start := time.Now()
			err := cmd.Run()
			if ctx.Err() != nil {
				t.Fatalf("splitwcet %s: still running after %s", strings.Join(c.args, " "), corpusTimeout)
			}
			code := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				code = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			msg := stderr.String()
			switch {
			case code == cli.ExitInternal || strings.Contains(msg, "panic:") || strings.Contains(msg, "goroutine "):
				t.Fatalf("splitwcet %s: crashed (exit %d):\n%s", strings.Join(c.args, " "), code, msg)
			case code != c.code:
				t.Errorf("splitwcet %s: exit %d, want %d\n%s", strings.Join(c.args, " "), code, c.code, msg)
			}
			if code != 0 && stdout.Len() > 0 {
				// A refused input gives no result, not even a partial one.
				t.Errorf("splitwcet %s: exit %d but printed a result:\n%.300s", strings.Join(c.args, " "), code, stdout.String())
			}
			for _, w := range c.want {
				if w != "" && !strings.Contains(msg, w) {
					t.Errorf("splitwcet %s: stderr lacks %q:\n%s", strings.Join(c.args, " "), w, msg)
				}
			}
			if d := time.Since(start); d > corpusTimeout/2 {
				t.Logf("slow: %s", d)
			}
		})
	}
}
