// The one assembly function of the repository: prefetch (prefetch.go).

#include "textflag.h"

// func prefetch(a, b, c uintptr)
TEXT ·prefetch(SB), NOSPLIT, $0-24
	MOVQ	a+0(FP), AX
	PREFETCHT0	(AX)
	MOVQ	b+8(FP), AX
	PREFETCHT0	(AX)
	MOVQ	c+16(FP), AX
	PREFETCHT0	(AX)
	RET
