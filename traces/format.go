package traces

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/ipg"
)

// Version is the trace format version this package reads and writes.
const Version = 1

// HeaderRow is the CSV header row of a version-1 trace.
const HeaderRow = "time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome"

// NumFields is the number of fields of an event line.
const NumFields = 11

// fieldNames names the event fields in order (for error messages).
var fieldNames = [NumFields]string{"time", "workgroup", "wave", "family", "split", "parent", "cu", "simd", "slot", "ipt", "outcome"}

// Preamble keys.
const (
	KeyVersion   = "splitwcet-trace"
	KeyKernel    = "kernel"
	KeyPlacement = "placement"
	KeyInputSet  = "input_set"
	KeyS         = "S"
	KeyMode      = "mode"
	KeySeed      = "seed"
	KeyHW        = "hw"

	// The trace's identity (format version 1 since splitwcet records it;
	// see Expect): what the run was of.
	KeyCode          = "code"
	KeyWorkload      = "workload"
	KeyWorkgroups    = "workgroups"
	KeyWorkgroupSize = "workgroup_size"
	KeyGridSize      = "grid_size"
	KeyHWHash        = "hw_hash"
)

// Split modes (the preamble's mode key).
const (
	ModeParallel = "parallel" // splits are guaranteed parallel pipelines
	ModeSerial   = "serial"   // splits are serialized (no parallel guarantee)
)

// Outcomes of a conditional-branch IPT (Event.Outcome).
const (
	NoOutcome byte = 0   // the IPT is not a conditional branch
	Taken     byte = 'T' // the branch was taken at this execution
	NotTaken  byte = 'N' // the branch was not taken
)

// KeyValue is a preamble entry the format does not define, kept in order.
type KeyValue struct {
	Key, Value string
}

// Header is a trace's preamble.
type Header struct {
	// Version is the format version (splitwcet-trace key). The reader sets
	// it; the writer writes Version 1 and accepts 0 or 1 here.
	Version int
	// Kernel is the kernel's name (e.g. its symbol).
	Kernel string
	// Placement is the IPT placement the IPT names refer to: "thesis" or
	// "blocks" (ipg.ParsePlacement); empty when unknown.
	Placement string
	// InputSet names the input set (workload set) of the run.
	InputSet string
	// S is the number of reserve slots per launch wavefront (splits per
	// family at most); 0 means no splitting.
	S int
	// Mode is ModeParallel or ModeSerial; empty when unknown.
	Mode string
	// Seed is the run's random seed.
	Seed uint64
	// HW describes the hardware configuration, free text on one line
	// (splitwcet writes the hardware file's name).
	HW string
	// Code identifies the kernel's code: asm.Function.CodeHash,
	// "sha256:" and 64 lowercase hex digits; empty when unknown.
	Code string
	// Workload names the workload file the input set is from (its path as
	// given); informational, not checked.
	Workload string
	// Workgroups and WorkgroupSize are the run's grid (x, y, z, each >= 1);
	// all zero when unknown.
	Workgroups, WorkgroupSize [3]int
	// GridSize is the run's work-items per dimension when its last
	// workgroups are partial (OpenCL 2.0 non-uniform work-groups; key
	// grid_size, written only then); all zero for a grid of whole
	// workgroups.
	GridSize [3]int
	// HWHash identifies the effective hardware configuration:
	// timing.Config.Hash, "sha256:" and 64 lowercase hex digits; empty
	// when unknown.
	HWHash string
	// Extra holds further preamble keys in file order (e.g. a converter's
	// "source: gem5"). Keys are [A-Za-z0-9_.-]+ and may not repeat a
	// standard key.
	Extra []KeyValue
}

// Event is one trace line: a (split) wavefront issued a probed instruction.
type Event struct {
	// Time is the cycle at which the wavefront issued the IPT's instruction
	// (for an end IPT: the cycle s_endpgm completed).
	Time int64
	// Workgroup is the workgroup id; Wave the launch wavefront's index in
	// its workgroup.
	Workgroup, Wave int
	// Family is the global launch-wavefront id; Split the split id within
	// the family (0 = the launch wavefront, j = the child created by the
	// family's j-th split); Parent the split id of the parent (-1 for 0).
	Family, Split, Parent int
	// CU, SIMD and Slot say where the wavefront runs.
	CU, SIMD, Slot int
	// IPT is the instrumentation point of the IPG the trace is of; a
	// trace file names it ("start", "div@%bb.0", "end", ...: ipg.IPT.Name).
	IPT *ipg.IPT
	// Outcome is Taken or NotTaken when the IPT is a conditional branch,
	// NoOutcome otherwise.
	Outcome byte
}

// Sink receives the events of one trace in nondecreasing time: a Writer
// (the CSV file format), an Analyzer's Run (segment statistics), or a Tee
// of several. The simulator writes into a Sink; nothing in between turns
// an event into text.
type Sink interface {
	Write(e Event) error
}

// SinkFunc adapts a function to a Sink.
type SinkFunc func(Event) error

// Write calls f(e).
func (f SinkFunc) Write(e Event) error { return f(e) }

// Tee is a Sink that writes every event to each of its Sinks in order,
// stopping at the first error.
type Tee []Sink

// Write writes e to every Sink of t.
func (t Tee) Write(e Event) error {
	for _, s := range t {
		if err := s.Write(e); err != nil {
			return err
		}
	}
	return nil
}

// Key returns the event's stream: (family, split).
func (e *Event) Key() [2]int { return [2]int{e.Family, e.Split} }

func (e Event) String() string {
	var b []byte
	b = appendEvent(b, &e)
	return string(b[:len(b)-1])
}

// Error is a problem at a position of a trace file. Line is 1-based and
// counts every line of the file (preamble included); 0 when the problem
// has no line (opening the file).
type Error struct {
	File string
	Line int64
	Msg  string
}

func (e *Error) Error() string {
	if e.Line <= 0 {
		return e.File + ": " + e.Msg
	}
	return e.File + ":" + strconv.FormatInt(e.Line, 10) + ": " + e.Msg
}

// Diagnostics is e as a diagnostic (internal/diag).
func (e *Error) Diagnostics() []diag.Diagnostic {
	return []diag.Diagnostic{{File: e.File, Line: int(e.Line), Msg: e.Msg}}
}

// checkEvent returns what is wrong with e's values, or "" (the rules the
// reader enforces and the writer keeps, apart from time order).
func checkEvent(e *Event) string {
	if e.Time < 0 {
		return fmt.Sprintf("time: expected a cycle >= 0, found %d", e.Time)
	}
	for i, v := range [...]int{e.Workgroup, e.Wave, e.Family, e.Split} {
		if v < 0 {
			return fmt.Sprintf("%s: expected an integer >= 0, found %d", fieldNames[i+1], v)
		}
	}
	if msg := checkParent(e.Split, e.Parent); msg != "" {
		return msg
	}
	for i, v := range [...]int{e.CU, e.SIMD, e.Slot} {
		if v < 0 {
			return fmt.Sprintf("%s: expected an integer >= 0, found %d", fieldNames[i+6], v)
		}
	}
	if e.IPT == nil {
		return "ipt: expected an IPT, found none"
	}
	if msg := checkIPT(e.IPT.Name); msg != "" {
		return msg
	}
	switch e.Outcome {
	case NoOutcome, Taken, NotTaken:
	default:
		return fmt.Sprintf("outcome: expected T, N or nothing, found %q", rune(e.Outcome))
	}
	return ""
}

func checkParent(split, parent int) string {
	if split == 0 && parent != -1 {
		return fmt.Sprintf("parent: expected -1 for split 0, found %d", parent)
	}
	if split > 0 && (parent < 0 || parent >= split) {
		return fmt.Sprintf("parent: expected a split id in 0..%d for split %d, found %d", split-1, split, parent)
	}
	return ""
}

func checkIPT(name string) string {
	if name == "" {
		return "ipt: expected an IPT name, found nothing"
	}
	if strings.ContainsAny(name, ",\r\n") {
		return fmt.Sprintf("ipt: expected an IPT name without commas or line breaks, found %q", name)
	}
	return ""
}

// validKey reports whether k can be a preamble key.
func validKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

func standardKey(k string) bool {
	switch k {
	case KeyVersion, KeyKernel, KeyPlacement, KeyInputSet, KeyS, KeyMode, KeySeed, KeyHW,
		KeyCode, KeyWorkload, KeyWorkgroups, KeyWorkgroupSize, KeyGridSize, KeyHWHash:
		return true
	}
	return false
}

// HashPrefix starts every hash of a preamble (code, hw_hash).
const HashPrefix = "sha256:"

// checkHash returns what is wrong with a code or hw_hash value, or "".
func checkHash(v string) string {
	if v == "" {
		return ""
	}
	hex, ok := strings.CutPrefix(v, HashPrefix)
	if ok && len(hex) == 64 {
		ok = true
		for i := 0; i < len(hex); i++ {
			if c := hex[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
				ok = false
			}
		}
		if ok {
			return ""
		}
	}
	return fmt.Sprintf("expected %s and 64 lowercase hex digits, found %q", HashPrefix, v)
}

// FormatGrid writes a grid as the preamble does: "XxYxZ", or "" for the
// zero grid (unknown).
func FormatGrid(d [3]int) string {
	if d == [3]int{} {
		return ""
	}
	return strconv.Itoa(d[0]) + "x" + strconv.Itoa(d[1]) + "x" + strconv.Itoa(d[2])
}

// parseGrid reads "XxYxZ" (each >= 1) or "" (the zero grid).
func parseGrid(v string) ([3]int, bool) {
	var d [3]int
	if v == "" {
		return d, true
	}
	parts := strings.Split(v, "x")
	if len(parts) != 3 {
		return d, false
	}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || strings.TrimLeft(p, "0123456789") != "" {
			return d, false
		}
		d[i] = n
	}
	return d, true
}

// checkGrid returns what is wrong with a grid of a Header, or "".
func checkGrid(d [3]int) string {
	if d == [3]int{} || d[0] >= 1 && d[1] >= 1 && d[2] >= 1 {
		return ""
	}
	return fmt.Sprintf("expected three sizes >= 1 (or none), found %v", d)
}

// appendEvent appends e's CSV line, newline included.
func appendEvent(b []byte, e *Event) []byte {
	b = strconv.AppendInt(b, e.Time, 10)
	for _, v := range [...]int{e.Workgroup, e.Wave, e.Family, e.Split, e.Parent, e.CU, e.SIMD, e.Slot} {
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(v), 10)
	}
	b = append(b, ',')
	if e.IPT != nil {
		b = append(b, e.IPT.Name...)
	}
	b = append(b, ',')
	if e.Outcome != NoOutcome {
		b = append(b, e.Outcome)
	}
	return append(b, '\n')
}
