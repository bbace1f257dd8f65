package sim

import "testing"

// TestSwizzleOffset: ds_swizzle_b32's swizzle(...) macro gives the offsets
// llvm-mc 15 encodes (llvm-mc-15 -arch=amdgcn -mcpu=fiji -show-encoding),
// and every bad offset is refused saying what is allowed.
func TestSwizzleOffset(t *testing.T) {
	for _, c := range []struct {
		in   string
		want uint32
	}{
		{"swizzle(QUAD_PERM,3,3,1,0)", 0x801f},
		{"swizzle(SWAP,16)", 0x401f},
		{"swizzle(SWAP,1)", 0x041f},
		{"swizzle(SWAP, 2)", 0x081f},
		{"swizzle(REVERSE,32)", 0x7c1f},
		{"swizzle(BROADCAST,8,3)", 0x0078},
		{`swizzle(BITMASK_PERM,"01pip")`, 0x0907},
		{"0xffff", 0xffff},
		{"116", 116},
	} {
		got, err := swizzleOffset(c.in)
		if err != nil || got != c.want {
			t.Errorf("%s: got %#x, %v, want %#x", c.in, got, err, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"65536", "want a 16-bit offset (0 to 0xffff) or swizzle(MODE, ...) with MODE one of QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP or REVERSE"},
		{"swizzle(SWAP,16", "want swizzle(MODE, ...) with a closing parenthesis"},
		{"swizzle(ROTATE,1)", `unknown swizzle mode "ROTATE": want QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP or REVERSE`},
		{"swizzle(QUAD_PERM,0,1,2)", "swizzle(QUAD_PERM, ...) takes 4 argument(s) after the mode, got 3"},
		{"swizzle(QUAD_PERM,0,1,2,4)", `QUAD_PERM lane 3 is "4": want a lane of the quad, 0 to 3`},
		{"swizzle(SWAP,3)", `SWAP group size "3": want 1, 2, 4, 8 or 16`},
		{"swizzle(SWAP,32)", `SWAP group size "32": want 1, 2, 4, 8 or 16`},
		{"swizzle(SWAP)", "swizzle(SWAP, ...) takes 1 argument(s) after the mode, got 0"},
		{"swizzle(REVERSE,1)", `REVERSE group size "1": want 2, 4, 8, 16 or 32`},
		{"swizzle(REVERSE,64)", `REVERSE group size "64": want 2, 4, 8, 16 or 32`},
		{"swizzle(BROADCAST,33,1)", `BROADCAST group size "33": want 2, 4, 8, 16 or 32`},
		{"swizzle(BROADCAST,8,8)", `BROADCAST lane "8": want a lane of the group, 0 to 7`},
		{"swizzle(BROADCAST,8,x)", `BROADCAST lane "x": want a lane of the group, 0 to 7`},
		{`swizzle(BITMASK_PERM,"01pi")`, `BITMASK_PERM mask "01pi": want 5 characters, each 0, 1, p (keep the lane-id bit) or i (invert it), most significant bit first`},
		{`swizzle(BITMASK_PERM,"01pix")`, `BITMASK_PERM mask "01pix": want 5 characters`},
		{`swizzle(BITMASK_PERM,"01pipp")`, `BITMASK_PERM mask "01pipp": want 5 characters`},
	} {
		_, err := swizzleOffset(c.in)
		if err == nil || len(err.Error()) < len(c.want) || err.Error()[:len(c.want)] != c.want {
			t.Errorf("%s: got %v, want %q", c.in, err, c.want)
		}
	}
}
