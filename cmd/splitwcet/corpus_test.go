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
// its input files, the command and `want`. The command is either `cmd` (the
// splitwcet arguments, whitespace-separated, paths relative to the case
// directory, $EXAMPLES for the repository's examples directory so that a
// case needs no copy of an example's kernel, $CORPUS for testdata/bad;
// lines starting with # are comments) or `script` (a bash script, for cases that need a pipeline, a
// second command or a check of the files afterwards: splitwcet is on its
// PATH, and $EXAMPLES is the examples directory). `want` holds, on line 1,
// the exit code (of splitwcet, or of the script) and on every further line
// a substring that stderr (for a script: stdout and stderr together) must
// contain; a line "stdout: TEXT" asks splitwcet's stdout for TEXT (a case
// whose input is valid after all). An optional `setup` (bash) runs first,
// for inputs too large to keep: it writes them, with the generators in
// testdata/bad/_gen ($CORPUS is testdata/bad). Most assembly cases keep
// only a small diff against an example: their setup runs
// `_gen/derive.sh EXAMPLE`, which writes kernel.s from $EXAMPLES/EXAMPLE
// and kernel.s.diff, and fails when the diff does not apply exactly.
//
// TestBadInputCorpus runs every case in a copy of its directory (outputs
// never land in testdata), under a time and memory limit; a splitwcet
// command that fails must also print nothing on stdout (no partial result),
// and no case may crash (exit 3, a panic or a goroutine dump).
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

// TestMain removes the binary builtCommand built (a 35 MB file per run of
// the package's tests, left in the temporary directory before).
func TestMain(m *testing.M) {
	code := m.Run()
	if corpusBinary.path != "" {
		os.RemoveAll(filepath.Dir(corpusBinary.path))
	}
	os.Exit(code)
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
	dir    string
	args   []string
	script bool // the command is the case's script
	code   int
	want   []string
}

func readCase(t *testing.T, dir string) corpusCase {
	t.Helper()
	c := corpusCase{dir: dir}
	cmd, err := os.ReadFile(filepath.Join(dir, "cmd"))
	if errors.Is(err, os.ErrNotExist) {
		if _, err = os.Stat(filepath.Join(dir, "script")); err == nil {
			c.script = true
		}
	}
	if err != nil {
		t.Fatalf("%s: want a cmd or a script: %v", dir, err)
	}
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	corpus, err := filepath.Abs(filepath.Join("testdata", "bad"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(cmd), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			for _, arg := range strings.Fields(line) {
				c.args = append(c.args, strings.NewReplacer("$EXAMPLES", examples, "$CORPUS", corpus).Replace(arg))
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

// copyDir copies the files (and subdirectories) of src into dst.
func copyDir(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestBadInputCorpus runs the built command on every case of testdata/bad
// under memory and time limits, in a copy of its directory: each is refused
// with its exit code and message (or gives the output its want names), none
// panics, hangs or prints a partial result.
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
	corpus, err := filepath.Abs(filepath.Join("testdata", "bad"))
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range dirs {
		if strings.HasPrefix(filepath.Base(dir), "_") {
			continue // _gen: the setup scripts' generators
		}
		c := readCase(t, dir)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			work := t.TempDir()
			copyDir(t, c.dir, work)
			ctx, cancel := context.WithTimeout(context.Background(), corpusTimeout)
			defer cancel()
			examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
			if err != nil {
				t.Fatal(err)
			}
			env := append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "EXAMPLES="+examples, "CORPUS="+corpus)
			if _, err := os.Stat(filepath.Join(work, "setup")); err == nil {
				setup := exec.CommandContext(ctx, "bash", "setup")
				setup.Dir, setup.Env = work, env
				if out, err := setup.CombinedOutput(); err != nil {
					t.Fatalf("setup: %v\n%s", err, out)
				}
			}
			limit := "ulimit -v " + strconv.Itoa(corpusMemory>>10)
			var cmd *exec.Cmd
			what := "splitwcet " + strings.Join(c.args, " ")
			if c.script {
				cmd = exec.CommandContext(ctx, "bash", "-c", limit+" && exec bash script")
				what = "script of " + filepath.Base(dir)
			} else {
				cmd = exec.CommandContext(ctx, "bash", append([]string{"-c", limit + " && exec \"$0\" \"$@\"", bin}, c.args...)...)
			}
			cmd.Dir, cmd.Env = work, env
			cmd.WaitDelay = 5 * time.Second
			var stdout, stderr bytes.Buffer
			cmd.Stdout = &stdout
			cmd.Stderr = &stderr
			if c.script {
				cmd.Stdout = &stderr // one stream, in order
			}
			start := time.Now()
			err = cmd.Run()
			if ctx.Err() != nil {
				t.Fatalf("%s: still running after %s", what, corpusTimeout)
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
			case !c.script && code == cli.ExitInternal || strings.Contains(msg, "panic:") || strings.Contains(msg, "goroutine ") || strings.Contains(msg, "fatal error:"):
				t.Fatalf("%s: crashed (exit %d):\n%s", what, code, msg)
			case code != c.code:
				t.Errorf("%s: exit %d, want %d\n%s", what, code, c.code, msg)
			}
			if !c.script && code != 0 && stdout.Len() > 0 {
				// A refused input gives no result, not even a partial one.
				t.Errorf("%s: exit %d but printed a result:\n%.300s", what, code, stdout.String())
			}
			for _, w := range c.want {
				out, stream := msg, "stderr"
				if rest, ok := strings.CutPrefix(w, "stdout: "); ok && !c.script {
					w, out, stream = rest, stdout.String(), "stdout"
				}
				if w != "" && !strings.Contains(out, w) {
					t.Errorf("%s: %s lacks %q:\n%s", what, stream, w, out)
				}
			}
			if d := time.Since(start); d > corpusTimeout/2 {
				t.Logf("slow: %s", d)
			}
		})
	}
}
