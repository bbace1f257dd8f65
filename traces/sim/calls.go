package sim

import (
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Calls within one file. The program image holds the kernel at codeBase
// and, after it, every device function its code names through a
// PC-relative (or absolute) relocation, transitively, each at the next
// 256-byte boundary in the order they are first named. s_getpc_b64 returns
// the address of the next instruction in this image, so the
// `s_getpc_b64` + `s_add_u32 sN, sN, callee@rel32@lo+4` +
// `s_addc_u32 sN+1, sN+1, callee@rel32@hi+12` sequence yields the callee's
// address, s_swappc_b64 jumps there and s_setpc_b64 jumps back to the
// return address it saved. A jump to any address that is not the first
// byte of an instruction of the image is a run-time error naming the
// site. A symbol that is neither data nor a function of the file (a call
// to an external function) is rejected at load time, naming the site.
//
// Callees are not split points: a split-marked exec-skip branch only
// splits in the kernel's own code (its CFG and IPT graph hold the
// kernel's blocks alone); a callee runs inside the segment of the
// kernel's code that called it, for the lanes of the wavefront or split
// that made the call.

// imageFunc is one function of the program image.
type imageFunc struct {
	fn     *asm.Function
	base   uint64 // address of its first byte
	first  int    // index of its first instruction in Program.Instrs
	end    int    // one past its last instruction
	labels map[string]int
}

// funcAlign is the alignment of each function in the image (LLVM aligns
// kernels to 256 bytes; device functions need only 4).
const funcAlign = 256

// addFunc appends fn's instructions to the image at address base.
func (p *Program) addFunc(fn *asm.Function, base uint64) *imageFunc {
	f := &imageFunc{fn: fn, base: base, first: len(p.Instrs), labels: map[string]int{}}
	var pending []string
	for _, it := range fn.Items {
		switch x := it.(type) {
		case *asm.Label:
			pending = append(pending, x.Name)
		case *asm.Instruction:
			for _, l := range pending {
				f.labels[l] = len(p.Instrs)
			}
			pending = pending[:0]
			in := &Inst{Instruction: x, Parsed: x, PC: len(p.Instrs), target: -1, Addr: base + uint64(x.Offset), fn: f}
			p.Instrs = append(p.Instrs, in)
			p.pcAt[in.Addr] = in.PC
		}
	}
	for _, l := range pending {
		f.labels[l] = len(p.Instrs)
	}
	f.end = len(p.Instrs)
	p.funcs = append(p.funcs, f)
	return f
}

// loadCallees adds the device functions the image's code names,
// transitively. It returns the load errors for symbols that name nothing
// of the file, keyed by instruction.
func (p *Program) loadCallees() map[*Inst]string {
	bad := map[*Inst]string{}
	loaded := map[string]bool{p.Fn.Name: true}
	for i := 0; i < len(p.funcs); i++ {
		f := p.funcs[i]
		for _, in := range p.Instrs[f.first:f.end] {
			for _, o := range in.Operands {
				if o.Kind != asm.OpExpr {
					continue
				}
				m := relocRE.FindStringSubmatch(o.Expr())
				if m == nil {
					continue
				}
				sym := m[1]
				if _, ok := p.data.addr(sym); ok || loaded[sym] {
					continue
				}
				callee := findFunc(p.Fn.Funcs, sym)
				switch {
				case callee == nil:
					bad[in] = fmt.Sprintf("symbol %s is neither a data symbol nor a function defined in this file (calls to functions outside the file are not supported)", sym)
					continue
				case callee.IsKernel:
					bad[in] = fmt.Sprintf("symbol %s is a kernel: calling a kernel is not supported", sym)
					continue
				}
				loaded[sym] = true
				last := p.funcs[len(p.funcs)-1]
				end := last.base + uint64(last.fn.CodeBytes())
				p.addFunc(callee, (end+funcAlign-1)/funcAlign*funcAlign)
			}
		}
	}
	if len(p.funcs) > 1 {
		// Nothing may run off the end of a function into the next one.
		for _, f := range p.funcs {
			if f.end == f.first {
				continue
			}
			last := p.Instrs[f.end-1]
			if last.Op != "s_setpc_b64" && last.Op != "s_branch" && !strings.HasPrefix(last.Op, "s_endpgm") {
				bad[last] = fmt.Sprintf("function %s does not end with s_setpc_b64, s_branch or s_endpgm: control would run off its end", f.fn.Name)
			}
		}
	}
	return bad
}

func findFunc(fs []*asm.Function, name string) *asm.Function {
	for _, f := range fs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// codeAddr is the address of a function of the image.
func (p *Program) codeAddr(sym string) (uint64, bool) {
	for _, f := range p.funcs {
		if f.fn.Name == sym {
			return f.base, true
		}
	}
	return 0, false
}

// Functions lists the functions of the program image: the kernel first,
// then the device functions it calls, in image order.
func (p *Program) Functions() []string {
	var ns []string
	for _, f := range p.funcs {
		ns = append(ns, f.fn.Name)
	}
	return ns
}

// InCallee reports whether the instruction belongs to a device function
// rather than the kernel.
func (in *Inst) InCallee() bool { return in.fn != nil && in.fn.first > 0 }

// CodeOffset is the instruction's byte offset in the program image (the
// kernel starts at 0); for an Inst not built by Decode (no address), its
// offset in its function.
func (in *Inst) CodeOffset() int {
	if in.Addr == 0 {
		return in.Offset
	}
	return int(in.Addr - codeBase)
}

// jump returns the index of the instruction at address a.
func (w *Wave) jump(in *Inst, a uint64) (int, error) {
	p := w.m.Prog
	if pc, ok := p.pcAt[a]; ok {
		return pc, nil
	}
	var fs []string
	for _, f := range p.funcs {
		fs = append(fs, fmt.Sprintf("%s at %#x-%#x", f.fn.Name, f.base, f.base+uint64(f.fn.CodeBytes())))
	}
	return 0, fmt.Errorf("%s: %s jumps to %#x, which is not an instruction of the loaded code (%s)", in.Where(), w.Name(), a, strings.Join(fs, ", "))
}

func init() {
	// s_swappc_b64 sdst, ssrc: sdst = address of the next instruction;
	// PC = ssrc (read before sdst is written).
	register(func(p *Program, in *Inst) error {
		in.Class = "branch"
		d, s, err := decodeSOP1B64(in)
		if err != nil {
			return err
		}
		if s.kind != kS {
			return fmt.Errorf("operand %s: want an SGPR pair", in.Operands[1].Text)
		}
		ret := in.Addr + uint64(in.Size)
		in.exec = func(w *Wave, in *Inst) error {
			pc, err := w.jump(in, s.scalar(w))
			if err != nil {
				return err
			}
			if len(w.calls) >= MaxCallDepth {
				return w.callDepthError(in, pc)
			}
			w.calls = append(w.calls, in)
			w.set64(d.idx, ret)
			w.PC = pc
			return nil
		}
		return nil
	}, "s_swappc_b64")
	// s_setpc_b64 ssrc: PC = ssrc (a return, or an indirect jump).
	register(func(p *Program, in *Inst) error {
		in.Class = "branch"
		if err := checkMods(in); err != nil {
			return err
		}
		if err := wantOperands(in, 1); err != nil {
			return err
		}
		s, err := decodeSrc(in.Operands[0], tB64)
		if err != nil {
			return err
		}
		if s.kind != kS {
			return fmt.Errorf("operand %s: want an SGPR pair", in.Operands[0].Text)
		}
		in.exec = func(w *Wave, in *Inst) error {
			a := s.scalar(w)
			pc, err := w.jump(in, a)
			if err != nil {
				return err
			}
			// A return to a call site's next instruction leaves that call
			// (and any inner one it skips).
			for i := len(w.calls) - 1; i >= 0; i-- {
				if c := w.calls[i]; c.Addr+uint64(c.Size) == a {
					w.calls = w.calls[:i]
					break
				}
			}
			w.PC = pc
			return nil
		}
		return nil
	}, "s_setpc_b64")
}

// MaxCallDepth bounds the calls a wavefront may be inside of at once: a
// recursion deeper than this (1,024 frames, each a spill area on the
// scratch stack) is taken for one without end, and the run stops with
// the call chain rather than running into the instruction limit after
// minutes.
const MaxCallDepth = 1024

// callDepthError reports the call chain of a wave whose call at in (to pc)
// would exceed MaxCallDepth: the first and last few frames.
func (w *Wave) callDepthError(in *Inst, pc int) error {
	p := w.m.Prog
	name := func(i *Inst) string {
		if i.fn != nil {
			return i.fn.fn.Name
		}
		return "?"
	}
	chain := []string{p.Name}
	frames := append(append([]*Inst(nil), w.calls...), in)
	callee := func(k int) string {
		if k+1 < len(frames) {
			return name(frames[k+1])
		}
		return name(p.Instrs[pc])
	}
	for k, c := range frames {
		if k == 3 && len(frames) > 6 {
			chain = append(chain, fmt.Sprintf("... (%d more calls)", len(frames)-6))
		}
		if k >= 3 && k < len(frames)-3 {
			continue
		}
		chain = append(chain, fmt.Sprintf("%s (called at %s)", callee(k), c.Pos()))
	}
	return fmt.Errorf("%s: %s is inside %d calls, the most a wavefront may be (sim.MaxCallDepth): a recursion that does not end? The call chain: %s", in.Where(), w.Name(), len(w.calls), strings.Join(chain, " -> "))
}
