// Package peer is the MGPUSim peer suite (docs/mgpusim.md): kernels of
// MGPUSim's own benchmarks, which we did not write, run on our simulator
// and on MGPUSim to compare outputs, instruction counts and cycles.
//
// The project never copies MGPUSim: the suite names each kernel's OpenCL
// source by its path in an MGPUSim source tree the user gives, compiles it
// with clang-15 when it runs (Compile), and keeps only what is ours: the
// workloads (workloads/*.yaml: grid, arguments, inputs), a Go reference of
// each kernel's outputs (refs.go), the runner (run.go) and the numbers
// MGPUSim recorded (testdata/mgpusim.yaml), against which a test checks our
// cycles without MGPUSim. MGPUSim's benchmarks fir, kmeans,
// matrixtranspose, bitonicsort, floydwarshall, fastwalshtransform,
// simpleconvolution, matrixmultiplication, atax, bicg, spmv and nw are the
// project's external check and are not in the suite (Forbidden).
package peer

import (
	"embed"
	"fmt"
	"path"
	"strings"

	"github.com/splitwcet/splitwcet/traces/sim/workload"
)

// Class is what a kernel stresses.
type Class string

// The suite's classes.
const (
	Streaming Class = "streaming" // coalesced loads and stores, little else
	Irregular Class = "irregular" // gathers, strided or data-dependent accesses, uncoalesced
	LDS       Class = "lds"       // LDS traffic and barriers
	Tiny      Class = "tiny"      // one or two wavefronts: launch and cold start
)

// Kernel is one row of the suite: a kernel of an MGPUSim benchmark with
// its launch.
type Kernel struct {
	Name   string // the row (and its workload file, workloads/NAME.yaml)
	Bench  string // the MGPUSim benchmark
	Source string // the OpenCL file, relative to the MGPUSim source tree
	Flags  string // extra clang flags (macros the benchmark defines)
	Class  Class
	// Ref computes the kernel's outputs for a launch of its workload.
	Ref Reference
}

// Forbidden lists MGPUSim's benchmarks that are the project's external
// check: no kernel of the suite may come from them (TestSuiteAllowed).
var Forbidden = []string{"fir", "kmeans", "matrixtranspose", "bitonicsort", "floydwarshall", "fastwalshtransform",
	"simpleconvolution", "matrixmultiplication", "atax", "bicg", "spmv", "nw"}

// The benchmarks' OpenCL files, relative to an MGPUSim source tree
// (github.com/sarchlab/mgpusim v4.2.0).
const (
	operatorCL   = "amd/benchmarks/dnn/gputensor/native/operator.cl"
	repeatCL     = "amd/benchmarks/dnn/gputensor/native/repeat.cl"
	im2colCL     = "amd/benchmarks/dnn/gputensor/native/im2col.cl"
	maxpoolCL    = "amd/benchmarks/dnn/gputensor/native/maxpooling.cl"
	avgpoolCL    = "amd/benchmarks/dnn/gputensor/native/avgpooling.cl"
	gemmCL       = "amd/benchmarks/dnn/gputensor/native/gemm.cl"
	reluCL       = "amd/benchmarks/dnn/layer_benchmarks/relu/kernels.cl"
	broadcastCL  = "amd/benchmarks/mccl/broadcast.cl"
	allreduceCL  = "amd/benchmarks/mccl/allreduce.cl"
	stencil2dCL  = "amd/benchmarks/shoc/stencil2d/stencil2d.cl"
	bfsCL        = "amd/benchmarks/shoc/bfs/native/kernels.cl"
	nbodyCL      = "amd/benchmarks/amdappsdk/nbody/NBody_Kernels.cl"
	dnnBench     = "dnn"
	mcclBench    = "mccl"
	stencilBench = "shoc/stencil2d"
)

// Suite is the peer suite, in the order of its table.
var Suite = []Kernel{
	{Name: "relu_forward", Bench: dnnBench, Source: operatorCL, Class: Streaming, Ref: refRelu},
	{Name: "relu_layer", Bench: "dnn/relu", Source: reluCL, Class: Streaming, Ref: refReluLayer},
	{Name: "mul", Bench: dnnBench, Source: operatorCL, Class: Streaming, Ref: refMul},
	{Name: "scale_add", Bench: dnnBench, Source: operatorCL, Class: Streaming, Ref: refScaleAdd},
	{Name: "rmsprop", Bench: dnnBench, Source: operatorCL, Class: Streaming, Ref: refRMSProp},
	{Name: "adam", Bench: dnnBench, Source: operatorCL, Class: Streaming, Ref: refAdam},
	{Name: "repeat", Bench: dnnBench, Source: repeatCL, Class: Streaming, Ref: refRepeat},
	{Name: "push_data", Bench: mcclBench, Source: broadcastCL, Class: Streaming, Ref: refPushData},
	{Name: "reduce_data", Bench: mcclBench, Source: allreduceCL, Class: Streaming, Ref: refReduceData},
	{Name: "softmax_div", Bench: dnnBench, Source: operatorCL, Class: Streaming, Ref: refSoftmaxDiv},
	{Name: "transpose_tensor", Bench: dnnBench, Source: operatorCL, Class: Irregular, Ref: refTransposeTensor},
	{Name: "rotate_tensor", Bench: dnnBench, Source: operatorCL, Class: Irregular, Ref: refRotateTensor},
	{Name: "dilate_tensor", Bench: dnnBench, Source: operatorCL, Class: Irregular, Ref: refDilateTensor},
	{Name: "sum_one_axis", Bench: dnnBench, Source: operatorCL, Class: Irregular, Ref: refSumOneAxis},
	{Name: "im2col", Bench: dnnBench, Source: im2colCL, Class: Irregular, Ref: refIm2col},
	{Name: "maxpool_forward", Bench: dnnBench, Source: maxpoolCL, Class: Irregular, Ref: refMaxPoolForward},
	{Name: "avgpool_forward", Bench: dnnBench, Source: avgpoolCL, Class: Irregular, Ref: refAvgPoolForward},
	{Name: "copy_rect", Bench: stencilBench, Source: stencil2dCL, Class: Irregular, Ref: refCopyRect},
	{Name: "bfs", Bench: "shoc/bfs", Source: bfsCL, Class: Irregular, Ref: refBFS},
	{Name: "gemm", Bench: dnnBench, Source: gemmCL, Class: LDS, Ref: refGEMM},
	{Name: "gemm_small", Bench: dnnBench, Source: gemmCL, Class: LDS, Ref: refGEMM},
	{Name: "nbody", Bench: "amdappsdk/nbody", Source: nbodyCL, Class: LDS, Ref: refNBody},
	{Name: "nbody_small", Bench: "amdappsdk/nbody", Source: nbodyCL, Class: LDS, Ref: refNBody},
	{Name: "relu_tiny", Bench: dnnBench, Source: operatorCL, Class: Tiny, Ref: refRelu},
	{Name: "mul_tiny", Bench: dnnBench, Source: operatorCL, Class: Tiny, Ref: refMul},
}

//go:embed workloads/*.yaml
var workloads embed.FS

// WorkloadPath is the name a kernel's workload is reported under.
func WorkloadPath(name string) string { return "examples/peer/workloads/" + name + ".yaml" }

// Workload parses a kernel's workload (workloads/NAME.yaml).
func Workload(name string) (*workload.File, error) {
	b, err := workloads.ReadFile(path.Join("workloads", name+".yaml"))
	if err != nil {
		return nil, fmt.Errorf("peer: no workload for %q", name)
	}
	return workload.Parse(WorkloadPath(name), b)
}

// Find returns the suite's kernel called name.
func Find(name string) (Kernel, bool) {
	for _, k := range Suite {
		if k.Name == name {
			return k, true
		}
	}
	return Kernel{}, false
}

// Select returns the suite's kernels called names (all for none), or an
// error naming an unknown one and the suite's names.
func Select(names []string) ([]Kernel, error) {
	if len(names) == 0 {
		return Suite, nil
	}
	var out []Kernel
	for _, n := range names {
		k, ok := Find(n)
		if !ok {
			var all []string
			for _, k := range Suite {
				all = append(all, k.Name)
			}
			return nil, fmt.Errorf("peer: no kernel %q in the suite (kernels: %s)", n, strings.Join(all, ", "))
		}
		out = append(out, k)
	}
	return out, nil
}
