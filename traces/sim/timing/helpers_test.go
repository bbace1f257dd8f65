package timing_test

import (
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// loadExample parses and decodes an embedded example kernel.
func loadExample(t testing.TB, name string) *sim.Program {
	t.Helper()
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := loadProgram(name+"/kernel.s", src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// embeddedExample returns an embedded example's program and workload, or
// nil and nil (no error) for an example without assembly or workload.
func embeddedExample(name string) (*sim.Program, *workload.File, error) {
	src, err := examples.Assembly(name)
	if err != nil {
		return nil, nil, nil
	}
	data, err := examples.Workload(name)
	if err != nil {
		return nil, nil, nil
	}
	wf, err := workload.Parse(name+"/workload.yaml", data)
	if err != nil {
		return nil, nil, err
	}
	p, err := loadProgram(name+"/kernel.s", src)
	return p, wf, err
}

// loadWorkload reads examples/NAME/workload.yaml from the source tree.
func loadWorkload(t testing.TB, name string) *workload.File {
	t.Helper()
	f, err := workload.ParseFile(filepath.Join("..", "..", "..", "examples", name, "workload.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// handKernel wraps a hand-written gfx803 kernel body: s[0:3] private segment
// buffer, s[4:5] kernarg pointer, s6 workgroup id x, v0 work-item id x;
// nbuf global buffer arguments at kernarg offsets 0, 8, ...
func handKernel(body string, nbuf, lds int) string {
	var args strings.Builder
	for i := 0; i < nbuf; i++ {
		fmt.Fprintf(&args, "      - .address_space: global\n        .offset: %d\n        .size: 8\n        .value_kind: global_buffer\n", 8*i)
	}
	return fmt.Sprintf(`	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.text
	.globl	k
	.type	k,@function
k:
%s.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.rodata
	.amdhsa_kernel k
		.amdhsa_group_segment_fixed_size %d
		.amdhsa_kernarg_size %d
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 32
		.amdhsa_float_denorm_mode_16_64 3
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
%s    .group_segment_fixed_size: %d
    .kernarg_segment_align: 8
    .kernarg_segment_size: %d
    .max_flat_workgroup_size: 1024
    .name: k
    .symbol: k.kd
    .wavefront_size: 64
amdhsa.target: amdgcn-amd-amdhsa--gfx803
amdhsa.version: [1, 1]
...
	.end_amdgpu_metadata
`, body, lds, 8*nbuf, args.String(), lds, 8*nbuf)
}

// dependentVALU is a hand-written kernel of n dependent VALU operations
// (a v_mov, then v_adds each reading the previous result) and s_endpgm.
func dependentVALU(t testing.TB, n int) *sim.Program {
	var body strings.Builder
	body.WriteString("\tv_mov_b32_e32 v1, 1\n")
	for i := 1; i < n; i++ {
		body.WriteString("\tv_add_u32_e32 v1, vcc, v0, v1\n")
	}
	body.WriteString("\ts_endpgm\n")
	return loadAsm(t, "valu.s", handKernel(body.String(), 0, 0))
}

func loadAsm(t testing.TB, name, src string) *sim.Program {
	t.Helper()
	p, err := loadProgram(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func i32bytes(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

func launch1D(groups, size int, bufs ...[]int32) *sim.Launch {
	l := &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}}
	for i, b := range bufs {
		l.Args = append(l.Args, sim.Arg{Name: fmt.Sprintf("b%d", i), Buffer: i32bytes(b), IsBuffer: true, Output: true, Elem: "i32"})
	}
	return l
}

// addrOf computes v[1:2] = buffer (kernarg offset off) + 4*v3.
func addrOf(off int) string {
	return fmt.Sprintf(`	s_load_dwordx2 s[8:9], s[4:5], 0x%x
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v3
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v1, vcc, s8, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
`, off)
}

// loadProgram parses assembly and decodes its only kernel for the
// simulator, through the project's one loader.
func loadProgram(name string, src []byte) (*sim.Program, error) {
	k, err := kernel.FromText(name, src, kernel.Config{Simulate: true})
	if err != nil {
		return nil, err
	}
	return k.Program, nil
}
