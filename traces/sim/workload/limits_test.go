package workload

import (
	"strings"
	"testing"
)

// TestLimits: values that wrapped, overflowed or became zeros are errors
// naming the file, the line and the limit.
func TestLimits(t *testing.T) {
	head := "kernel: k\nworkgroup_size: [64]\nworkgroups: [4]\n"
	for _, c := range []struct{ src, want string }{
		{"kernel: k\nworkgroup_size: [64]\nworkgroups: [2147483648, 2147483648, 4]\n", "w.yaml:3: workgroups [2147483648, 2147483648, 4] with workgroup_size [64]: 137438953472 work-items in dimension x, more than the 4294967295"},
		{"kernel: k\nworkgroup_size: [1]\nworkgroups: [4294967295, 2]\n", "w.yaml:3: workgroups [4294967295, 2]: more than 4294967295 workgroups"},
		{"kernel: k\nworkgroup_size: [2000]\nworkgroups: [4]\n", "w.yaml:2: want a positive integer size (workgroup_size: at most 1024), got \"2000\""},
		{"kernel: k\nworkgroup_size: [64, 32]\nworkgroups: [4]\n", "w.yaml:2: workgroup_size [64, 32]: 2048 work-items per workgroup, a GCN workgroup has at most 1024"},
		{head + "dynamic_lds: 10000000000\n", "w.yaml:4: dynamic_lds: want 0 to 65536 bytes"},
		{head + "args:\n  - {name: a, type: i32, count: 8, init: \"iota(nan, inf)\"}\n", "w.yaml:5: a: init \"iota(nan, inf)\": iota start NaN is outside the element type: want i32 values in [-2147483648, 2147483647]"},
		{head + "args:\n  - {name: a, type: i32, count: 8, init: \"const 1e300\"}\n", "const 1e+300 is outside the element type: want i32 values in [-2147483648, 2147483647]"},
		{head + "args:\n  - {name: a, type: u8, count: 8, init: \"random(1, -1, 1)\"}\n", "random low bound -1 is outside the element type: want u8 values in [0, 255]"},
		{head + "args:\n  - {name: a, type: f32, count: 8, init: \"const 1e39\"}\n", "want finite f32 values in"},
		{head + "args:\n  - {name: a, type: i16, count: 4, init: \"iota(32760, 3)\"}\n", "iota element 3, value 32769 is outside"},
		{head + "args:\n  - {name: a, type: i64, count: 4611686018427387904}\n", "w.yaml:5: a: 4611686018427387904 i64 elements take more than the 1073741824 bytes"},
	} {
		_, err := Parse("w.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %q", c.src, err, c.want)
		}
	}
	// In range: the extremes of the type, and a budget for all buffers.
	ok := head + "args:\n  - {name: a, type: i32, count: 2, init: \"iota(-2147483648, 4294967295)\"}\n  - {name: b, type: u64, count: 1, init: \"const 0xffffffffffffffff\"}\n"
	f, err := Parse("w.yaml", []byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if b := f.Sets[0].Launch.Args[1].Buffer; b[0] != 0xff || b[7] != 0xff {
		t.Errorf("u64 max: % x", b)
	}
	two := head + "args:\n  - {name: a, type: i32, count: 1000}\ninputs:\n  - name: x\n  - name: y\n"
	if _, err := ParseLimit("w.yaml", []byte(two), 6000); err == nil || !strings.Contains(err.Error(), "memory budget of 6000 bytes") {
		t.Errorf("two sets of 4000 bytes under a budget of 6000: %v", err)
	}
}
