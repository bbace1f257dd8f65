package asm

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// inFunction wraps body lines in a minimal gfx803 function `f`; body line i
// (0-based) is file line 4+i+1.
func inFunction(body ...string) string {
	return "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n" +
		"\t.text\n" +
		"\t.type\tf,@function\n" +
		"f:\n" +
		strings.Join(body, "\n") + "\n" +
		".Lfunc_end0:\n" +
		"\t.size\tf, .Lfunc_end0-f\n"
}

// parseErrors parses src and returns its errors as strings; it fails the test
// when Parse succeeds or returns something other than an ErrorList.
func parseErrors(t *testing.T, src string) []string {
	t.Helper()
	f, err := Parse("t.s", []byte(src), Options{})
	if err == nil {
		t.Fatalf("no error for\n%s", src)
	}
	if f == nil {
		t.Fatalf("Parse returned a nil File with %v", err)
	}
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error %T %v, want ErrorList", err, err)
	}
	var out []string
	for _, e := range list {
		out = append(out, e.Error())
	}
	if got := err.Error(); got != strings.Join(out, "\n") {
		t.Errorf("ErrorList.Error() = %q, want the errors joined by newlines", got)
	}
	return out
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "unknown register",
			src:  inFunction("\ts_mov_b32 s0, q7", "\ts_endpgm"),
			// Column 16 is the q of q7 (a tab counts as one byte).
			want: []string{`t.s:5:16: unknown register "q7"`},
		},
		{
			name: "unknown register after label and spaces",
			src:  inFunction(".LBB0_1:  v_add_u32_e32 v0, vcc, s0, vq", "\ts_endpgm"),
			want: []string{`t.s:5:38: unknown register "vq"`},
		},
		{
			name: "register out of range in a range",
			// The column is that of the first index, inside the brackets.
			src:  inFunction("\ts_load_dwordx2 s[0:1], s[104:107], 0x0"),
			want: []string{`t.s:5:27: s register 107 out of range 0..105 in "s[104:107]"`},
		},
		{
			name: "bad operand in source modifier",
			src:  inFunction("\tv_add_f32_e64 v0, -|v1|, neg(x1)"),
			want: []string{`t.s:5:31: unknown register "x1"`},
		},
		{
			name: "missing operand",
			src:  inFunction("\ts_mov_b32 s0,", "\ts_mov_b32 , s0"),
			want: []string{
				`t.s:5:15: missing operand after ','`,
				`t.s:6:12: missing operand before ','`,
			},
		},
		{
			name: "bad modifier",
			src:  inFunction("\tflat_load_dword v0, v[0:1] gl-c"),
			want: []string{`t.s:5:29: bad modifier "gl-c": want name or name:value`},
		},
		{
			name: "unknown mnemonic",
			src:  inFunction("\tfoo_bar v0, v1"),
			want: []string{`t.s:5:2: unknown instruction "foo_bar": not a GCN mnemonic (want s_*, v_*, ds_*, buffer_*, flat_*, global_*, scratch_*, image_*, exp)`},
		},
		{
			name: "upper-case mnemonic",
			src:  inFunction("\tS_NOP 0"),
			want: []string{`t.s:5:2: bad character 'S' in mnemonic "S_NOP"`},
		},
		{
			name: "bad s_waitcnt",
			src:  inFunction("\ts_waitcnt vmcnt(0) foo(1)", "\ts_waitcnt lots"),
			want: []string{
				`t.s:5:21: unknown wait counter "foo": want vmcnt, expcnt, lgkmcnt or vscnt`,
				`t.s:6:12: bad s_waitcnt operand "lots": want vmcnt(N) lgkmcnt(N) expcnt(N) or a number`,
			},
		},
		{
			name: "instruction outside a function",
			src:  "\t.text\n  s_nop 0\n",
			want: []string{"t.s:2:3: instruction \"s_nop\" outside any function (no preceding `.type NAME,@function` label)"},
		},
		{
			name: "instruction after the function ended",
			src:  inFunction("\ts_endpgm") + "\ts_endpgm\n",
			want: []string{"t.s:8:2: instruction \"s_endpgm\" outside any function (no preceding `.type NAME,@function` label)"},
		},
		{
			name: "unterminated .amdhsa_kernel",
			src:  inFunction("\ts_endpgm") + "\t.amdhsa_kernel f\n\t\t.amdhsa_next_free_vgpr 1\n",
			want: []string{"t.s:9: unterminated .amdhsa_kernel f (started at line 8): want .end_amdhsa_kernel"},
		},
		{
			name: "bad .amdhsa_kernel fields",
			src: inFunction("\ts_endpgm") + "\t.amdhsa_kernel f\n" +
				"\t\t.amdhsa_next_free_vgpr x\n" +
				"\t\t.p2align 2\n" +
				"\t.end_amdhsa_kernel\n",
			want: []string{
				`t.s:9:26: .amdhsa_next_free_vgpr wants an integer, got "x"`,
				`t.s:10:3: unexpected .p2align inside .amdhsa_kernel f: want .amdhsa_* fields or .end_amdhsa_kernel`,
			},
		},
		{
			name: ".amdhsa_kernel for no function",
			src:  inFunction("\ts_endpgm") + "\t.amdhsa_kernel g\n\t.end_amdhsa_kernel\n",
			want: []string{"t.s:8:2: .amdhsa_kernel g names no function defined in this file"},
		},
		{
			name: "bad metadata YAML syntax",
			src: inFunction("\ts_endpgm") + "\t.amdgpu_metadata\n" + // line 8
				"---\n" + // 9
				"amdhsa.kernels:\n" + // 10
				"  - .name: f\n" + // 11
				"    .args: [\n" + // 12
				"\t.end_amdgpu_metadata\n",
			want: []string{"t.s:12: bad .amdgpu_metadata: yaml: did not find expected node content"},
		},
		{
			name: "bad metadata YAML type",
			src: inFunction("\ts_endpgm") + "\t.amdgpu_metadata\n" + // line 8
				"---\n" + // 9
				"amdhsa.kernels:\n" + // 10
				"  - .name: f\n" + // 11
				"    .vgpr_count: 3\n" + // 12
				"    .sgpr_count: many\n" + // 13
				"\t.end_amdgpu_metadata\n",
			want: []string{"t.s:13: bad .amdgpu_metadata: yaml: cannot unmarshal !!str `many` into int"},
		},
		{
			name: "unterminated metadata",
			src:  inFunction("\ts_endpgm") + "\t.amdgpu_metadata\n---\n",
			want: []string{"t.s:9: unterminated .amdgpu_metadata (started at line 8): want .end_amdgpu_metadata"},
		},
		{
			name: "unknown target",
			src:  "\t.amdgcn_target \"amdgcn-amd-amdhsa--sm_80\"\n",
			want: []string{`t.s:1:2: unknown target "amdgcn-amd-amdhsa--sm_80": want amdgcn-amd-amdhsa--gfxNNN`},
		},
		{
			name: "conflicting targets",
			src:  inFunction("\ts_endpgm") + "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n",
			want: []string{`t.s:8:2: .amdgcn_target "amdgcn-amd-amdhsa--gfx900" conflicts with the earlier "amdgcn-amd-amdhsa--gfx803"`},
		},
		{
			// Broke FuzzParse's re-parse property: the add was sized for gfx803
			// (8 bytes, no VOP3 literal) but File.Arch became gfx1030 (12 bytes).
			name: "target after code",
			src:  "\t.type f,@function\nf:\n\tv_add3_u32 v0, v1, v2, 0x1234\n\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n",
			want: []string{`t.s:4:2: .amdgcn_target "amdgcn-amd-amdhsa--gfx1030" after instructions sized for gfx803: the target must come first`},
		},
		{
			name: "bad .loc and codeLenInByte",
			src:  inFunction("\t.loc\t0 x 3", "\ts_endpgm", "; codeLenInByte = lots"),
			want: []string{
				`t.s:5:2: .loc wants file and line numbers, got "0 x 3"`,
				`t.s:7:1: bad codeLenInByte comment "codeLenInByte = lots"`,
			},
		},
		{
			name: "errors in input order",
			src:  inFunction("\ts_nop q1", "\ts_endpgm", "\tbogus", "\tv_mov_b32_e32 v0, v999") + "\t.amdhsa_kernel g\n\t.end_amdhsa_kernel\n",
			want: []string{
				`t.s:5:8: unknown register "q1"`,
				`t.s:7:2: unknown instruction "bogus": not a GCN mnemonic (want s_*, v_*, ds_*, buffer_*, flat_*, global_*, scratch_*, image_*, exp)`,
				`t.s:8:20: v register 999 out of range 0..255 in "v999"`,
				`t.s:11:2: .amdhsa_kernel g names no function defined in this file`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := parseErrors(t, tt.src)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestErrorColumn checks on many operand positions that the column of an
// "unknown register" error points at the operand's first byte.
func TestErrorColumn(t *testing.T) {
	lines := []string{
		"\ts_mov_b32 s0, zz",
		"    s_add_u32 s4, zz, 1",
		"\tv_add_u32_e32 v1, vcc, zz, v1",
		"\tv_mad_u32_u24 v0, v1,   zz, v3",
		"\tflat_load_dword zz, v[0:1] glc",
		"\tds_read_b32 v0, zz offset:16",
		"\tv_cndmask_b32_e64 v0, 0, 1, zz",
		"\tv_add_f32_e64 v0, |zz|, v1",
		"\tv_add_f32_e64 v0, v1, -zz",
		".LBB0_9: s_cselect_b32 s0, zz, s1",
	}
	for i, line := range lines {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			got := parseErrors(t, inFunction(line))
			col := strings.Index(line, "zz") + 1
			want := fmt.Sprintf(`t.s:5:%d: unknown register "zz"`, col)
			if len(got) != 1 || got[0] != want {
				t.Errorf("%q: errors %q, want %q", line, got, want)
			}
		})
	}
}

func TestErrorLimit(t *testing.T) {
	var body []string
	for i := 0; i < 25; i++ {
		body = append(body, fmt.Sprintf("\ts_mov_b32 s%d, bad%d", i, i))
	}
	got := parseErrors(t, inFunction(body...))
	if len(got) != maxErrors || maxErrors != 10 {
		t.Fatalf("%d errors (maxErrors %d), want 10", len(got), maxErrors)
	}
	for i, e := range got {
		want := fmt.Sprintf(`t.s:%d:%d: unknown register "bad%d"`, 5+i, len("\ts_mov_b32 s, ")+len(fmt.Sprint(i))+1, i)
		if e != want {
			t.Errorf("error %d = %q, want %q", i, e, want)
		}
	}
}

// TestPartialResult checks that a parse with errors still returns what it read.
func TestPartialResult(t *testing.T) {
	f, err := Parse("t.s", []byte(inFunction("\ts_nop 0", "\ts_nop q", "\ts_endpgm")), Options{})
	if err == nil {
		t.Fatal("no error")
	}
	if fn := f.Function("f"); fn == nil || len(fn.Instrs) != 2 || fn.Instrs[1].Op != "s_endpgm" {
		t.Fatalf("partial file %+v", f.Functions)
	}
}

func TestUnknownDirectivesKept(t *testing.T) {
	src := "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n" + // 1
		"\t.byte 1\n" + // 2: data outside functions is not kept
		"\t.type\tf,@function\n" + // 3
		"f:\n" + // 4
		"\t.cfi_startproc\n" + // 5: known, dropped
		"\t.frobnicate 1, 2\n" + // 6
		"\ts_nop 0\n" + // 7
		"\t.weird_thing\n" + // 8
		"\t.p2align\t4, 0x0\n" + // 9
		"\ts_endpgm\n" + // 10
		".Lfunc_end0:\n" + // 11
		"\t.zero 4\n" // 12: outside again
	f, err := Parse("t.s", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Directive{
		{Name: ".frobnicate", Args: "1, 2", Pos: Pos{"t.s", 6, 2}},
		{Name: ".weird_thing", Args: "", Pos: Pos{"t.s", 8, 2}},
	}
	if fmt.Sprint(f.Directives) != fmt.Sprint(want) {
		t.Errorf("directives %+v, want %+v", f.Directives, want)
	}
	if fn := f.Function("f"); fn == nil || len(fn.Instrs) != 2 {
		t.Fatalf("function f: %+v", fn)
	}
}

func TestErrorStrings(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{&Error{Pos: Pos{File: "a.s", Line: 3, Col: 7}, Msg: "m"}, "a.s:3:7: m"},
		{&Error{Pos: Pos{File: "a.s", Line: 3}, Msg: "m"}, "a.s:3: m"},
		{&Error{Pos: Pos{File: "a.s"}, Msg: "m"}, "a.s: m"},
		{&Error{Pos: Pos{Line: 2, Col: 1}, Msg: "m"}, "<input>:2:1: m"},
		{ErrorList{}, "no errors"},
		{ErrorList{{Pos: Pos{File: "a.s", Line: 1}, Msg: "x"}}, "a.s:1: x"},
		{ErrorList{{Pos: Pos{File: "a.s", Line: 1}, Msg: "x"}, {Pos: Pos{File: "a.s", Line: 2, Col: 3}, Msg: "y"}}, "a.s:1: x\na.s:2:3: y"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("%#v: %q, want %q", tt.err, got, tt.want)
		}
	}
}

func TestParseFileMissing(t *testing.T) {
	if _, err := ParseFile("testdata/does-not-exist.s", Options{}); err == nil {
		t.Fatal("no error for a missing file")
	}
}
