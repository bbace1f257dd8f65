package asm

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// The mutator of the llvm-mc differential (TestLLVMMCDifferential,
// FuzzLLVMMC): it rewrites one instruction line of real compiler output
// the way a hand edit, a broken generator or a hostile file would — an
// operand, a register (index, tuple width, file), an immediate, an offset
// or a modifier changed, added, dropped or moved — and the test asks
// llvm-mc-15 and Check whether the result is an instruction.

// chooser makes the mutator's choices: from a seeded generator in the
// corpus test, from the fuzzer's bytes in the fuzz target.
type chooser interface{ intn(n int) int }

type randChooser struct{ r *rand.Rand }

func (c randChooser) intn(n int) int { return c.r.IntN(n) }

// byteChooser reads choices from bytes; 0 once they run out.
type byteChooser struct {
	b []byte
	i int
}

func (c *byteChooser) intn(n int) int {
	if n <= 1 || c.i >= len(c.b) {
		return 0
	}
	v := int(c.b[c.i])
	c.i++
	if n > 256 && c.i < len(c.b) {
		v = v<<8 | int(c.b[c.i])
		c.i++
	}
	return v % n
}

func pick[T any](c chooser, xs []T) T { return xs[c.intn(len(xs))] }

// Interesting values: the edges of the fields an operand may land in.
var (
	mutRegIndex = []int{0, 1, 2, 3, 4, 7, 15, 31, 63, 64, 100, 101, 102, 103, 104, 105, 106, 107, 108, 111, 127, 128, 254, 255, 256, 300}
	mutWidths   = []int{1, 2, 3, 4, 5, 8, 16, 32}
	mutInts     = []string{"0", "1", "-1", "-16", "-17", "63", "64", "65", "0x7f", "0xff", "0x100", "255", "256",
		"4095", "4096", "-4096", "-4097", "8191", "8192", "0xfff", "0x1000", "0x7fff", "0x8000", "32767", "32768",
		"-32768", "-32769", "65535", "65536", "0xffff", "0x10000", "0xfffff", "0x100000", "1048575", "1048576",
		"-1048576", "-1048577", "0x1fffff", "0x7fffffff", "0x80000000", "0xffffffff", "0x100000000", "0x1ffffffff",
		"-2147483648", "-2147483649", "4294967295", "4294967296", "0xffffffffffffffff", "-99999999999999",
		"0x3f000000", "0x3e22f983", "0xfffffff0", "0xffffffef", "9223372036854775807", "-9223372036854775808"}
	mutFloats = []string{"0.5", "-0.5", "1.0", "-4.0", "0.15915494", "1.5", "-1.5", "0.1", "65504.0", "65536.0",
		"1.0e10", "1.0e40", "1.0e-10", "0.0", "-0.0", "3.0e-8"}
	mutSpecial = []string{"vcc", "vcc_lo", "vcc_hi", "exec", "exec_lo", "exec_hi", "m0", "scc", "flat_scratch",
		"flat_scratch_lo", "xnack_mask", "xnack_mask_lo", "tba", "tma", "src_shared_base", "src_private_limit",
		"src_vccz", "src_execz", "src_scc", "lds_direct", "src_lds_direct", "null", "off", "ttmp0", "ttmp[0:1]",
		"ttmp11", "ttmp12", "ttmp15", "ttmp16", "a0", "a[0:1]", "sym", "sym@rel32@lo+4", "sym@rel32@hi+12",
		"v-1", "s-1", "v[2:1]", "s[3]", "v[256]", "hwreg(HW_REG_MODE, 0, 1)", "sendmsg(MSG_INTERRUPT)",
		"vmcnt(0)", "attr0.x", "p0"}
	mutFlags = []string{"glc", "slc", "dlc", "scc", "nt", "gds", "lds", "offen", "idxen", "addr64", "tfe", "lwe",
		"clamp", "high", "nv", "mul:2", "mul:4", "div:2", "mul:3", "row_mirror", "row_half_mirror", "da", "unorm",
		"a16", "d16", "r128", "vm", "done", "compr"}
	mutValued = []string{"offset", "offset0", "offset1", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_shr",
		"wave_rol", "wave_ror", "row_bcast", "row_mask", "bank_mask", "bound_ctrl", "fi", "dmask", "format",
		"row_share", "row_xmask"}
	mutEnums = []string{"dst_sel:DWORD", "dst_sel:WORD_1", "dst_sel:BYTE_0", "dst_sel:QWORD", "dst_sel:BYTE_9",
		"dst_unused:UNUSED_PAD", "dst_unused:UNUSED_SEXT", "dst_unused:UNUSED_PRESERVE", "dst_unused:UNUSED_FOO",
		"src0_sel:BYTE_3", "src0_sel:WORD_0", "src0_sel:BYTE_9", "src1_sel:DWORD", "src1_sel:WORD_2",
		"quad_perm:[0,1,2,3]", "quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,4]", "quad_perm:[0,1,2]",
		"dpp8:[0,1,2,3,4,5,6,7]", "dpp8:[0,1,2,3,4,5,6,8]", "op_sel:[0,0]", "op_sel:[1,0,0]", "op_sel:[0,0,0,1]",
		"op_sel:[2,0]", "op_sel_hi:[1,1]", "op_sel_hi:[0,0,0]", "neg_lo:[1,0]", "neg_hi:[0,1,0]",
		"offset:swizzle(QUAD_PERM,0,1,2,3)", "offset:swizzle(BITMASK_PERM,\"01pip\")", "dst_sel:dword"}
	mutModValues = []string{"0", "1", "-1", "2", "3", "4", "7", "8", "15", "16", "17", "31", "32", "63", "64", "255",
		"256", "4095", "4096", "-4096", "-4097", "8191", "65535", "65536", "0xfffff", "0x100000", "0x1fffff",
		"0x200000", "-1048576", "-1048577", "0x7fffffff", "0xffffffff", "0x100000000"}
)

// instrParts splits an instruction line into its mnemonic, operands and
// trailing modifiers (as the parser does, approximately).
func instrParts(line string) (mn string, ops, mods []string) {
	mn, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return mn, nil, nil
	}
	pieces := splitTop(rest)
	for i := range pieces {
		pieces[i] = strings.TrimSpace(pieces[i])
	}
	last := pieces[len(pieces)-1]
	var toks [][2]int
	toks = splitSpaces(toks, last)
	if len(toks) > 0 {
		pieces[len(pieces)-1] = last[toks[0][0]:toks[0][1]]
		for _, t := range toks[1:] {
			mods = append(mods, last[t[0]:t[1]])
		}
	}
	if wholeOperand[strings.TrimSuffix(mn, "_e32")] {
		return mn, []string{rest}, nil
	}
	if len(pieces) == 1 && isModifier(pieces[0]) {
		return mn, nil, append([]string{pieces[0]}, mods...)
	}
	return mn, pieces, mods
}

func joinInstr(mn string, ops, mods []string) string {
	s := mn
	if len(ops) > 0 {
		s += " " + strings.Join(ops, ", ")
	}
	if len(mods) > 0 {
		s += " " + strings.Join(mods, " ")
	}
	return s
}

// mutateReg changes a register operand's index, width or file; "" when
// the operand is no numbered register.
func mutateReg(c chooser, op string) string {
	prefix, neg, abs := "", "", false
	s := op
	if strings.HasPrefix(s, "-") {
		neg, s = "-", s[1:]
	}
	if strings.HasPrefix(s, "|") && strings.HasSuffix(s, "|") && len(s) > 2 {
		abs, s = true, s[1:len(s)-1]
	}
	switch {
	case strings.HasPrefix(s, "ttmp"):
		prefix, s = "ttmp", s[4:]
	case strings.HasPrefix(s, "v"), strings.HasPrefix(s, "s"), strings.HasPrefix(s, "a"):
		prefix, s = s[:1], s[1:]
	default:
		return ""
	}
	lo, hi := -1, -1
	if n, err := strconv.Atoi(s); err == nil {
		lo, hi = n, n
	} else if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		a, b, ok := strings.Cut(s[1:len(s)-1], ":")
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil {
			return ""
		}
		lo, hi = x, y
	} else {
		return ""
	}
	w := hi - lo + 1
	switch c.intn(5) {
	case 0: // index
		lo = pick(c, mutRegIndex)
	case 1: // index by one
		lo += pick(c, []int{-1, 1, 2})
	case 2: // width
		w = pick(c, mutWidths)
	case 3: // file
		prefix = pick(c, []string{"v", "s", "ttmp", "a"})
	case 4: // width by one, same start
		w += pick(c, []int{-1, 1})
	}
	if lo < 0 || w < 1 {
		return ""
	}
	r := prefix + strconv.Itoa(lo)
	if w > 1 || c.intn(8) == 0 {
		r = fmt.Sprintf("%s[%d:%d]", prefix, lo, lo+w-1)
	}
	if abs {
		r = "|" + r + "|"
	}
	return neg + r
}

// mutate rewrites one instruction line; it may return the line unchanged.
func mutate(c chooser, line string) string {
	mn, ops, mods := instrParts(line)
	switch c.intn(10) {
	case 0, 1, 2: // a register
		if len(ops) > 0 {
			i := c.intn(len(ops))
			if r := mutateReg(c, ops[i]); r != "" {
				ops[i] = r
			}
		}
	case 3: // an immediate or float where an operand was
		if len(ops) > 0 {
			i := c.intn(len(ops))
			if c.intn(3) == 0 {
				ops[i] = pick(c, mutFloats)
			} else {
				ops[i] = pick(c, mutInts)
			}
		}
	case 4: // a special register, keyword or odd form
		if len(ops) > 0 {
			ops[c.intn(len(ops))] = pick(c, mutSpecial)
		}
	case 5: // a source modifier
		if len(ops) > 0 {
			i := c.intn(len(ops))
			switch c.intn(4) {
			case 0:
				ops[i] = "-" + ops[i]
			case 1:
				ops[i] = "|" + ops[i] + "|"
			case 2:
				ops[i] = "sext(" + ops[i] + ")"
			case 3:
				ops[i] = "-|" + ops[i] + "|"
			}
		}
	case 6: // a modifier's value
		if len(mods) > 0 {
			i := c.intn(len(mods))
			if name, _, ok := strings.Cut(mods[i], ":"); ok {
				mods[i] = name + ":" + pick(c, mutModValues)
			} else {
				mods[i] = pick(c, mutFlags)
			}
		} else {
			mods = append(mods, pick(c, mutValued)+":"+pick(c, mutModValues))
		}
	case 7: // a modifier added somewhere
		var m string
		switch c.intn(3) {
		case 0:
			m = pick(c, mutFlags)
		case 1:
			m = pick(c, mutValued) + ":" + pick(c, mutModValues)
		case 2:
			m = pick(c, mutEnums)
		}
		i := c.intn(len(mods) + 1)
		mods = append(mods[:i], append([]string{m}, mods[i:]...)...)
	case 8: // a modifier dropped, duplicated or moved
		if len(mods) > 0 {
			i := c.intn(len(mods))
			switch c.intn(3) {
			case 0:
				mods = append(mods[:i], mods[i+1:]...)
			case 1:
				mods = append(mods, mods[i])
			case 2:
				j := c.intn(len(mods))
				mods[i], mods[j] = mods[j], mods[i]
			}
		}
	case 9: // an operand dropped, duplicated or swapped
		if len(ops) > 0 {
			i := c.intn(len(ops))
			switch c.intn(3) {
			case 0:
				ops = append(ops[:i], ops[i+1:]...)
			case 1:
				ops = append(ops, ops[i])
			case 2:
				j := c.intn(len(ops))
				ops[i], ops[j] = ops[j], ops[i]
			}
		}
	}
	return joinInstr(mn, ops, mods)
}
