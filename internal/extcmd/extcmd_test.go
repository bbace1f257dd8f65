package extcmd

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestLimit(t *testing.T) {
	const env = "SPLITWCET_TEST_LIMIT"
	for _, c := range []struct {
		val  string
		set  bool
		want time.Duration
		err  string
	}{
		{set: false, want: time.Minute},
		{val: "", set: true, want: time.Minute},
		{val: "90s", set: true, want: 90 * time.Second},
		{val: "2h", set: true, want: 2 * time.Hour},
		{val: "10", set: true, err: `SPLITWCET_TEST_LIMIT="10": expected a positive duration such as 10m or 90s`},
		{val: "-1s", set: true, err: "expected a positive duration"},
		{val: "0s", set: true, err: "expected a positive duration"},
	} {
		if c.set {
			t.Setenv(env, c.val)
		} else {
			os.Unsetenv(env)
		}
		got, err := Limit(env, time.Minute)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) || !Stopped(err) {
				t.Errorf("%q: err %v, want %q", c.val, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: %v, %v; want %v", c.val, got, err, c.want)
		}
	}
}

// runGuarded runs Run in a goroutine and fails the test if it has not
// returned within a minute (a Run that killed only the shell would wait
// for the hour-long sleep).
func runGuarded(t *testing.T, run func() error) error {
	t.Helper()
	res := make(chan error, 1)
	go func() { res <- run() }()
	select {
	case err := <-res:
		return err
	case <-time.After(time.Minute):
		t.Fatal("Run did not return within a minute")
		return nil
	}
}

// sleeper is a shell that starts a child which would sleep for an hour
// and holds the output pipe; the child's pid goes to pidFile.
func sleeper(pidFile string) *exec.Cmd {
	c := exec.Command("sh", "-c", "sleep 3600 & echo $! > "+pidFile+"; wait")
	var out strings.Builder
	c.Stdout = &out
	c.Stderr = &out
	return c
}

// gone reports whether the process pidFile names has ended (or is a
// zombie), waiting up to two seconds for the kernel to finish it off.
func gone(t *testing.T, pidFile string) bool {
	t.Helper()
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	stat := "/proc/" + strings.TrimSpace(string(b)) + "/stat"
	for i := 0; i < 200; i++ {
		st, err := os.ReadFile(stat)
		if err != nil || strings.Contains(string(st), ") Z ") {
			return true
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

// TestRunKillsTheGroup: at the limit the shell and its sleeping child are
// killed, and Run reports the limit and its variable.
func TestRunKillsTheGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	t.Setenv("SPLITWCET_TEST_LIMIT", "300ms")
	err := runGuarded(t, func() error {
		return Run(context.Background(), sleeper(pidFile), "sleeper", "SPLITWCET_TEST_LIMIT", time.Hour)
	})
	var te *TimeoutError
	if !errors.As(err, &te) || !Stopped(err) {
		t.Fatalf("err = %v, want a *TimeoutError", err)
	}
	want := "sleeper did not finish within 300ms and was stopped (set SPLITWCET_TEST_LIMIT to a longer duration, e.g. SPLITWCET_TEST_LIMIT=30m, if it needs more)"
	if err.Error() != want {
		t.Errorf("err = %q\nwant %q", err, want)
	}
	if !gone(t, pidFile) {
		t.Error("the sleeping grandchild survived")
	}
}

// TestRunInterrupted: SIGINT to splitwcet while the program runs (Ctrl-C:
// the program, in its own group, does not get it) stops the program's
// whole group, and Run says so instead of leaving it running.
func TestRunInterrupted(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	go func() {
		for i := 0; i < 3000; i++ {
			if b, err := os.ReadFile(pidFile); err == nil && len(b) > 0 {
				_ = syscall.Kill(os.Getpid(), syscall.SIGINT)
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	err := runGuarded(t, func() error {
		return Run(context.Background(), sleeper(pidFile), "sleeper", "SPLITWCET_TEST_LIMIT", time.Hour)
	})
	if !errors.Is(err, ErrInterrupted) || !Stopped(err) || !strings.HasPrefix(err.Error(), "sleeper: interrupted") {
		t.Fatalf("err = %v, want sleeper: interrupted", err)
	}
	if !gone(t, pidFile) {
		t.Error("the sleeping grandchild survived")
	}
	// After the signal nothing starts: the next picture's dot does not run.
	marker := filepath.Join(t.TempDir(), "ran")
	err = Run(context.Background(), exec.Command("touch", marker), "touch", "SPLITWCET_TEST_LIMIT", time.Minute)
	if !errors.Is(err, ErrInterrupted) || !strings.Contains(err.Error(), "was not started") {
		t.Errorf("a Run after the signal: %v", err)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("a Run after the signal started its program")
	}
	interrupted.Store(false) // for the other tests
}

func TestRunPassesExitStatus(t *testing.T) {
	c := exec.Command("sh", "-c", "echo no >&2; exit 3")
	var out strings.Builder
	c.Stderr = &out
	err := Run(context.Background(), c, "sh", "SPLITWCET_TEST_LIMIT", time.Minute)
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 3 || out.String() != "no\n" || Stopped(err) {
		t.Errorf("err = %v, output %q; want exit status 3 and %q", err, out.String(), "no\n")
	}
	if err := Run(context.Background(), exec.Command("true"), "true", "SPLITWCET_TEST_LIMIT", time.Minute); err != nil {
		t.Errorf("true: %v", err)
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := Run(ctx, exec.Command("sleep", "3600"), "sleep", "SPLITWCET_TEST_LIMIT", time.Hour)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("err = %v, want context.Canceled", err)
	}
}
