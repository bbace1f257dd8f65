package sim

import (
	"fmt"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// LDSLayout is a workgroup's LDS as the ROCm runtime lays it out for a
// launch (ROCclr's VirtualGPU::processMemObjects): the kernel's static LDS
// (.group_segment_fixed_size) first; then, in argument order, one range per
// dynamic_shared_pointer argument (an OpenCL __local pointer), its start
// aligned up to the argument's .pointee_align, its size the bytes the host
// gave (clSetKernelArg(k, i, size, NULL); the workload's `lds:`); then the
// launch's dynamic LDS (HIP's dynamic shared memory, `dynamic_lds`). The
// kernel receives each range's start as the argument's value.
type LDSLayout struct {
	// Static is the kernel's static LDS in bytes.
	Static int
	// Args holds, per explicit argument, the start of its LDS range (-1
	// for an argument that is not a dynamic_shared_pointer).
	Args []int
	// Dynamic is where the launch's dynamic LDS starts.
	Dynamic int
	// Size is the LDS of one workgroup: Dynamic + Launch.DynamicLDS.
	Size int
}

// LayoutLDS lays out a workgroup's LDS for launch l of kernel fn (see
// LDSLayout). It checks that every dynamic_shared_pointer argument has an
// LDS size (Arg.LDS) and no other argument does, and that the total fits a
// GCN workgroup (MaxLDS).
func LayoutLDS(fn *asm.Function, l *Launch) (LDSLayout, error) {
	lay := LDSLayout{Static: fn.Descriptor.GroupSegmentSize()}
	off := int64(lay.Static)
	var kinds []asm.KernelArg
	if fn.Meta != nil {
		for _, a := range fn.Meta.Args {
			if !a.IsHidden() {
				kinds = append(kinds, a)
			}
		}
	}
	for i, a := range l.Args {
		lay.Args = append(lay.Args, -1)
		name := a.Name
		if name == "" {
			name = fmt.Sprintf("argument %d", i)
		}
		local := i < len(kinds) && kinds[i].ValueKind == "dynamic_shared_pointer"
		switch {
		case local && a.LDS <= 0:
			return lay, fmt.Errorf("sim: kernel %s: %s is a __local pointer (dynamic_shared_pointer): give its LDS bytes (lds: BYTES), not %s", fn.Name, name, argForm(a))
		case !local && a.LDS > 0:
			kind := "an argument without metadata"
			if i < len(kinds) {
				kind = "a " + kinds[i].ValueKind
			}
			return lay, fmt.Errorf("sim: kernel %s: %s is %s, the workload gives it LDS bytes (lds: %d); only a __local pointer (dynamic_shared_pointer) takes them", fn.Name, name, kind, a.LDS)
		case !local:
			continue
		}
		align := int64(max(kinds[i].PointeeAlign, 1))
		if align&(align-1) != 0 || align > MaxLDS {
			return lay, fmt.Errorf("sim: kernel %s: %s has .pointee_align %d: want a power of 2 up to %d", fn.Name, name, align, MaxLDS)
		}
		off = (off + align - 1) &^ (align - 1)
		lay.Args[i] = int(off)
		off += int64(min(a.LDS, MaxLDS+1))
		if off > MaxLDS {
			break // reported below with the whole layout
		}
	}
	lay.Dynamic = int(min(off, MaxLDS+1))
	total := off + int64(l.DynamicLDS)
	if total < 0 || total > MaxLDS {
		return lay, fmt.Errorf("sim: a workgroup needs %d bytes of LDS (%d static + %d for __local arguments + %d dynamic_lds), a GCN workgroup can have at most %d",
			total, lay.Static, off-int64(lay.Static), l.DynamicLDS, MaxLDS)
	}
	lay.Size = int(total)
	return lay, nil
}

// argForm names what the workload gave for an argument, for errors.
func argForm(a Arg) string {
	switch {
	case a.IsBuffer:
		return "a buffer"
	case a.LDS > 0:
		return "LDS bytes (lds:)"
	case len(a.Value) > 0:
		return "a value"
	}
	return "nothing"
}
