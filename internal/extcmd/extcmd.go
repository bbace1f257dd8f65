// Package extcmd runs the external programs splitwcet calls (hipcc,
// Graphviz's dot) with a time limit, so that a program that hangs cannot
// hang splitwcet: at the limit the program and every process it started
// (hipcc runs clang, which runs lld) are killed and Run returns a
// *TimeoutError naming the program, the limit and the environment
// variable that changes it.
package extcmd

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"
)

// Limits of the programs splitwcet runs, and the environment variables
// that override them (a Go duration such as 30m or 90s).
const (
	HipccEnv   = "SPLITWCET_HIPCC_TIMEOUT"
	HipccLimit = 10 * time.Minute // the largest Rodinia file compiles in about 20 s
	DotEnv     = "SPLITWCET_DOT_TIMEOUT"
	DotLimit   = 5 * time.Minute // dot lays out our largest annotated CFG in a few seconds
)

// pipeGrace bounds how long Wait waits for the program's output pipes to
// close after it exited (exec.Cmd.WaitDelay): a grandchild that escaped
// the process group could otherwise keep them open for ever.
const pipeGrace = 5 * time.Second

// TimeoutError is a program that did not finish within its limit.
type TimeoutError struct {
	Program string        // e.g. "hipcc"
	Limit   time.Duration // the limit it ran into
	Env     string        // the variable that changes the limit
}

func (e *TimeoutError) Error() string {
	return fmt.Sprintf("%s did not finish within %v and was stopped (set %s to a longer duration, e.g. %s=30m, if it needs more)",
		e.Program, e.Limit, e.Env, e.Env)
}

// LimitError is a limit variable that does not hold a positive duration.
type LimitError struct {
	Env, Value string
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%s=%q: expected a positive duration such as 10m or 90s", e.Env, e.Value)
}

// Stopped reports whether err from Run comes from the limit (a timeout or
// a bad limit variable) or an interruption rather than from the program
// itself, so that the
// caller does not present it as the program's own failure.
func Stopped(err error) bool {
	var te *TimeoutError
	var le *LimitError
	return errors.As(err, &te) || errors.As(err, &le) || errors.Is(err, ErrInterrupted)
}

// Limit returns the limit for a program: the duration in the environment
// variable env when it is set, else def. A value that is not a positive
// duration is an error naming the variable.
func Limit(env string, def time.Duration) (time.Duration, error) {
	v, ok := os.LookupEnv(env)
	if !ok || v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, &LimitError{Env: env, Value: v}
	}
	return d, nil
}

// ErrInterrupted is returned by Run when splitwcet got SIGINT or SIGTERM
// while the program ran: the program's group was killed. Every later Run
// returns it at once, starting nothing: a command that draws pictures
// with several dot processes stops at the first signal instead of
// starting the next picture.
var ErrInterrupted = errors.New("interrupted")

// interrupted is set by the first signal a Run sees.
var interrupted atomic.Bool

// Run runs c (made with exec.Command, not started) under ctx and the limit
// of program (Limit(env, def)). The program runs in its own process group,
// which is killed when the limit passes, when ctx ends, or when splitwcet
// gets SIGINT or SIGTERM meanwhile: in its own group the program no
// longer gets the terminal's Ctrl-C, so Run passes it on (and then
// returns an error wrapping ErrInterrupted instead of dying with the
// program still running). Unix only (process groups).
func Run(ctx context.Context, c *exec.Cmd, program, env string, def time.Duration) error {
	limit, err := Limit(env, def)
	if err != nil {
		return err
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	sig, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if interrupted.Load() {
		return fmt.Errorf("%s: %w (an earlier signal stopped the command; the program was not started)", program, ErrInterrupted)
	}
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	if c.SysProcAttr == nil {
		c.SysProcAttr = &syscall.SysProcAttr{}
	}
	c.SysProcAttr.Setpgid = true
	c.WaitDelay = pipeGrace
	if err := c.Start(); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- c.Wait() }()
	select {
	case err := <-done:
		return exited(err)
	case <-ctx.Done():
	case <-sig.Done():
	}
	select {
	case err := <-done: // it ended at the same moment: its own result
		return exited(err)
	default:
	}
	// Kill the whole group: hipcc's clang would otherwise run on.
	_ = syscall.Kill(-c.Process.Pid, syscall.SIGKILL)
	<-done // the group is dead: Wait returns within pipeGrace
	switch {
	case sig.Err() != nil:
		interrupted.Store(true)
		return fmt.Errorf("%s: %w (the program and every process it started were stopped)", program, ErrInterrupted)
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		return &TimeoutError{Program: program, Limit: limit, Env: env}
	}
	return ctx.Err()
}

// exited is Wait's result for a program that ended by itself: a program
// that exited 0 but left its output pipes open to a process it started
// (exec.ErrWaitDelay) succeeded.
func exited(err error) error {
	if errors.Is(err, exec.ErrWaitDelay) {
		return nil
	}
	return err
}
