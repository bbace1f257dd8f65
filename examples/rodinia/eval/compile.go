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
	if _, err := os.Stat(rodinia); err != nil {
		return "", false, nil
	}
	if _, err := exec.LookPath("hipcc"); err != nil {
		return "", false, nil
	}
	cmd := exec.Command(filepath.Join(root, "scripts", "rodinia.sh"), "--compile-only", bench)
	cmd.Env = append(os.Environ(), "OUT="+out, "RODINIA="+rodinia)
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", true, fmt.Errorf("scripts/rodinia.sh %s: %v\n%s", bench, err, b)
	}
	return filepath.Join(out, "rodinia", bench), true, nil
}

// RodiniaDir is the Rodinia folder beside the repository root (or
// $RODINIA).
func RodiniaDir(root string) string {
	if d := os.Getenv("RODINIA"); d != "" {
		return d
	}
	return filepath.Join(root, "..", "shared", "rodinia")
}
