package asm

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/splitwcet/splitwcet/internal/llvmmc"
)

// diffTargets are the processors of the llvm-mc differential: one per
// generation splitwcet reads (GCN3, Vega, RDNA2), and Vega 20 (gfx906,
// gfx900's instructions and the dot products).
var diffTargets = []string{"gfx803", "gfx900", "gfx906", "gfx1030"}

// mcOracle returns llvm-mc's path, skipping the test when it is missing
// (failing under SPLITWCET_LLVMMC=require, as make test sets it).
func mcOracle(t testing.TB) string {
	t.Helper()
	p := llvmmc.Path()
	if p == "" {
		if os.Getenv("SPLITWCET_LLVMMC") == "require" {
			t.Fatalf("%s not installed (SPLITWCET_LLVMMC=require)", llvmmc.Command)
		}
		t.Skipf("%s not installed", llvmmc.Command)
	}
	return p
}

// realLines reads the instruction lines of real compiler output for a
// target (testdata/mc/TARGET.txt).
func realLines(t testing.TB, target string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "mc", target+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := sc.Text(); l != "" && l[0] != '#' {
			lines = append(lines, l)
		}
	}
	return lines
}

// ours is what splitwcet makes of one instruction line: accepted (with
// its size) or rejected (with the reason).
func ours(a Arch, line string) (ok bool, size int, why string) {
	if strings.ContainsAny(line, ";\n\r") {
		return false, 0, "comment or newline"
	}
	in, err := parseInstruction(a, line)
	if err != nil {
		return false, 0, err.msg
	}
	if msg := Check(a, in); msg != "" {
		return false, 0, msg
	}
	return true, in.Size, ""
}

// disagreement is a line llvm-mc rejects and we accept, or whose size
// differs; "" when we agree.
func disagreement(a Arch, line string, mc llvmmc.Result) string {
	ok, size, _ := ours(a, line)
	switch {
	case !ok:
		return ""
	case !mc.OK:
		return fmt.Sprintf("%s: %q: llvm-mc rejects it (%s), splitwcet accepts it", a.Name, line, mc.Err)
	case mc.Size != size:
		return fmt.Sprintf("%s: %q: size %d, llvm-mc %d (%s)", a.Name, line, size, mc.Size, mc.Text)
	}
	return ""
}

// TestRealCodeChecks: every instruction of the real compiler output
// passes Check with llvm-mc's size (the table refuses no valid code the
// compiler writes).
func TestRealCodeChecks(t *testing.T) {
	for _, target := range diffTargets {
		a, _ := ArchFromProcessor(target)
		for _, line := range realLines(t, target) {
			if ok, _, why := ours(a, line); !ok {
				t.Errorf("%s: %q: %s", target, line, why)
			}
		}
	}
}

// diffMutations is the number of mutated lines per target in the corpus
// test (about 2 s of llvm-mc per target), and diffSeed its generator's
// seed. SPLITWCET_LLVMMC_LINES and SPLITWCET_LLVMMC_SEED change them for
// a long run (docs/reliability.md): a fuzz input pays llvm-mc's start-up
// for 64 lines, this test once per 20,000.
const diffMutations = 30000

func diffConfig(t *testing.T) (lines int, seed uint64) {
	lines, seed = diffMutations, 1
	for _, v := range []struct {
		env string
		to  any
	}{{"SPLITWCET_LLVMMC_LINES", &lines}, {"SPLITWCET_LLVMMC_SEED", &seed}} {
		if s := os.Getenv(v.env); s != "" {
			if _, err := fmt.Sscan(s, v.to); err != nil {
				t.Fatalf("%s=%q: want a number", v.env, s)
			}
		}
	}
	return lines, seed
}

// TestLLVMMCDifferential mutates real compiler output (mutate_test.go)
// and requires that every line llvm-mc-15 rejects for the target, Check
// rejects too, and that where both accept, the sizes agree.
func TestLLVMMCDifferential(t *testing.T) {
	mc := mcOracle(t)
	n, seed := diffConfig(t)
	for _, target := range diffTargets {
		t.Run(target, func(t *testing.T) {
			a, _ := ArchFromProcessor(target)
			real := realLines(t, target)
			r := rand.New(rand.NewPCG(seed, uint64(len(target))))
			seen := map[string]bool{}
			var lines []string
			for len(lines) < n {
				l := mutate(randChooser{r}, pick(randChooser{r}, real))
				if !seen[l] && !strings.ContainsAny(l, ";\n\r") {
					seen[l] = true
					lines = append(lines, l)
				}
			}
			res, err := llvmmc.Assemble(mc, target, lines)
			if err != nil {
				t.Fatal(err)
			}
			var bad []string
			rejected := 0
			for i, l := range lines {
				if !res[i].OK {
					rejected++
				}
				if d := disagreement(a, l, res[i]); d != "" {
					bad = append(bad, d)
				}
			}
			sort.Strings(bad)
			for i, b := range bad {
				if i == 40 {
					t.Errorf("... and %d more", len(bad)-i)
					break
				}
				t.Error(b)
			}
			t.Logf("%s: %d mutated lines, llvm-mc rejected %d, %d disagreements", target, len(lines), rejected, len(bad))
		})
	}
}

// fuzzBatch is the number of lines one fuzz input checks: the one its
// bytes choose, and more from a generator they seed. One llvm-mc run costs
// the same for one line as for 64 (it is mostly start-up: 0.3 s to 2 s on
// the loaded shared machine), so a batch makes each run count.
const fuzzBatch = 64

// fuzzLLVMMC is the fuzz target of one processor: the input picks a line
// of real compiler output and the mutator's choices, and seeds the
// choices of the rest of its batch.
func fuzzLLVMMC(f *testing.F, target string) {
	mc := mcOracle(f)
	a, _ := ArchFromProcessor(target)
	real := realLines(f, target)
	for i := 0; i < 16; i++ {
		f.Add([]byte{byte(i), byte(i * 7), byte(i * 13), 3, 1, 4, 1, 5})
	}
	var mu sync.Mutex
	cache := map[string]llvmmc.Result{}
	f.Fuzz(func(t *testing.T, b []byte) {
		h := fnv.New64a()
		h.Write(b)
		r := rand.New(rand.NewPCG(h.Sum64(), uint64(len(b))))
		var lines []string
		for i := 0; i < fuzzBatch; i++ {
			var c chooser = randChooser{r}
			if i == 0 {
				c = &byteChooser{b: b}
			}
			line := pick[string](c, real)
			for n := 1 + c.intn(3); n > 0; n-- {
				line = mutate(c, line)
			}
			if strings.ContainsAny(line, ";\n\r") || len(line) > 400 {
				continue
			}
			lines = append(lines, line)
		}
		got := map[string]llvmmc.Result{}
		var ask []string
		mu.Lock()
		for _, l := range lines {
			if r, ok := cache[l]; ok {
				got[l] = r
			} else {
				ask = append(ask, l)
			}
		}
		mu.Unlock()
		if len(ask) > 0 {
			res, err := llvmmc.Assemble(mc, target, ask)
			if err != nil {
				t.Fatal(err)
			}
			mu.Lock()
			if len(cache) > 1<<16 {
				cache = map[string]llvmmc.Result{}
			}
			for i, l := range ask {
				got[l], cache[l] = res[i], res[i]
			}
			mu.Unlock()
		}
		for _, l := range lines {
			if d := disagreement(a, l, got[l]); d != "" {
				t.Error(d)
			}
		}
	})
}

// fuzzFound are the lines the FuzzLLVMMC runs found (docs/reliability.md),
// kept as regressions: a float in a 16-bit integer operand is a literal;
// two expressions are two literals, even written alike; `--|43|` is no
// expression.
var fuzzFound = map[string][]string{
	"gfx803":  {"v_cmp_lt_i16_e32 vcc, -0.5, v6", "v_add_u16_e32 v1, 0x3800, v2", "v_add_u16_e32 v1, 0xfff0, v2", "v_cmp_lt_f16_e32 vcc, 0x3800, v6"},
	"gfx900":  {"s_addc_u32 s3, counter@rel32@hi+12, counter@rel32@hi+12", "v_pk_add_u16 v1, 0.5, v2", "v_pk_add_f16 v1, 0.5, v2"},
	"gfx906":  {"v_lshlrev_b32_sdwa v1, v1, sext(sext(v3)) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0", "v_cndmask_b32_e64 v2, sext(-|0|), v6, s[0:1]", "v_cndmask_b32_e64 v2, -sext(v1), v6, s[0:1]", "v_cndmask_b32_e64 v2, sext(-v1), v6, s[0:1]", "v_cndmask_b32_e64 v2, sext(-1), v6, s[0:1]", "v_cndmask_b32_e64 v2, sext(v1), v6, s[0:1]"},
	"gfx1030": {"v_add_nc_u32_e32 v254, --|43|, v1", "v_add_nc_u32_e32 v254, 4+8, v1", "v_add_f64 v[6:7], v[8:9], -|4096|", "v_add_f64 v[6:7], v[8:9], neg(0x41)", "v_add_f64 v[6:7], v[8:9], -|64|", "v_add_f64 v[6:7], v[8:9], -|4096.0|", "v_add_f64 v[6:7], v[8:9], -4096", "v_add_f32_e64 v6, v8, -|4096|"},
}

// TestFuzzFound: on the lines the fuzzer found, Check agrees with llvm-mc.
func TestFuzzFound(t *testing.T) {
	mc := mcOracle(t)
	for target, lines := range fuzzFound {
		a, _ := ArchFromProcessor(target)
		res, err := llvmmc.Assemble(mc, target, lines)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range lines {
			if d := disagreement(a, l, res[i]); d != "" {
				t.Error(d)
			}
		}
	}
}

func FuzzLLVMMCgfx803(f *testing.F)  { fuzzLLVMMC(f, "gfx803") }
func FuzzLLVMMCgfx900(f *testing.F)  { fuzzLLVMMC(f, "gfx900") }
func FuzzLLVMMCgfx906(f *testing.F)  { fuzzLLVMMC(f, "gfx906") }
func FuzzLLVMMCgfx1030(f *testing.F) { fuzzLLVMMC(f, "gfx1030") }

// TestTableAliases: llvm-mc-15 accepts the same lines, with the same
// sizes, for a processor as for the one whose table it shares
// (opTableAliases): every form of the table alone, and mutated real code.
func TestTableAliases(t *testing.T) {
	mc := mcOracle(t)
	for alias, base := range opTableAliases {
		real := realLines(t, base)
		r := rand.New(rand.NewPCG(28, uint64(len(alias))))
		var lines []string
		for len(lines) < 5000 {
			lines = append(lines, mutate(randChooser{r}, pick(randChooser{r}, real)))
		}
		bt := tableFor(base)
		if bt == nil {
			t.Fatalf("%s is an alias of %s, which has no table", alias, base)
		}
		for _, form := range bt.mnemonics() {
			lines = append(lines, form)
		}
		sort.Strings(lines[5000:])
		a, err := llvmmc.Assemble(mc, base, lines)
		if err != nil {
			t.Fatal(err)
		}
		b, err := llvmmc.Assemble(mc, alias, lines)
		if err != nil {
			t.Fatal(err)
		}
		for i, l := range lines {
			tooFew := func(r llvmmc.Result) bool { return strings.HasPrefix(r.Err, "too few operands") }
			if a[i].OK != b[i].OK || a[i].Size != b[i].Size || tooFew(a[i]) != tooFew(b[i]) {
				t.Errorf("%s as %s: %q: %s says %v %q, %s says %v %q", alias, base, l, base, a[i].OK, a[i].Err, alias, b[i].OK, b[i].Err)
				break
			}
		}
	}
}
