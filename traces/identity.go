package traces

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
)

// Expect is what a trace's preamble must say about its run for the trace
// to stand for a given kernel, workload and hardware (Header.Check): a
// trace of other code, another grid or other hardware measures another
// system, and a bound from it would not be the bound of this one.
// Empty fields (nil lists) are not checked.
type Expect struct {
	// Kernel is the kernel's symbol (key kernel); Code its code hash
	// (asm.Function.CodeHash, key code); Source names the assembly in
	// messages.
	Kernel, Code, Source string
	// Placement is the IPG's IPT placement (key placement).
	Placement string
	// HWHash identifies the hardware (timing.Config.Hash, key hw_hash);
	// HW names it in messages. The name itself is not compared: the same
	// numbers under another file name are the same hardware.
	HW, HWHash string
	// Sets, when not nil, are the input sets of the workload named
	// Workload: the trace's input_set must be one of them and its grid
	// (workgroups, workgroup_size) that set's.
	Sets     []SetGrid
	Workload string
	// S, when not nil, lists the accepted numbers of reserve slots (key S).
	S []int
	// Mode requires the mode key to say parallel or serial.
	Mode bool
}

// SetGrid is an input set's name and grid.
type SetGrid struct {
	Name                      string
	Workgroups, WorkgroupSize [3]int
	// GridSize is the work-items per dimension of a partial grid, all zero
	// for whole workgroups (Header.GridSize).
	GridSize [3]int
}

// missing explains a key the trace does not give.
func missing(key, want string) string {
	return fmt.Sprintf("%s: expected %s, found no %s in the preamble: the trace does not say what it was recorded from "+
		"(written before splitwcet traces recorded their inputs, or by a converter); record it again with 'splitwcet simulate --trace' "+
		"(a converter can copy the preamble keys code, workgroups, workgroup_size and hw_hash of such a trace)", key, want, key)
}

// Check returns an error (an *Error naming the file name) when h does not
// match e: the first field that differs, with the trace's value and the
// expected one. A key e checks that the trace does not give is a mismatch
// too: a trace that does not say what it measured cannot stand for e.
func (h *Header) Check(name string, e Expect) error {
	fail := func(format string, args ...any) error {
		return &Error{File: name, Msg: fmt.Sprintf(format, args...)}
	}
	if e.Kernel != "" {
		switch h.Kernel {
		case e.Kernel:
		case "":
			return fail("%s", missing(KeyKernel, "the kernel "+e.Kernel))
		default:
			return fail("%s: the trace is of kernel %s, expected %s (the kernel analyzed)", KeyKernel, h.Kernel, e.Kernel)
		}
	}
	if e.Code != "" {
		of := "the code of " + e.Kernel
		if e.Source != "" {
			of += " in " + e.Source
		}
		switch h.Code {
		case e.Code:
		case "":
			return fail("%s", missing(KeyCode, e.Code+" ("+of+")"))
		default:
			return fail("%s: the trace's kernel code is %s, expected %s (%s): the trace was recorded from other code", KeyCode, h.Code, e.Code, of)
		}
	}
	if e.Placement != "" {
		switch h.Placement {
		case e.Placement:
		case "":
			return fail("%s", missing(KeyPlacement, e.Placement))
		default:
			return fail("%s: the trace's IPTs are placed by %s, expected %s (the IPG's placement)", KeyPlacement, h.Placement, e.Placement)
		}
	}
	if e.Sets != nil {
		wl := "the workload"
		if e.Workload != "" {
			wl = e.Workload
		}
		if h.InputSet == "" {
			return fail("%s", missing(KeyInputSet, "an input set of "+wl))
		}
		i := slices.IndexFunc(e.Sets, func(s SetGrid) bool { return s.Name == h.InputSet })
		if i < 0 {
			var names []string
			for _, s := range e.Sets {
				names = append(names, s.Name)
			}
			return fail("%s: the trace's input set is %q, expected one of %s (the input sets of %s)", KeyInputSet, h.InputSet, strings.Join(names, ", "), wl)
		}
		set := e.Sets[i]
		for _, g := range []struct {
			key       string
			got, want [3]int
		}{{KeyWorkgroups, h.Workgroups, set.Workgroups}, {KeyWorkgroupSize, h.WorkgroupSize, set.WorkgroupSize}} {
			switch {
			case g.got == g.want:
			case g.got == [3]int{}:
				return fail("%s", missing(g.key, FormatGrid(g.want)+" (input set "+set.Name+" of "+wl+")"))
			default:
				return fail("%s: the trace's grid has %s = %s, expected %s (input set %s of %s)", g.key, g.key, FormatGrid(g.got), FormatGrid(g.want), set.Name, wl)
			}
		}
		if h.GridSize != set.GridSize {
			return fail("%s: the trace's grid has %s = %s, expected %s (input set %s of %s)", KeyGridSize, KeyGridSize, gridOrWhole(h.GridSize), gridOrWhole(set.GridSize), set.Name, wl)
		}
	}
	if e.HWHash != "" {
		switch h.HWHash {
		case e.HWHash:
		case "":
			return fail("%s", missing(KeyHWHash, e.HWHash+" (the hardware "+e.HW+")"))
		default:
			return fail("%s: the trace's hardware is %s (%s), expected %s (%s): the trace was recorded on other hardware", KeyHWHash, orNone(h.HW), h.HWHash, orNone(e.HW), e.HWHash)
		}
	}
	if e.S != nil && !slices.Contains(e.S, h.S) {
		var list []string
		for _, s := range e.S {
			list = append(list, strconv.Itoa(s))
		}
		return fail("%s: the trace's S is %d, expected one of %s (-S)", KeyS, h.S, strings.Join(list, ", "))
	}
	if e.Mode {
		switch h.Mode {
		case ModeParallel, ModeSerial:
		case "":
			return fail("%s", missing(KeyMode, ModeParallel+" or "+ModeSerial))
		default:
			return fail("%s: the trace's mode is %q, expected %s or %s", KeyMode, h.Mode, ModeParallel, ModeSerial)
		}
	}
	return nil
}

func orNone(s string) string {
	if s == "" {
		return "unnamed"
	}
	return s
}

// CheckFiles reads the preambles of trace files and checks each against e
// (Header.Check). When e gives no hardware, the files must agree on it:
// the first one's hw_hash becomes the expected one, so traces of different
// hardware are not pooled. It returns the headers in order.
func CheckFiles(paths []string, e Expect) ([]Header, error) {
	var hs []Header
	for i, p := range paths {
		h, err := ReadHeader(p)
		if err != nil {
			return nil, err
		}
		if err := h.Check(p, e); err != nil {
			return nil, err
		}
		if e.HWHash == "" {
			if h.HWHash == "" {
				return nil, &Error{File: p, Msg: missing(KeyHWHash, "a hardware hash")}
			}
			e.HW, e.HWHash = h.HW+" like "+paths[i], h.HWHash
		}
		hs = append(hs, h)
	}
	return hs, nil
}

// openFile opens a trace file for reading; a path it cannot open or a
// directory is an *Error naming the path and what was expected.
func openFile(path string) (*os.File, error) {
	const what = "expected a trace file (CSV, or gzip-compressed CSV)"
	if path == "-" {
		// A trace is read twice (its preamble when the runs are grouped,
		// then its events), which standard input cannot be.
		return nil, &Error{File: path, Msg: what + ": standard input cannot be read twice, as a trace is (its preamble, then its events); save it to a file first (gzip-compressed or not)"}
	}
	f, err := os.Open(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, &Error{File: path, Msg: fmt.Sprintf("%s, cannot open it: %v", what, err)}
	}
	if st, err := f.Stat(); err == nil && st.IsDir() {
		f.Close()
		return nil, &Error{File: path, Msg: what + ", found a directory"}
	}
	return f, nil
}

// gridOrWhole is a grid_size for messages: "none (whole workgroups)" when
// the grid has no partial workgroup.
func gridOrWhole(d [3]int) string {
	if d == [3]int{} {
		return "none (whole workgroups)"
	}
	return FormatGrid(d)
}
