package cli

import (
	"io"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/splitwcet/splitwcet/internal/outfile"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// outputAnnotation marks the flags whose value names something the
// command writes: a file ("file") or a directory ("dir").
const outputAnnotation = "splitwcet-output"

// MarkOutput marks flags as output files, MarkOutputDir as output
// directories (Inputs leaves them out; CheckOutputs checks them).
func MarkOutput(f *pflag.FlagSet, names ...string) { mark(f, "file", names) }

// MarkOutputDir marks flags as output directories.
func MarkOutputDir(f *pflag.FlagSet, names ...string) { mark(f, "dir", names) }

func mark(f *pflag.FlagSet, kind string, names []string) {
	for _, n := range names {
		if err := f.SetAnnotation(n, outputAnnotation, []string{kind}); err != nil {
			panic(err) // a flag name that does not exist is a programming error
		}
	}
}

// Inputs returns the files the command reads: its arguments and the
// values of its flags that name existing regular files, other than the
// output flags.
func Inputs(cmd *cobra.Command) []string {
	ins := append([]string(nil), cmd.Flags().Args()...)
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		if _, out := fl.Annotations[outputAnnotation]; out {
			return
		}
		vals := []string{fl.Value.String()}
		if sv, ok := fl.Value.(pflag.SliceValue); ok {
			vals = sv.GetSlice()
		}
		for _, v := range vals {
			if st, err := os.Stat(v); err == nil && st.Mode().IsRegular() {
				ins = append(ins, v)
			}
		}
	})
	return ins
}

// CheckOutputs checks, before any work, every output flag that is set:
// a file must be a regular file or a new one and none of the inputs, a
// directory a directory or a new one (outfile.Check, outfile.Dir). A
// refusal is a usage error.
func CheckOutputs(cmd *cobra.Command) error {
	ins := Inputs(cmd)
	var err error
	cmd.Flags().Visit(func(fl *pflag.Flag) {
		kind := fl.Annotations[outputAnnotation]
		v := fl.Value.String()
		if err != nil || len(kind) == 0 || v == "" || v == "-" {
			return
		}
		var e error
		switch kind[0] {
		case "file":
			e = outfile.Check(v, ins...)
		case "dir":
			if st, serr := os.Stat(v); serr == nil && !st.IsDir() {
				e = outfile.Dir(v, ins...)
			}
		}
		if e != nil {
			err = Usagef("--%s: %v", fl.Name, e)
		}
	})
	return err
}

// Output writes data to the file path, atomically and as CheckOutputs
// allows (none of the command's inputs), or to stdout when path is "" or
// "-".
func Output(cmd *cobra.Command, path string, data []byte) error {
	if path == "" || path == "-" {
		_, err := cmd.OutOrStdout().Write(data)
		return err
	}
	return WriteOutput(cmd.OutOrStdout(), path, data, Inputs(cmd)...)
}

// Chunks collects an output in pieces of 1 MB or more, so that a large
// output is neither copied nor left behind in doubled buffers as a
// bytes.Buffer grows (`cfg` on a 49,000-block kernel writes 8.6 MB of text:
// 27 MB allocated by a bytes.Buffer). OutputChunks writes it.
type Chunks struct{ parts [][]byte }

func (c *Chunks) Write(p []byte) (int, error) {
	n := len(p)
	if k := len(c.parts); k > 0 {
		last := c.parts[k-1]
		room := min(cap(last)-len(last), len(p))
		c.parts[k-1], p = append(last, p[:room]...), p[room:]
	}
	if len(p) > 0 {
		c.parts = append(c.parts, append(make([]byte, 0, max(1<<20, len(p))), p...))
	}
	return n, nil
}

// WriteTo writes the chunks to w in order.
func (c *Chunks) WriteTo(w io.Writer) (int64, error) {
	var n int64
	for _, p := range c.parts {
		m, err := w.Write(p)
		n += int64(m)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// OutputChunks is Output of what c collected.
func OutputChunks(cmd *cobra.Command, path string, c *Chunks) error {
	if path == "" || path == "-" {
		_, err := c.WriteTo(cmd.OutOrStdout())
		return err
	}
	return outfile.WriteWith(path, func(w io.Writer) error {
		_, err := c.WriteTo(w)
		return err
	}, Inputs(cmd)...)
}

// WriteOutput writes data to the file out (outfile.Write: a regular file
// or a new one, none of inputs, atomically), or to stdout when out is ""
// or "-". Commands write through Output, which knows their inputs.
func WriteOutput(stdout io.Writer, out string, data []byte, inputs ...string) error {
	if out == "" || out == "-" {
		_, err := stdout.Write(data)
		return err
	}
	return outfile.Write(out, data, inputs...)
}

// SelectSets returns the input sets --set names ("all" or a name).
func SelectSets(wf *workload.File, name string) ([]workload.Set, error) {
	switch name {
	case "all":
		return wf.Sets, nil
	case "":
		return nil, Usagef("--set \"\": want the name of an input set, or all")
	}
	set, err := wf.Set(name)
	if err != nil {
		return nil, err
	}
	return []workload.Set{*set}, nil
}

// MemoryBudget is --memory-budget in bytes (0: sim.DefaultMemoryBudget).
func MemoryBudget(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	n, err := sim.ParseBytes(s)
	if err != nil {
		return 0, Usagef("--memory-budget %v", err)
	}
	return n, nil
}
