package asm

import (
	"errors"
	"flag"
	"os"
	"strings"
	"testing"
)

// fuzzSnippets are small inputs that reach the less common parser paths.
var fuzzSnippets = []string{
	inFunction("\ts_mov_b32 s0, 0x12345", "\tv_add3_u32 v0, v1, v2, 0x1234", "\ts_endpgm"),
	inFunction(".LBB0_1: ; =>This Inner Loop Header: Depth=1", "\ts_cbranch_scc1 .LBB0_1", "; %bb.1:", "\t.p2align 6", "\ts_endpgm"),
	inFunction("\t;;#ASMSTART", "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1", "\t;;#ASMEND", "\ts_waitcnt vmcnt(0) lgkmcnt(0)"),
	inFunction("\tv_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", "\texp mrt0 v0, v1, v2, v3 done vm"),
	"\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n" + structSrc,
	"# " + bundleStart + " hip-amdgcn-amd-amdhsa-gfx803\n" + inFunction("\ts_endpgm") + "# " + bundleEnd + " hip-amdgcn-amd-amdhsa-gfx803\n",
	inFunction("\ts_endpgm") + "\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .name: f\n    .args: []\n\t.end_amdgpu_metadata\n",
	inFunction("\ts_endpgm") + "\t.amdhsa_kernel f\n\t\t.amdhsa_user_sgpr_count 2\n\t.end_amdhsa_kernel\n",
	"\t.file 0 \"a\" \"b.hip\"\n\t.type f,@function\nf:\n\t.loc 0 3 1\n\tv_mov_b32_e32 v0, -|v1|\n",
}

// maxFuzzInput bounds the inputs FuzzParse explores while fuzzing. The whole
// example files (up to 350 KB) stay in the seed corpus, which plain `go test`
// runs, but while fuzzing they are skipped: the fuzzer minimises every new
// interesting input byte by byte, and on a 350 KB input that alone takes the
// whole -fuzzminimizetime (60 s) and the run stalls at 0 execs/s.
const maxFuzzInput = 16 << 10

// fuzzing reports whether the test binary runs with -test.fuzz.
func fuzzing() bool {
	fl := flag.Lookup("test.fuzz")
	return fl != nil && fl.Value.String() != ""
}

// fuzzChunks cuts a file into up to n windows of 60 lines, each wrapped in a
// function of the file's target, so that the fuzzer starts from small inputs
// that still hold real compiler output.
func fuzzChunks(src string, n int) []string {
	target := ""
	if i := strings.Index(src, ".amdgcn_target"); i >= 0 {
		if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
			target = "\t" + src[i:i+j] + "\n"
		}
	}
	lines := strings.Split(src, "\n")
	const window = 60
	step := len(lines) / n
	if step < window {
		step = window
	}
	var out []string
	for lo := 0; lo < len(lines) && len(out) < n; lo += step {
		hi := min(lo+window, len(lines))
		out = append(out, target+"\t.type\tchunk,@function\nchunk:\n"+strings.Join(lines[lo:hi], "\n")+"\n")
	}
	return out
}

// FuzzParse: Parse never panics, and what it accepts is consistent: sizes are
// 4, 8, 12 or 16 bytes, offsets advance by at least the size, and every
// instruction's Text parses alone to the same encoding and size.
func FuzzParse(f *testing.F) {
	for _, p := range corpusFiles(f) {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
		for _, c := range fuzzChunks(string(src), 8) {
			f.Add([]byte(c))
		}
	}
	for _, s := range fuzzSnippets {
		f.Add([]byte(s))
	}
	// Regression seeds for fixed bugs.
	f.Add([]byte("\r0")) // a lone CR ends a line: the error is on line 2 of 2
	f.Add([]byte("\t.type f,@function\nf:\n\texp mrt0\tv0, v1, v2, v3\n"))
	f.Add([]byte("\t.type f,@function\nf:\n\ts_mov_b32 s0, 0.159155\n"))
	f.Add([]byte("\t.type f,@function\nf:\n\tv_add3_u32 v0, v1, v2, 0x1234\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n"))
	fuzzMode := fuzzing()
	f.Fuzz(func(t *testing.T, src []byte) {
		if fuzzMode && len(src) > maxFuzzInput {
			return
		}
		file, err := Parse("fuzz.s", src, Options{})
		if err != nil {
			checkParseError(t, src, err)
			return
		}
		checked := map[string]bool{} // Text → already re-parsed alone
		for _, fn := range file.Functions {
			next := 0
			for _, in := range fn.Instrs {
				switch in.Size {
				case 4, 8, 12, 16:
				default:
					t.Fatalf("%s: %q: size %d", in.Pos(), in.Text, in.Size)
				}
				if in.Offset < next {
					t.Fatalf("%s: %q: offset %d, previous instruction ends at %d", in.Pos(), in.Text, in.Offset, next)
				}
				next = in.Offset + in.Size
				if !checked[in.Text] {
					checked[in.Text] = true
					checkAlone(t, file.Arch, in)
				}
			}
		}
	})
}

// checkParseError checks the shape of a parse error: an *Error for bundle
// selection, otherwise a non-empty ErrorList of at most maxErrors entries in
// line order, each on a line of the input.
func checkParseError(t *testing.T, src []byte, err error) {
	var one *Error
	if errors.As(err, &one) {
		return
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error of type %T: %v", err, err)
	}
	if len(list) == 0 || len(list) > maxErrors {
		t.Fatalf("%d errors", len(list))
	}
	// A line ends at \n, \r\n or a lone \r (a CR-only file, which the
	// parser reads as lines).
	lines := strings.Count(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n") + strings.Count(strings.ReplaceAll(string(src), "\r\n", "\n"), "\r") + 1
	for i, e := range list {
		if e.Pos.Line < 0 || e.Pos.Line > lines || e.Pos.Col < 0 {
			t.Fatalf("error %d at %v outside the %d-line input: %s", i, e.Pos, lines, e.Msg)
		}
		if i > 0 && e.Pos.Line < list[i-1].Pos.Line {
			t.Fatalf("errors out of order: %v after %v", e.Pos, list[i-1].Pos)
		}
	}
}

// checkAlone re-parses one instruction's Text in a minimal function.
func checkAlone(t *testing.T, a Arch, in *Instruction) {
	t.Helper()
	src := "\t.type fuzz_fn,@function\nfuzz_fn:\n\t" + in.Text + "\n"
	f, err := Parse("alone.s", []byte(src), Options{Arch: a})
	if err != nil {
		t.Fatalf("%s: %q does not parse alone: %v", in.Pos(), in.Text, err)
	}
	if len(f.Functions) != 1 || len(f.Functions[0].Instrs) != 1 {
		t.Fatalf("%s: %q alone gives %d functions", in.Pos(), in.Text, len(f.Functions))
	}
	got := f.Functions[0].Instrs[0]
	if got.Enc != in.Enc || got.Size != in.Size || got.Mnemonic != in.Mnemonic || len(got.Operands) != len(in.Operands) {
		t.Fatalf("%s: %q: in file %s %d bytes, %d operands; alone %s %d bytes, %d operands",
			in.Pos(), in.Text, in.Enc, in.Size, len(in.Operands), got.Enc, got.Size, len(got.Operands))
	}
}

// FuzzOperand: parseOperand never panics, an error's column lies within the
// text, and an accepted operand has a kind and keeps its text.
func FuzzOperand(f *testing.F) {
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			f.Add(s)
		}
	}
	for _, s := range []string{
		"s0", "v255", "s[4:5]", "v[1:2]", "ttmp[0:1]", "exec", "exec_lo", "vcc_hi", "scc", "m0",
		"flat_scratch", "-v1", "|v2|", "-|v3|", "neg(v4)", "abs(neg(v5))", "0x3f800000", "-16", "64",
		"0.5", "-4.0", "0.15915494", ".LBB0_3", "BB0_3", "f@rel32@lo+4",
		"(.LBB0_4-.Lpost_getpc0)&4294967295", "hwreg(HW_REG_MODE, 21, 1)", "hwreg(1, 21, 1)",
		"hwreg(HW_REG_MODE)", "sendmsg(MSG_INTERRUPT)", "vmcnt(0) lgkmcnt(0)", "off",
		"v256", "s[5:4]", "s[4:", "q0", "vx3", "hwreg(HW_REG_MODE, 40, 1)", "attr0.x", "",
	} {
		add(s)
	}
	// Every operand of the corpus, as the parser split it.
	for _, p := range corpusFiles(f) {
		file, err := ParseFile(p, Options{})
		if err != nil {
			f.Fatal(err)
		}
		for _, fn := range file.Functions {
			for _, in := range fn.Instrs {
				for _, o := range in.Operands {
					add(o.Text)
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := parseOperand(text)
		if err != nil {
			if err.col < 0 || err.col > len(text) {
				t.Fatalf("parseOperand(%q): error column %d outside [0, %d]: %s", text, err.col, len(text), err.msg)
			}
			if err.msg == "" {
				t.Fatalf("parseOperand(%q): empty error message", text)
			}
			return
		}
		if o.Kind == 0 || o.Text != text {
			t.Fatalf("parseOperand(%q) = %+v", text, o)
		}
		if o.Kind == OpReg && o.File != Special && (o.Lo < 0 || o.Hi < o.Lo || o.NumRegs() != o.Hi-o.Lo+1) {
			t.Fatalf("parseOperand(%q): register range %d..%d", text, o.Lo, o.Hi)
		}
	})
}
