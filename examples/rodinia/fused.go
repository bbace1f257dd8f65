package rodinia

import "github.com/splitwcet/splitwcet/internal/fp"

// mulAdd is a·b + c as a benchmark's compiled kernel computes it where the
// source adds a product: fused (one rounding, fp.FMA32) in gfx9 code, the
// product rounded first in gfx803 code. hipcc compiles HIP with
// -ffp-contract=fast-honor-pragmas, so LLVM's DAG combiner may turn an
// fadd or fsub whose operand is an fmul of the same basic block into an
// fma; it does so where the target's f32 FMA is fast: gfx9's v_fma_f32 is
// full rate (LLVM's FeatureFastFMAF32), gfx803's is not, and gfx803 kernels
// keep f32 denormals, which v_mad_f32 would flush. Of fadd(fmul, fmul) it
// fuses the left product (the one with fewer uses when they differ), so
// a·b + c·d is fma(a, b, c·d). The references that follow the compiled
// code (cfd, srad, gaussian) call it at each addition the .s fuses; the
// conversion float32(a*b) rounds the product even where Go itself would
// fuse (arm64).
func mulAdd(fused bool, a, b, c float32) float32 {
	if fused {
		return fp.FMA32(a, b, c)
	}
	return float32(a*b) + c
}
