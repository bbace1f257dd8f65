package asm

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/internal/yamldoc"
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
	field := strings.TrimPrefix(name, ".amdhsa_")
	if lo, hi, why := descriptorRange(field, p.file.Arch); v < lo || v > hi {
		p.errorf(col+1+len(name)+1, "%s %d out of range: want %d..%d (%s)", name, v, lo, hi, why)
		return
	}
	if _, dup := p.kd.Fields[field]; dup {
		p.errorf(col+1, "%s given twice in .amdhsa_kernel %s", name, p.kd.Name)
		return
	}
	p.kd.Fields[field] = v
}

// MaxKernargSize is the largest kernarg segment splitwcet reads (its own
// limit: the ROCm runtime passes a few KiB of kernel arguments; the
// descriptor's field would allow 4 GiB, which the simulator would have to
// allocate).
const MaxKernargSize = 1 << 20

// descriptorRange is the range of a kernel-descriptor field: the width
// of its field in the descriptor (LLVM's AMDGPUUsage, "Kernel Descriptor";
// llvm-mc-15 refuses a value beyond it), or what the target has (SGPRs,
// VGPRs, LDS); an unknown field takes any value.
func descriptorRange(field string, a Arch) (lo, hi int64, why string) {
	switch {
	case field == "next_free_vgpr":
		return 0, 256, "VGPRs a wavefront can address"
	case field == "next_free_sgpr":
		n := int64(106)
		if t := tableFor(a.Name); t != nil {
			n = int64(t.sgprs)
		}
		return 0, n, fmt.Sprintf("SGPRs of %s", a.Name)
	case field == "user_sgpr_count":
		return 0, 16, "user SGPRs"
	case field == "kernarg_size":
		return 0, MaxKernargSize, "bytes; splitwcet reads at most 1 MiB of kernel arguments"
	case field == "group_segment_fixed_size":
		return 0, 65536, "bytes of LDS per workgroup"
	case field == "private_segment_fixed_size":
		return 0, math.MaxUint32, "bytes, a 32-bit field"
	case field == "system_vgpr_workitem_id":
		return 0, 2, "0: x, 1: x and y, 2: x, y and z"
	case strings.HasPrefix(field, "float_round_mode_"), strings.HasPrefix(field, "float_denorm_mode_"):
		return 0, 3, "a 2-bit field"
	case strings.HasPrefix(field, "user_sgpr_"), strings.HasPrefix(field, "system_sgpr_"),
		strings.HasPrefix(field, "exception_"), strings.HasPrefix(field, "reserve_"),
		field == "dx10_clamp", field == "ieee_mode", field == "fp16_overflow", field == "uses_dynamic_stack",
		field == "wavefront_size32", field == "workgroup_processor_mode", field == "memory_ordered",
		field == "forward_progress", field == "tg_split":
		return 0, 1, "a flag"
	}
	return math.MinInt64, math.MaxInt64, ""
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
	// Line is the entry's line in the assembly file.
	Line int `yaml:"-" json:"-"`
}

// UnmarshalYAML records the entry's line (in the metadata document).
func (k *KernelMeta) UnmarshalYAML(n *yaml.Node) error {
	type plain KernelMeta
	if err := n.Decode((*plain)(k)); err != nil {
		return err
	}
	k.Line = n.Line
	return nil
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

// metadataKeys are the top-level keys of the metadata LLVM writes.
var metadataKeys = []string{"amdhsa.version", "amdhsa.target", "amdhsa.kernels", "amdhsa.printf"}

func (p *parser) parseMetadata() {
	var doc yaml.Node
	if err := yamldoc.Unmarshal([]byte(p.metaText.String()), &doc); err != nil {
		p.metaError(err)
		return
	}
	var md Metadata
	if len(doc.Content) > 0 {
		root := doc.Content[0]
		if root.Kind != yaml.MappingNode {
			p.metaErrorf(root.Line, "want a mapping with %s", strings.Join(metadataKeys, ", "))
			return
		}
		for i := 0; i+1 < len(root.Content); i += 2 {
			k := root.Content[i]
			if !slices.Contains(metadataKeys, k.Value) {
				hint := ""
				if c := diag.Closest(k.Value, metadataKeys); c != "" {
					hint = fmt.Sprintf(" (did you mean %s?)", c)
				}
				p.metaErrorf(k.Line, "unknown key %q%s: want %s", k.Value, hint, strings.Join(metadataKeys, ", "))
				return
			}
		}
		if err := root.Decode(&md); err != nil {
			p.metaError(err)
			return
		}
	}
	names := map[string]int{}
	for ki := range md.Kernels {
		km := &md.Kernels[ki]
		km.Line += p.metaPos.Line
		for i := range km.Args {
			km.Args[i].Line += p.metaPos.Line
		}
		for _, key := range []string{"name " + km.Name, "symbol " + km.Symbol} {
			if first, dup := names[key]; dup && !strings.HasSuffix(key, " ") {
				p.metaErrorf(km.Line-p.metaPos.Line, "kernel %s listed twice (%s, first at line %d): one entry per kernel", km.Name, key, first)
				return
			}
			names[key] = km.Line
		}
		if msg := km.check(); msg != "" {
			p.metaErrorf(km.Line-p.metaPos.Line, "kernel %s: %s", km.Name, msg)
		}
		for i, a := range km.Args {
			if a.ValueKind == "" && len(p.errs) < maxErrors {
				p.errs = append(p.errs, &Error{Pos: Pos{File: p.name, Line: a.Line}, Msg: fmt.Sprintf(
					"bad .amdgpu_metadata: kernel %s argument %d has no .value_kind (want global_buffer, by_value, dynamic_shared_pointer or hidden_*)", km.Name, i)})
			}
		}
		if i, j := km.overlap(); i >= 0 {
			a, b := km.Args[i], km.Args[j]
			if len(p.errs) < maxErrors {
				p.errs = append(p.errs, &Error{Pos: Pos{File: p.name, Line: b.Line}, Msg: fmt.Sprintf(
					"bad .amdgpu_metadata: kernel %s argument %d (%s) at bytes %d..%d overlaps argument %d (%s) at bytes %d..%d",
					km.Name, j, argName(b), b.Offset, b.Offset+b.Size-1, i, argName(a), a.Offset, a.Offset+a.Size-1)})
			}
		}
	}
	p.file.Metadata = &md
}

func argName(a KernelArg) string {
	if a.Name != "" {
		return a.Name
	}
	return a.ValueKind
}

// check returns what is out of range in a kernel's entry, or "".
func (k *KernelMeta) check() string {
	switch {
	case k.KernargSegmentSize < 0 || k.KernargSegmentSize > MaxKernargSize:
		return fmt.Sprintf(".kernarg_segment_size %d out of range: want 0..%d bytes (splitwcet reads at most 1 MiB of kernel arguments)", k.KernargSegmentSize, MaxKernargSize)
	case k.KernargSegmentAlign < 0 || k.KernargSegmentAlign&(k.KernargSegmentAlign-1) != 0 || k.KernargSegmentAlign > 1<<16:
		return fmt.Sprintf(".kernarg_segment_align %d: want a power of two up to 65536", k.KernargSegmentAlign)
	case k.GroupSegmentFixedSize < 0 || k.GroupSegmentFixedSize > 65536:
		return fmt.Sprintf(".group_segment_fixed_size %d out of range: want 0..65536 bytes of LDS", k.GroupSegmentFixedSize)
	case k.PrivateSegmentFixedSize < 0 || int64(k.PrivateSegmentFixedSize) > math.MaxUint32:
		return fmt.Sprintf(".private_segment_fixed_size %d out of range: want 0..%d", k.PrivateSegmentFixedSize, uint32(math.MaxUint32))
	case k.WavefrontSize != 0 && k.WavefrontSize != 32 && k.WavefrontSize != 64:
		return fmt.Sprintf(".wavefront_size %d: want 32 or 64", k.WavefrontSize)
	}
	for i, a := range k.Args {
		if a.Offset < 0 || a.Size < 0 || a.Offset > k.KernargSegmentSize || a.Size > k.KernargSegmentSize-a.Offset {
			return fmt.Sprintf("argument %d (%s) at offset %d, size %d: outside the %d-byte kernarg segment (.kernarg_segment_size)", i, argName(a), a.Offset, a.Size, k.KernargSegmentSize)
		}
	}
	return ""
}

// overlap returns two arguments whose bytes overlap (i before j in offset
// order), or -1, -1.
func (k *KernelMeta) overlap() (int, int) {
	idx := make([]int, 0, len(k.Args))
	for i, a := range k.Args {
		if a.Size > 0 {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(x, y int) bool { return k.Args[idx[x]].Offset < k.Args[idx[y]].Offset })
	for n := 1; n < len(idx); n++ {
		a, b := k.Args[idx[n-1]], k.Args[idx[n]]
		if b.Offset < a.Offset+a.Size {
			return idx[n-1], idx[n]
		}
	}
	return -1, -1
}

// metaErrorf reports an error at line n of the metadata document.
func (p *parser) metaErrorf(n int, format string, args ...any) {
	if len(p.errs) < maxErrors {
		p.errs = append(p.errs, &Error{Pos: Pos{File: p.name, Line: p.metaPos.Line + n}, Msg: "bad .amdgpu_metadata: " + fmt.Sprintf(format, args...)})
	}
}

// metaError reports a YAML error of the metadata at its line in the file.
func (p *parser) metaError(err error) {
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
}
