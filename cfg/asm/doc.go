// Package asm reads the LLVM AMDGPU assembly that hipcc and clang emit
// (clang 14-19; gfx803 first, also gfx9 and gfx10/11 wave32) into typed
// instructions, labels and kernel metadata.
//
// It owns the textual layer only: statements, operands, encodings and sizes,
// `.loc` source lines, the `.amdhsa_kernel` descriptor and the
// `.amdgpu_metadata` YAML. It knows nothing about control flow; package cfg
// builds graphs from a parsed Function.
//
// Sizes are computed from the encoding family (SOP*/VOP*/SMEM/DS/FLAT/...) and
// inline-constant rules, and are checked in tests against the compiler's own
// `; codeLenInByte = N` comment and, when installed, llvm-mc's encodings.
package asm
