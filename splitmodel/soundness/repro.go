package soundness

import (
	"bytes"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"os"
	"path/filepath"
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
)

// readmeMarker starts every reproducer's README.txt; WriteReproducers only
// removes stale directories that carry it.
const readmeMarker = "splitwcet fuzz reproducer"

// WriteReproducers writes every case with findings (Report.Reproduced) to
// dir/case-K-S<n>/ (kernel K at S = n): kernel.s, workload.yaml, hw.yaml
// when the campaign used its own hardware file, and README.txt with the seeds, S, the categories,
// the details and the commands that reproduce it. campaign is the command
// line that ran the campaign (for the README). Reproducers of an earlier
// campaign in dir are removed first, and dir/summary.txt gets the text
// report. It returns the directories written.
func WriteReproducers(dir string, r *Report, campaign string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := removeStale(dir); err != nil {
		return nil, err
	}
	var sum bytes.Buffer
	if err := r.WriteText(&sum); err != nil {
		return nil, err
	}
	if err := outfile.WriteIn(dir, "summary.txt", []byte(campaign+"\n\n"+sum.String())); err != nil {
		return nil, err
	}
	return WriteCaseDirs(dir, r, campaign)
}

// WriteCaseDirs writes the reproducer directories of r's cases with
// findings into dir, which must exist, and nothing else (a shard of a
// campaign writes those of its kernels: splitmodel/sweep).
func WriteCaseDirs(dir string, r *Report, campaign string) ([]string, error) {
	var written []string
	for _, k := range r.Kernels {
		for _, cs := range k.Cases {
			if len(cs.Findings) == 0 {
				continue
			}
			d := filepath.Join(dir, CaseDir(cs))
			if err := writeCase(d, r, k, cs, campaign); err != nil {
				return written, err
			}
			written = append(written, d)
		}
	}
	return written, nil
}

func removeStale(dir string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "case-") {
			continue
		}
		d := filepath.Join(dir, e.Name())
		b, err := os.ReadFile(filepath.Join(d, "README.txt"))
		if err != nil || !bytes.HasPrefix(b, []byte(readmeMarker)) {
			continue
		}
		if err := os.RemoveAll(d); err != nil {
			return err
		}
	}
	return nil
}

func writeCase(d string, r *Report, k *KernelResult, cs *Case, campaign string) error {
	if err := os.MkdirAll(d, 0o755); err != nil {
		return err
	}
	files := map[string][]byte{"kernel.s": []byte(k.Assembly), "workload.yaml": k.Workload}
	flags := ""
	if r.Config.HWData != nil {
		files["hw.yaml"] = r.Config.HWData
		flags = " --hw " + filepath.Join(d, "hw.yaml")
	}
	if r.Config.Assume != roles.WorstCase {
		flags += " --assume " + r.Config.Assume.String()
	}
	if r.Config.Weights != splitmodel.PerWavefront {
		flags += " --weights " + r.Config.Weights.String()
	}
	if r.Config.SplitPolicy != "" {
		flags += " --split-policy " + r.Config.SplitPolicy
	}
	if r.Config.HW.Reconverge {
		flags += " --reconverge"
	}
	if cs.StaticFacts != "" {
		files["flow-static.yaml"] = []byte(cs.StaticFacts)
	}
	if cs.Facts != "" {
		files["flow.yaml"] = []byte(cs.Facts)
		flags += " --facts " + filepath.Join(d, "flow.yaml")
	}
	files["README.txt"] = []byte(readme(d, r, k, cs, campaign, flags))
	for name, data := range files {
		if err := outfile.WriteIn(d, name, data); err != nil {
			return err
		}
	}
	return nil
}

func readme(d string, r *Report, k *KernelResult, cs *Case, campaign, flags string) string {
	var b strings.Builder
	sp := k.Spec
	fmt.Fprintf(&b, "%s: kernel %d at S = %d\n\n", readmeMarker, cs.Kernel, cs.S)
	fmt.Fprintf(&b, "campaign:   %s\n", campaign)
	fmt.Fprintf(&b, "            (campaign seed %d; kernel %d of %d)\n", r.Config.Seed, cs.Kernel, r.Config.Kernels)
	fmt.Fprintf(&b, "kernel:     %s (traces/sim/gen), workgroup size %d\n", sp.generator("gen.Mark"+markName(sp)), sp.Size)
	fmt.Fprintf(&b, "inputs:     %d set(s), workgroups %v, table seeds %v (workload.yaml)\n", len(sp.Groups), sp.Groups, sp.TabSeeds)
	fmt.Fprintf(&b, "S:          %d\n", cs.S)
	fmt.Fprintf(&b, "category:   %s\n", strings.Join(cs.Categories(), ", "))
	if !cs.Failed() {
		b.WriteString("            (not a failure: the bound is below the observation only in runs that broke the role analysis' premise)\n")
	}
	if r.Config.Fault != NoFault {
		fmt.Fprintf(&b, "            (DELIBERATE: the campaign ran with the injected fault %q)\n", r.Config.Fault)
	}
	fmt.Fprintf(&b, "observed:   parallel %s, serialized %s (max over the input sets)\n", dashInt(cs.ObservedParallel), dashInt(cs.ObservedSerial))
	fmt.Fprintf(&b, "bounds:     Eq. 5.4 %s, Eq. 5.5 %s\n", dashInt(cs.BoundParallel), dashInt(cs.BoundSerial))
	fmt.Fprintf(&b, "splits:     %d split wavefront(s) traced in the parallel runs\n", cs.Splits)
	if cs.Facts != "" {
		b.WriteString("facts:      flow.yaml: the generator's bounds of the loops no trace executed (analyze needs a bound for every loop)\n")
		if sp.Calls {
			b.WriteString("            and of the device functions' loops (the static cost of a call on an edge no trace observed)\n")
		}
		if sp.Barriers {
			b.WriteString("            and its counts of the barrier blocks of uniform ifs\n")
		}
	}
	if cs.PremiseBroken() {
		b.WriteString("premise:    broken, handled (splitmodel.RoleBound.Left > 0: the roles were derived again under the all-executions assumption):\n")
		for _, p := range cs.Premise {
			fmt.Fprintf(&b, "              %s\n", p)
		}
	} else {
		b.WriteString("premise:    held (every traced wavefront stayed in its role's pruned IPG)\n")
	}
	b.WriteString("\nfindings:\n")
	for _, f := range cs.Findings {
		lines := strings.Split(strings.TrimRight(f.Detail, "\n"), "\n")
		fmt.Fprintf(&b, "  [%s] %s\n", f.Category, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(&b, "      %s\n", l)
		}
	}
	b.WriteString("\nreproduce:\n")
	fmt.Fprintf(&b, "  splitwcet analyze %s -w %s -S %d%s\n", filepath.Join(d, "kernel.s"), filepath.Join(d, "workload.yaml"), cs.S, flags)
	if cs.StaticFacts != "" {
		staticFlags := strings.Replace(flags, " --facts "+filepath.Join(d, "flow.yaml"), "", 1)
		fmt.Fprintf(&b, "  splitwcet analyze %s -w %s -S %d%s --static --facts %s   # the static bound, with the generator's bound of every loop\n",
			filepath.Join(d, "kernel.s"), filepath.Join(d, "workload.yaml"), cs.S, staticFlags, filepath.Join(d, "flow-static.yaml"))
	}
	b.WriteString("  (the table shows the maxima over the input sets; per-set observed times and bounds are in --json:\n")
	b.WriteString("   results[0].parallel.sets[].observed / bound_parallel and results[0].serial.sets[].observed / bound_serial)\n")
	if cs.Has(Output) || cs.Has(Livelock) {
		for i := range sp.Groups {
			fmt.Fprintf(&b, "  splitwcet run %s -w %s --set in%d -S %d --dump DIR   # compare with -S 0\n", filepath.Join(d, "kernel.s"), filepath.Join(d, "workload.yaml"), i, cs.S)
		}
	}
	return b.String()
}

func markName(sp KernelSpec) string {
	s := sp.Marking.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

func dashInt(n int64) string {
	if n < 0 {
		return "-"
	}
	return fmt.Sprint(n)
}
