package extcmd

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// TestRunKillsTheGroup runs a shell that starts a child which would sleep
// for an hour and holds the output pipe: at the limit both are killed and
// Run reports the limit and its variable.
func TestRunKillsTheGroup(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	t.Setenv("SPLITWCET_TEST_LIMIT", "300ms")
	c := exec.Command("sh", "-c", "sleep 3600 & echo $! > "+pidFile+"; wait")
	var out strings.Builder
	c.Stdout = &out
	c.Stderr = &out
	err := Run(context.Background(), c, "sleeper", "SPLITWCET_TEST_LIMIT", time.Hour)
	var te *TimeoutError
	if !errors.As(err, &te) || !Stopped(err) {
		t.Fatalf("err = %v, want a *TimeoutError", err)
	}
	want := "sleeper did not finish within 300ms and was stopped (set SPLITWCET_TEST_LIMIT to a longer duration, e.g. SPLITWCET_TEST_LIMIT=30m, if it needs more)"
	if err.Error() != want {
		t.Errorf("err = %q\nwant %q", err, want)
	}
	b, rerr := os.ReadFile(pidFile)
	if rerr != nil {
		t.Fatal(rerr)
	}
	// The grandchild is gone (signal 0 tests for existence); it may still
	// be a zombie for a moment, so look at its state.
	stat, _ := os.ReadFile("/proc/" + strings.TrimSpace(string(b)) + "/stat")
	if len(stat) > 0 && !strings.Contains(string(stat), ") Z ") {
		t.Errorf("the sleeping grandchild survived: %s", stat)
	}
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
