package eval

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Compile compiles benchmark bench of the Rodinia folder rodinia with
// root's scripts/rodinia.sh (--compile-only) into out and returns the
// folder of its assembly (out/rodinia/<bench>). ok is false, with no
// error, when the Rodinia folder or hipcc is absent: the caller skips.
func Compile(root, rodinia, out, bench string) (dir string, ok bool, err error) {
	return CompileFor(root, rodinia, out, bench, "gfx803")
}

// CompileFor is Compile for the processor arch (scripts/rodinia.sh's
// ARCH): the assembly lands in out/rodinia/<bench> for gfx803 and in
// out/rodinia-ARCH/<bench> for another processor.
func CompileFor(root, rodinia, out, bench, arch string) (dir string, ok bool, err error) {
	if _, err := os.Stat(rodinia); err != nil {
		return "", false, nil
	}
	if _, err := exec.LookPath("hipcc"); err != nil {
		return "", false, nil
	}
	cmd := exec.Command(filepath.Join(root, "scripts", "rodinia.sh"), "--compile-only", bench)
	cmd.Env = append(os.Environ(), "OUT="+out, "RODINIA="+rodinia, "ARCH="+arch)
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", true, fmt.Errorf("ARCH=%s scripts/rodinia.sh %s: %v\n%s", arch, bench, err, b)
	}
	folder := "rodinia"
	if arch != "gfx803" {
		folder += "-" + arch
	}
	return filepath.Join(out, folder, bench), true, nil
}

// RodiniaDir is the Rodinia folder beside the repository root (or
// $RODINIA).
func RodiniaDir(root string) string {
	if d := os.Getenv("RODINIA"); d != "" {
		return d
	}
	return filepath.Join(root, "..", "shared", "rodinia")
}
