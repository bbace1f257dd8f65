// Package measure is support for benchmarks on a shared machine. CPU is
// the process's CPU time (user + system, getrusage), so that a benchmark
// reports its work per CPU-second: other jobs on the machine stretch the
// wall clock that ns/op measures, and barely move the CPU time a run
// takes. LiveHeap is the heap a result keeps. Imported by benchmarks only.
package measure

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

// CPU is a start point of the process's CPU time.
type CPU struct{ start time.Duration }

// StartCPU returns a CPU meter started now.
func StartCPU() CPU { return CPU{start: cpuNow()} }

// Elapsed is the CPU time the process has used since the meter started
// (every thread: the garbage collector's work counts too).
func (m CPU) Elapsed() time.Duration { return cpuNow() - m.start }

// Report reports n units of work over the CPU time since the meter
// started as the metric unit+"/cpu-s" (e.g. "wave-instr/cpu-s"), and the
// CPU time per iteration as "cpu-ns/op".
func (m CPU) Report(b *testing.B, n float64, unit string) {
	cpu := m.Elapsed()
	if cpu <= 0 {
		return
	}
	b.ReportMetric(n/cpu.Seconds(), unit+"/cpu-s")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// LiveHeap returns the bytes of heap a result keeps: the heap in use
// after a collection, less what is in use after release has dropped the
// caller's last reference to the result and another collection.
func LiveHeap(release func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	release()
	runtime.GC()
	runtime.ReadMemStats(&after)
	return before.HeapAlloc - min(before.HeapAlloc, after.HeapAlloc)
}
