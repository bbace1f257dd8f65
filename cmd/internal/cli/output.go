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
