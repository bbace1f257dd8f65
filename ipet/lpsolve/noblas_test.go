package lpsolve

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExternalBLASRefused: the dlopen lp_solve binds to (noblas.c) refuses
// a library named libmyBLAS, the external BLAS lp_solve looks for in every
// make_lp, even where one exists (a copy of libm stands for it), and loads
// any other library as the system's dlopen does (another copy of libm),
// so lp_solve always runs on its built-in BLAS.
func TestExternalBLASRefused(t *testing.T) {
	var libm []byte
	for _, p := range []string{"/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6", "/lib64/libm.so.6", "/usr/lib64/libm.so.6", "/lib/aarch64-linux-gnu/libm.so.6"} {
		if b, err := os.ReadFile(p); err == nil {
			libm = b
			break
		}
	}
	if libm == nil {
		t.Skip("no libm.so.6 to copy")
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		want bool
	}{{"libmyBLAS.so", false}, {"libother.so", true}} {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, libm, 0o755); err != nil {
			t.Fatal(err)
		}
		if got := loads(path); got != c.want {
			t.Errorf("dlopen(%s) loads: %v, want %v", c.name, got, c.want)
		}
	}
}
