package asm

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// KernelDescriptor holds the `.amdhsa_kernel NAME` ... `.end_amdhsa_kernel` block:
// every `.amdhsa_*` field by name (without the prefix), with typed accessors for
// the fields the simulator and reports need.
type KernelDescriptor struct {
	Name   string
	Pos    Pos
	Fields map[string]int64 // e.g. "next_free_vgpr" → 3
}

// Field returns a descriptor field and whether it was given.
func (kd *KernelDescriptor) Field(name string) (int64, bool) {
	v, ok := kd.Fields[name]
	return v, ok
}

func (kd *KernelDescriptor) get(name string) int {
	return int(kd.Fields[name])
}

// NextFreeVGPR is `.amdhsa_next_free_vgpr`: VGPRs used.
func (kd *KernelDescriptor) NextFreeVGPR() int { return kd.get("next_free_vgpr") }

// NextFreeSGPR is `.amdhsa_next_free_sgpr`: SGPRs used (without VCC, flat_scratch, xnack).
func (kd *KernelDescriptor) NextFreeSGPR() int { return kd.get("next_free_sgpr") }

// KernargSize is `.amdhsa_kernarg_size` in bytes.
func (kd *KernelDescriptor) KernargSize() int { return kd.get("kernarg_size") }

// GroupSegmentSize is `.amdhsa_group_segment_fixed_size`: static LDS bytes per workgroup.
func (kd *KernelDescriptor) GroupSegmentSize() int { return kd.get("group_segment_fixed_size") }

// PrivateSegmentSize is `.amdhsa_private_segment_fixed_size`: scratch bytes per lane.
func (kd *KernelDescriptor) PrivateSegmentSize() int { return kd.get("private_segment_fixed_size") }

// Wave32 reports `.amdhsa_wavefront_size32 1` (gfx10+).
func (kd *KernelDescriptor) Wave32() bool { return kd.get("wavefront_size32") == 1 }

// UserSGPRCount is `.amdhsa_user_sgpr_count` when given.
func (kd *KernelDescriptor) UserSGPRCount() (int, bool) {
	v, ok := kd.Fields["user_sgpr_count"]
	return int(v), ok
}

// userSGPROrder lists the user-SGPR enables in the order the hardware loads them,
// with their size in SGPRs (LLVM AMDGPUUsage, "Initial Kernel Execution State").
var userSGPROrder = []struct {
	Field string
	Size  int
}{
	{"user_sgpr_private_segment_buffer", 4},
	{"user_sgpr_dispatch_ptr", 2},
	{"user_sgpr_queue_ptr", 2},
	{"user_sgpr_kernarg_segment_ptr", 2},
	{"user_sgpr_dispatch_id", 2},
	{"user_sgpr_flat_scratch_init", 2},
	{"user_sgpr_private_segment_size", 1},
}

// systemSGPROrder lists the system-SGPR enables following the user SGPRs.
var systemSGPROrder = []string{
	"system_sgpr_workgroup_id_x",
	"system_sgpr_workgroup_id_y",
	"system_sgpr_workgroup_id_z",
	"system_sgpr_workgroup_info",
	"system_sgpr_private_segment_wavefront_offset",
}

// SGPRSlot names one initial SGPR value and where it lands.
type SGPRSlot struct {
	Field string // descriptor field that enables it, e.g. "user_sgpr_kernarg_segment_ptr"
	First int    // first SGPR
	Size  int    // number of SGPRs
}

// InitialSGPRs lays out the enabled user and system SGPRs in hardware order.
func (kd *KernelDescriptor) InitialSGPRs() []SGPRSlot {
	var out []SGPRSlot
	n := 0
	for _, u := range userSGPROrder {
		if kd.get(u.Field) == 1 {
			out = append(out, SGPRSlot{Field: u.Field, First: n, Size: u.Size})
			n += u.Size
		}
	}
	if c, ok := kd.UserSGPRCount(); ok && c > n {
		n = c // reserved or preloaded user SGPRs we do not model
	}
	for _, s := range systemSGPROrder {
		if kd.get(s) == 1 {
			out = append(out, SGPRSlot{Field: s, First: n, Size: 1})
			n++
		}
	}
	return out
}

// WorkItemIDVGPRs is `.amdhsa_system_vgpr_workitem_id`: 0 = x only, 1 = x,y, 2 = x,y,z.
func (kd *KernelDescriptor) WorkItemIDVGPRs() int { return kd.get("system_vgpr_workitem_id") }

// kernelField records one line inside an `.amdhsa_kernel` block.
func (p *parser) kernelField(name, args string, col int) {
	if name == ".end_amdhsa_kernel" {
		p.kds = append(p.kds, p.kd)
		p.kd = nil
		return
	}
	if !strings.HasPrefix(name, ".amdhsa_") {
		p.errorf(col+1, "unexpected %s inside .amdhsa_kernel %s: want .amdhsa_* fields or .end_amdhsa_kernel", name, p.kd.Name)
		return
	}
	v, err := parseInt(strings.TrimSpace(args))
	if err != nil {
		p.errorf(col+1+len(name)+1, "%s wants an integer, got %q", name, args)
		return
	}
	p.kd.Fields[strings.TrimPrefix(name, ".amdhsa_")] = v
}

// Metadata is the `.amdgpu_metadata` document (code object v3 and later).
type Metadata struct {
	Version []int        `yaml:"amdhsa.version" json:"version,omitempty"`
	Target  string       `yaml:"amdhsa.target" json:"target,omitempty"`
	Kernels []KernelMeta `yaml:"amdhsa.kernels" json:"kernels,omitempty"`
}

// KernelMeta is one kernel's metadata entry.
type KernelMeta struct {
	Name                    string      `yaml:".name" json:"name"`
	Symbol                  string      `yaml:".symbol" json:"symbol"`
	Args                    []KernelArg `yaml:".args" json:"args"`
	GroupSegmentFixedSize   int         `yaml:".group_segment_fixed_size" json:"group_segment_fixed_size"`
	PrivateSegmentFixedSize int         `yaml:".private_segment_fixed_size" json:"private_segment_fixed_size"`
	KernargSegmentSize      int         `yaml:".kernarg_segment_size" json:"kernarg_segment_size"`
	KernargSegmentAlign     int         `yaml:".kernarg_segment_align" json:"kernarg_segment_align"`
	WavefrontSize           int         `yaml:".wavefront_size" json:"wavefront_size"`
	SGPRCount               int         `yaml:".sgpr_count" json:"sgpr_count"`
	VGPRCount               int         `yaml:".vgpr_count" json:"vgpr_count"`
	AGPRCount               int         `yaml:".agpr_count" json:"agpr_count,omitempty"`
	SGPRSpillCount          int         `yaml:".sgpr_spill_count" json:"sgpr_spill_count"`
	VGPRSpillCount          int         `yaml:".vgpr_spill_count" json:"vgpr_spill_count"`
	MaxFlatWorkgroupSize    int         `yaml:".max_flat_workgroup_size" json:"max_flat_workgroup_size"`
	ReqdWorkgroupSize       []int       `yaml:".reqd_workgroup_size" json:"reqd_workgroup_size,omitempty"`
	UniformWorkGroupSize    int         `yaml:".uniform_work_group_size" json:"uniform_work_group_size,omitempty"`
	UsesDynamicStack        bool        `yaml:".uses_dynamic_stack" json:"uses_dynamic_stack"`
}

// KernelArg is one kernel argument as the metadata describes it.
type KernelArg struct {
	Name         string `yaml:".name" json:"name,omitempty"`
	TypeName     string `yaml:".type_name" json:"type_name,omitempty"`
	Offset       int    `yaml:".offset" json:"offset"`
	Size         int    `yaml:".size" json:"size"`
	ValueKind    string `yaml:".value_kind" json:"value_kind"`
	AddressSpace string `yaml:".address_space" json:"address_space,omitempty"`
	Access       string `yaml:".access" json:"access,omitempty"`
	ActualAccess string `yaml:".actual_access" json:"actual_access,omitempty"`
	IsConst      bool   `yaml:".is_const" json:"is_const,omitempty"`
	// PointeeAlign is the alignment of a dynamic_shared_pointer's pointee
	// (0 when absent): the runtime aligns the argument's LDS range to it.
	PointeeAlign int `yaml:".pointee_align" json:"pointee_align,omitempty"`
	// Line is the argument's line in the assembly file.
	Line int `yaml:"-" json:"-"`
}

// UnmarshalYAML records the argument's line (in the metadata document).
func (a *KernelArg) UnmarshalYAML(n *yaml.Node) error {
	type plain KernelArg
	if err := n.Decode((*plain)(a)); err != nil {
		return err
	}
	a.Line = n.Line
	return nil
}

// IsHidden reports whether the argument is one the runtime fills in
// (hidden_global_offset_x, hidden_block_count_x, ...), not a user argument.
func (a KernelArg) IsHidden() bool { return strings.HasPrefix(a.ValueKind, "hidden_") }

func (p *parser) parseMetadata() {
	var md Metadata
	if err := yaml.Unmarshal([]byte(p.metaText.String()), &md); err != nil {
		msg := err.Error()
		line := p.metaPos.Line
		// Type errors read "yaml: unmarshal errors:\n  line N: ...\n  line M: ...";
		// report the first one like a syntax error.
		msg = strings.Replace(msg, "yaml: unmarshal errors:\n  line ", "yaml: line ", 1)
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		// yaml.v3 says "yaml: line N: ..."; map it to the file line.
		if rest, ok := strings.CutPrefix(msg, "yaml: line "); ok {
			if n, after, ok := strings.Cut(rest, ":"); ok {
				if k, err := strconv.Atoi(n); err == nil {
					line += k
					msg = "yaml:" + after
				}
			}
		}
		if len(p.errs) < maxErrors {
			p.errs = append(p.errs, &Error{Pos: Pos{File: p.name, Line: line}, Msg: "bad .amdgpu_metadata: " + msg})
		}
		return
	}
	for ki := range md.Kernels {
		km := &md.Kernels[ki]
		for i := range km.Args {
			a := &km.Args[i]
			a.Line += p.metaPos.Line
			if a.ValueKind == "" && len(p.errs) < maxErrors {
				p.errs = append(p.errs, &Error{Pos: Pos{File: p.name, Line: a.Line}, Msg: fmt.Sprintf(
					"bad .amdgpu_metadata: kernel %s argument %d has no .value_kind (want global_buffer, by_value, dynamic_shared_pointer or hidden_*)", km.Name, i)})
			}
		}
	}
	p.file.Metadata = &md
}
