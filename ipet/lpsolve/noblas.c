// lp_solve 5.5 as Debian and Ubuntu build it (lp_lib.h: libBLAS 2, an
// external BLAS, libnameBLAS "myBLAS") tries to load libmyBLAS.so in every
// make_lp while it runs on its built-in BLAS: the dynamic loader searches
// about twenty paths for it and fails, which was two thirds of the time it
// takes to make a model (about 32 µs; a choose run makes thousands). It is
// refused here at once, so lp_solve always takes its built-in BLAS, as it
// does where no libmyBLAS.so is installed: the same arithmetic, hence the
// same solutions, on every machine (an installed one would otherwise
// change the floating-point path). Every other library is loaded as
// before. lp_solve is linked statically, so its calls to dlopen bind to
// this definition.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

typedef void *(*dlopen_func)(const char *, int);

void *dlopen(const char *file, int mode) {
	static dlopen_func real;
	dlopen_func f;
	if (file != NULL && strstr(file, "libmyBLAS") != NULL)
		return NULL;
	f = __atomic_load_n(&real, __ATOMIC_ACQUIRE);
	if (f == NULL) {
		f = (dlopen_func) dlsym(RTLD_NEXT, "dlopen");
		__atomic_store_n(&real, f, __ATOMIC_RELEASE);
	}
	return f(file, mode);
}
