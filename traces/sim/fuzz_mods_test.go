package sim

import (
	"testing"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// FuzzInstructionModifiers: the new modifier decoders (DPP controls,
// ds_swizzle offsets, tbuffer formats) never panic on any modifier value;
// a DPP pattern they accept names only lanes of the wavefront.
func FuzzInstructionModifiers(f *testing.F) {
	for _, s := range []string{"quad_perm", "row_shr", "row_bcast", "row_mask", "bank_mask", "wave_ror"} {
		f.Add(s, "1", "swizzle(QUAD_PERM,1,0,3,2)", "[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]")
	}
	f.Add("quad_perm", "[1,0,3,2]", "swizzle(BITMASK_PERM,\"01pip\")", "116")
	f.Add("row_bcast", "31", "swizzle(BROADCAST,8,3)", "[BUF_NUM_FORMAT_UINT]")
	f.Add("row_shl", "-3", "swizzle(SWAP,", "[BUF_DATA_FORMAT_")
	f.Fuzz(func(t *testing.T, name, val, swz, format string) {
		in := &Inst{Instruction: &asm.Instruction{Op: "v_mov_b32", Mnemonic: "v_mov_b32_dpp",
			Modifiers: []asm.Modifier{{Name: name, Value: val}, {Name: "format", Value: format}}}}
		if d, err := decodeDPP(in); err == nil {
			for l, s := range d.src {
				if s < -1 || s > 63 {
					t.Fatalf("%s:%s: lane %d reads lane %d", name, val, l, s)
				}
			}
		}
		_, _ = swizzleOffset(swz)
		_, _ = parseTbufFormat(in)
	})
}
