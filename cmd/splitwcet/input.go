package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
)

// input is a parsed assembly file and the name to report it under.
type input struct {
	file *asm.File
	name string
}

// isHIP reports whether path names HIP source that must be compiled first.
func isHIP(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".hip", ".cpp", ".cu", ".cc", ".cxx":
		return true
	}
	return false
}

// loadInput parses the assembly of path: the embedded default example when
// path is "", hipcc's output for HIP source, else the file itself.
func loadInput(ctx context.Context, path string, arch asm.Arch, fl cfgFlags, stderr io.Writer) (*input, error) {
	opts := asm.Options{Arch: arch}
	if fl.arch != "" {
		opts.BundleTarget = fl.arch
	}
	var name string
	var src []byte
	switch {
	case path == "":
		name = "examples/" + examples.Default + "/kernel.s"
		b, err := examples.Assembly(examples.Default)
		if err != nil {
			return nil, err
		}
		src = b
		fmt.Fprintf(stderr, "splitwcet: no input file: analyzing the embedded example %q (%s; see 'splitwcet examples')\n", examples.Default, name)
		// The embedded examples are gfx803 and name their target; a bundle
		// target makes no sense for them.
		opts.BundleTarget = ""
	case isHIP(path):
		b, asmName, err := compileHIP(ctx, path, arch, fl, stderr)
		if err != nil {
			return nil, err
		}
		src, name = b, asmName
		opts.BundleTarget = ""
	default:
		b, err := readInput(path)
		if err != nil {
			return nil, err
		}
		src, name = b, path
	}
	f, err := asm.Parse(name, src, opts)
	if err != nil {
		return nil, err
	}
	return &input{file: f, name: name}, nil
}

// readInput reads an assembly file, with errors that name it.
func readInput(path string) ([]byte, error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("%s: no such file", path)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	case st.IsDir():
		return nil, fmt.Errorf("%s is a directory, want a .s assembly or .hip source file", path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	return b, nil
}

// errNoHipcc explains how to get hipcc, or how to do without it.
const errNoHipcc = "hipcc is not installed, so %s cannot be compiled: install it with `scripts/deps.sh examples` (or `apt-get install hipcc rocm-device-libs`), or pass the assembly (.s) instead"

// compileHIP compiles HIP source to GCN assembly with hipcc in a temporary
// directory and returns the assembly and the name to parse it under.
func compileHIP(ctx context.Context, path string, arch asm.Arch, fl cfgFlags, stderr io.Writer) ([]byte, string, error) {
	if _, err := readInput(path); err != nil {
		return nil, "", err
	}
	hipcc, err := exec.LookPath("hipcc")
	if err != nil {
		return nil, "", fmt.Errorf(errNoHipcc, path)
	}
	tmp, err := os.MkdirTemp("", "splitwcet-hipcc-")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(tmp)
	stem := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	out := filepath.Join(tmp, stem+".s")
	args := []string{"-x", "hip", "--offload-arch=" + arch.Name, "--cuda-device-only", "-S", "-O3", "-gline-tables-only"}
	args = append(args, strings.Fields(fl.hipccFlags)...)
	// Compile from the source's directory so that the line table names the
	// file as given, relative to it.
	args = append(args, filepath.Base(path), "-o", out)
	note := ""
	if fl.saveAsm == "" {
		note = " (line numbers refer to its assembly: keep it with --save-asm FILE)"
	}
	fmt.Fprintf(stderr, "splitwcet: compiling %s with hipcc for %s%s\n", path, arch.Name, note)
	c := exec.CommandContext(ctx, hipcc, args...)
	c.Dir = filepath.Dir(path)
	var errb bytes.Buffer
	c.Stdout = &errb
	c.Stderr = &errb
	if err := c.Run(); err != nil {
		msg := compilerOutput(errb.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, "", &detailError{msg: fmt.Sprintf("hipcc failed to compile %s:", path), detail: msg}
	}
	b, err := os.ReadFile(out)
	if err != nil {
		return nil, "", fmt.Errorf("hipcc wrote no assembly for %s: %w", path, err)
	}
	name := filepath.Join(filepath.Dir(path), stem+".s")
	if fl.saveAsm != "" {
		if err := writeOutput(nil, fl.saveAsm, b); err != nil {
			return nil, "", err
		}
		name = fl.saveAsm
	}
	return b, name, nil
}

// compilerOutput drops hipcc's noise (warnings about linker flags it passes
// itself) from the compiler's output.
func compilerOutput(s string) string {
	var keep []string
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		if strings.Contains(line, "[-Wunused-command-line-argument]") {
			continue
		}
		keep = append(keep, line)
	}
	return strings.TrimSpace(strings.Join(keep, "\n"))
}
