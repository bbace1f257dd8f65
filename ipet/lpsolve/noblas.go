package lpsolve

/*
#include <dlfcn.h>
#include <stdlib.h>

// sw_loads reports whether dlopen (noblas.c's, which lp_solve binds to)
// loads the library at path.
static int sw_loads(const char *path) {
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (h == NULL)
		return 0;
	dlclose(h);
	return 1;
}
*/
import "C"

import "unsafe"

// loads reports whether the dlopen lp_solve calls loads the shared
// library at path (noblas.c refuses an external BLAS by name).
func loads(path string) bool {
	p := C.CString(path)
	defer C.free(unsafe.Pointer(p))
	return C.sw_loads(p) != 0
}
