package asm

import (
	"bytes"
	"strings"
	"testing"
)

// dataFile is a function followed by data sections as hipcc lays them out.
const dataFile = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n" +
	"\t.text\n\t.type\tf,@function\nf:\n\ts_endpgm\n.Lfunc_end0:\n\t.size\tf, .Lfunc_end0-f\n" +
	"\t.type\ttable,@object\n" + // line 8
	"\t.data\n" +
	"\t.globl\ttable\n" +
	"\t.p2align\t4\n" +
	"table:\n" + // line 12
	"\t.long\t1, -1\n" +
	"\t.short\t0x1234\n" +
	"\t.byte\t255, -128\n" +
	"\t.size\ttable, 12\n" +
	"s:\n" +
	"\t.asciz\t\"a\\n\\x41\\101\\\"\"\n" + // 6 bytes: a \n A A " \0
	"\t.section\t.bss,#alloc,#write\n" +
	"\t.p2align\t3\n" +
	"zeros:\n" +
	"\t.zero\t400\n" +
	"fill:\n" +
	"\t.fill\t2, 2, 0x0102\n" +
	"\t.section\t.rodata.cst8,\"aM\",@progbits,8\n" +
	".Lptr:\n" +
	"\t.quad\ttable+4\n" +
	"\t.section\t.debug_str,\"MS\",@progbits,1\n" +
	".Linfo_string0:\n" +
	"\t.asciz\t\"ignored\"\n"

func TestDataSections(t *testing.T) {
	f, err := Parse("d.s", []byte(dataFile), Options{})
	if err != nil {
		t.Fatal(err)
	}
	d := f.Data
	if d == nil || len(d.Sections) != 3 {
		t.Fatalf("data %+v, want .data, .bss, .rodata.cst8", d)
	}
	if f.Functions[0].Data != d {
		t.Error("the function does not point at the file's data")
	}
	data, bss, ro := d.Sections[0], d.Sections[1], d.Sections[2]
	if data.Name != ".data" || bss.Name != ".bss" || ro.Name != ".rodata.cst8" {
		t.Fatalf("sections %s %s %s", data.Name, bss.Name, ro.Name)
	}
	want := []byte{1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x34, 0x12, 0xff, 0x80, 'a', '\n', 'A', 'A', '"', 0}
	if got := data.Bytes(); !bytes.Equal(got, want) || data.Size != 18 || data.Align != 16 {
		t.Errorf(".data = %v (size %d, align %d), want %v (18, 16)", got, data.Size, data.Align, want)
	}
	// .bss: zeros at 0 (400 bytes), fill at 400: 02 01 02 01.
	if bss.Size != 404 || bss.Align != 8 || len(bss.Init) != 1 || bss.Init[0].Offset != 400 || !bytes.Equal(bss.Init[0].Bytes, []byte{2, 1, 2, 1}) {
		t.Errorf(".bss = size %d align %d init %+v", bss.Size, bss.Align, bss.Init)
	}
	for _, c := range []struct {
		name      string
		sec       *Section
		off, size int64
		line      int
	}{
		{"table", data, 0, 12, 12},
		{"s", data, 12, 6, 17},
		{"zeros", bss, 0, 400, 21},
		{"fill", bss, 400, 4, 23},
		{".Lptr", ro, 0, 8, 26},
	} {
		s := d.Symbols[c.name]
		if s == nil || s.Section != c.sec || s.Offset != c.off || s.Size != c.size || s.Pos.Line != c.line {
			t.Errorf("symbol %s = %+v, want %s+%d, %d bytes, line %d", c.name, s, c.sec.Name, c.off, c.size, c.line)
		}
	}
	if len(ro.Relocs) != 1 || ro.Relocs[0] != (DataReloc{Offset: 0, Size: 8, Symbol: "table", Addend: 4, Pos: ro.Relocs[0].Pos}) {
		t.Errorf("relocations %+v, want table+4 at 0", ro.Relocs)
	}
	if _, ok := d.Symbols[".Linfo_string0"]; ok {
		t.Error("a debug section's label became a data symbol")
	}
	if got := strings.Join(d.Names(), " "); got != ".Lptr fill s table zeros" {
		t.Errorf("Names = %q", got)
	}
}

func TestDataErrors(t *testing.T) {
	pre := "\t.data\nx:\n"
	for _, c := range []struct{ src, want string }{
		{pre + "\t.byte 256\n", "t.s:3:8: .byte: 256 does not fit 1 bytes (want [-128, 255])"},
		{pre + "\t.short sym\n", "t.s:3:9: .short: want an integer, got \"sym\""},
		{pre + "\t.long 1,,2\n", "t.s:3:8: .long: want an integer or SYMBOL[+-N], got \"\""},
		{pre + "\t.zero -1\n", "t.s:3:8: .zero size: want an integer in [0, 1073741824], got \"-1\""},
		{pre + "\t.zero 1073741824\n\t.zero 1\n", "t.s:4:8: .zero: the data sections would exceed 1073741824 bytes together"},
		{pre + "\t.fill 2000000, 1, 7\n", "t.s:3:8: .fill: 2000000 bytes of a non-zero fill exceed 1048576"},
		{pre + "\t.p2align 17\n", "t.s:3:11: .p2align: want an integer in [0, 16], got \"17\""},
		{pre + "\t.balign 3\n", "t.s:3:10: .balign 3: want a power of two"},
		{pre + "\t.ascii \"a\\q\"\n", "t.s:3:9: .ascii: unknown escape \\q"},
		{pre + "\t.long 1\nx:\n", "t.s:4:1: data symbol x defined twice: at line 2 and at line 4"},
		{pre + "\t.long 1\n\t.size x, 8\n", "t.s:2:1: .size x is 8 bytes, but only 4 bytes of .data follow it"},
		{pre + "\t.quad nowhere\n", "t.s:3:8: .data refers to symbol nowhere, which this file does not define"},
	} {
		got := parseErrors(t, c.src)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("%q: errors %q, want %q", c.src, got, c.want)
		}
	}
}

// FuzzData: data directives never panic, and a file that parses has
// consistent sections: runs, symbols and relocations inside their
// section, sections within MaxDataBytes together, errors with positions.
func FuzzData(f *testing.F) {
	f.Add(dataFile)
	for _, s := range []string{
		"\t.data\nx:\n\t.long 1, 2\n\t.size x, 8\n",
		"\t.section .bss,#alloc,#write\n\t.p2align 3\ny:\n\t.zero 16, 1\n\t.fill 3, 4, -1\n",
		"\t.rodata\n.L0:\n\t.quad .L0+8, 0x7fffffffffffffff\n\t.ascii \"\\x4\\0\\177\"\n",
		"\t.data\na:\n\t.balign 8\n\t.string \"\"\n\t.space 3\n\t.skip 2, 255\n\t.section .text\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > maxFuzzInput {
			return
		}
		file, err := Parse("d.s", []byte(src), Options{})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "d.s") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		d := file.Data
		if d == nil {
			return
		}
		var total int64
		for _, s := range d.Sections {
			total += s.Size
			end := int64(0)
			for _, r := range s.Init {
				if r.Offset < end || r.Offset+int64(len(r.Bytes)) > s.Size {
					t.Fatalf("%s: run at %d (%d bytes) out of order or past %d", s.Name, r.Offset, len(r.Bytes), s.Size)
				}
				end = r.Offset + int64(len(r.Bytes))
			}
			for _, r := range s.Relocs {
				if r.Offset < 0 || r.Offset+int64(r.Size) > s.Size {
					t.Fatalf("%s: relocation at %d past %d", s.Name, r.Offset, s.Size)
				}
			}
			for _, y := range s.Symbols {
				if y.Offset < 0 || y.Size < 0 || y.Offset+y.Size > s.Size || d.Symbols[y.Name] != y {
					t.Fatalf("%s: symbol %+v outside the section or not indexed", s.Name, y)
				}
			}
		}
		if total > MaxDataBytes {
			t.Fatalf("data sections take %d bytes", total)
		}
	})
}

func TestDataSizeExpression(t *testing.T) {
	f, err := Parse("d.s", []byte("\t.data\nx:\n\t.long 1, 2\n.Lend:\n\t.size x, .Lend-x\n\t.long 3\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s := f.Data.Symbols["x"]; s.Size != 8 || s.SizeSet {
		t.Errorf("x = %+v, want 8 bytes (up to .Lend), size not set", s)
	}
	if got := parseErrors(t, "\t.data\nx:\n\t.long 1\n\t.size x, -4\n"); len(got) != 1 || got[0] != "t.s:4:2: .size x: want a size in bytes, 0 to 1073741824, got \"-4\"" {
		t.Errorf("errors %q", got)
	}
}
