// The one assembly function of the repository: prefetch (prefetch.go).

#include "textflag.h"

// func prefetch(a, b, c, d uintptr)
TEXT ·prefetch(SB), NOSPLIT, $0-32
	MOVQ	a+0(FP), AX
	PREFETCHT0	(AX)
	MOVQ	b+8(FP), AX
	PREFETCHT0	(AX)
	MOVQ	c+16(FP), AX
	PREFETCHT0	(AX)
	MOVQ	d+24(FP), AX
	PREFETCHT0	(AX)
	RET
