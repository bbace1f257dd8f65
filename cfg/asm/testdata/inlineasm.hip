// inlineasm: inline assembly of several shapes (one statement, two statements
// in one asm, an instruction with a literal), to pin how LLVM sizes inline asm
// in `; codeLenInByte`: getMaxInstLength per statement, 8 bytes on gfx8/gfx9
// and 20 on gfx10.
#include <hip/hip_runtime.h>

#if defined(__gfx1030__)
#define ADD_LIT "v_add_nc_u32_e32 %0, 0x1234, %0"
#elif defined(__gfx900__)
#define ADD_LIT "v_add_u32_e32 %0, 0x1234, %0"
#else
#define ADD_LIT "v_add_u32_e32 %0, vcc, 0x1234, %0"
#endif

__global__ void inlineasm(int* __restrict__ out) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  int v = threadIdx.x;
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1");
  __asm volatile("s_nop 0\n\ts_nop 1");
  __asm volatile(ADD_LIT : "+v"(v) :: "vcc");
  __asm volatile("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 0");
  out[gid] = v;
}
