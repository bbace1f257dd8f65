package timing_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

func TestDefaultConfig(t *testing.T) {
	c := timing.Default()
	if c.CUs != 4 || c.SIMDsPerCU != 4 || c.SlotsPerSIMD != 10 || c.SIMDLanes != 16 || c.VALUCycles() != 4 ||
		c.Mode != timing.Parallel || c.Policy != timing.OldestFirst || c.S != 0 || c.CycleLimit != 100000000 {
		t.Errorf("default %+v", c)
	}
	// The embedded file loaded as an override changes nothing.
	d, err := timing.Load("default.yaml", timing.DefaultYAML())
	if err != nil || d != c {
		t.Errorf("DefaultYAML as an override: %v\n%+v\n%+v", err, d, c)
	}
	// An empty file is the default.
	e, err := timing.Load("empty.yaml", nil)
	if err != nil || e.VMemLatency != c.VMemLatency || e.Name != "empty.yaml" {
		t.Errorf("empty override: %v %+v", err, e)
	}
}

func TestLoadOverrides(t *testing.T) {
	c, err := timing.Load("hw.yaml", []byte(`# a user file
gpu:
  compute_units: 8
splits: {reserve_slots: 3, mode: Serial}
scheduler: {policy: round-robin}
vector_memory: {latency: 1_000}
limits: {cycles: 0x1000}
`))
	if err != nil {
		t.Fatal(err)
	}
	if c.CUs != 8 || c.S != 3 || c.Mode != timing.Serial || c.Policy != timing.RoundRobin || c.VMemLatency != 1000 ||
		c.CycleLimit != 4096 || c.SIMDsPerCU != 4 || c.LDSLatency != timing.Default().LDSLatency {
		t.Errorf("override %+v", c)
	}
	if c.Mode.String() != "serial" || c.Policy.String() != "round-robin" || timing.Parallel.String() != "parallel" ||
		timing.OldestFirst.String() != "oldest-first" {
		t.Error("mode/policy names")
	}
	if n := timing.UnitNames(); len(n) != 7 || n[0] != "valu" {
		t.Errorf("unit names %v", n)
	}
}

// TestLoadErrors: each error names the file, line and column of the
// offending key or value (the caret of the diagnostic).
func TestLoadErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"gpu:\n  compute_units: 0\n", "hw.yaml:2:18: gpu.compute_units: expected an integer in 1..4096, got \"0\""},
		{"gpu:\n  compute_units: lots\n", "hw.yaml:2:18: gpu.compute_units: expected an integer"},
		{"gpu:\n  cus: 4\n", "hw.yaml:2:3: gpu: unknown key \"cus\": want one of compute_units, simds_per_cu"},
		{"\n\ngpus: {}\n", "hw.yaml:3:1: unknown section \"gpus\": want one of gpu, splits"},
		{"splits:\n  mode: maybe\n", "hw.yaml:2:9: splits.mode: expected one of parallel, serial, got \"maybe\""},
		{"scheduler:\n  policy: [a]\n", "hw.yaml:2:11: scheduler.policy: expected one of oldest-first, round-robin, got a list"},
		{"splits: {reserve_slots: 64}\n", "hw.yaml:1:25: splits.reserve_slots: expected an integer in 0..63"},
		{"gpu: 4\n", "hw.yaml:1:6: gpu: expected a mapping with keys compute_units"},
		{"- a\n", "hw.yaml:1:1: expected a mapping with sections gpu, splits"},
		{"splits:\n  policy: fcfs\n  policy: halve\n", `hw.yaml:3: key "policy" given twice (first at line 2): a key may appear once`},
		{"gpu:\n  compute_units: 2\ngpu:\n  simds_per_cu: 2\n", `hw.yaml:3: key "gpu" given twice (first at line 1): a key may appear once`},
		{"gpu: {compute_units: 4\n", "hw.yaml:"},
		{"gpu:\n  compute_units: 2\n---\ngpu:\n  compute_units: 3\n", "hw.yaml:4: a second YAML document (after ---): a file holds one"},
		{"limits:\n  cycles: -5\n", "hw.yaml:2:11: limits.cycles: expected an integer in 1.."},
	} {
		_, err := timing.Load("hw.yaml", []byte(c.src))
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q...", c.src, err, c.want)
		}
	}
}

// FuzzLoad: any file gives a configuration or an error naming the file and
// a line, never a panic.
func FuzzLoad(f *testing.F) {
	f.Add(timing.DefaultYAML())
	f.Add([]byte("gpu: {compute_units: 2}\nsplits: {mode: serial}\n"))
	f.Add([]byte("limits:\n  cycles: x\n"))
	f.Add(timing.CachesYAML())
	f.Add([]byte("vector_l1: {bytes: 16384, ways: 4}\nl2: {bytes: 2097152, banks: 16}\ninstruction_cache: {bytes: 32768, branch_refetch: 1}\ndram: {latency: 100, bytes_per_cycle: 512}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := timing.Load("f.yaml", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f.yaml:") {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		if c.CUs < 1 || c.SIMDLanes < 1 || c.VMemQueue < 1 || c.CycleLimit < 1 {
			t.Fatalf("accepted an unusable configuration %+v", c)
		}
	})
}

// TestHash: the hardware hash is a function of the numbers, not the name;
// a file layered over the defaults that changes one number changes it.
func TestHash(t *testing.T) {
	d := timing.Default()
	// Pinned: traces record it (preamble hw_hash); a change of the
	// definition or of default.yaml must be deliberate.
	const want = "sha256:b5c73e46d3e4b615ba5fc0e7b5ec005c664120674cf58a8e11743c4d1c7be067"
	if got := d.Hash(); got != want {
		t.Errorf("default hash %s, want %s", got, want)
	}
	// splits.policy: fcfs, the one policy before the key existed, hashes
	// as the defaults did then (traces of fcfs runs keep their identity).
	fcfs, err := timing.Load("fcfs.yaml", []byte("splits: {policy: fcfs}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, old := fcfs.Hash(), "sha256:e14c7ae08016797bd9c056ddc367d1ed51d403a1ff83297bc4e7db282c4f5f42"; got != old {
		t.Errorf("fcfs hash %s, want the hash before splits.policy existed, %s", got, old)
	}
	if _, ok := fcfs.Values()["splits"]["policy"]; ok {
		t.Errorf("fcfs lists splits.policy in Values: %v", fcfs.Values()["splits"])
	}
	if got := d.Values()["splits"]["policy"]; got != "halve" {
		t.Errorf("default splits.policy %v, want halve", got)
	}
	same, err := timing.Load("mine.yaml", []byte("vector_memory: {latency: "+strconv.Itoa(d.VMemLatency)+"}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if same.Name == d.Name || same.Hash() != want {
		t.Errorf("the default numbers under the name %s hash %s, want %s", same.Name, same.Hash(), want)
	}
	seen := map[string]string{want: "default"}
	for _, src := range []string{
		"vector_memory: {latency: 351}\n",
		"gpu: {compute_units: 5}\n",
		"splits: {mode: serial}\n",
		"scheduler: {policy: round-robin}\n",
		"splits: {reserve_slots: 2}\n",
		"splits: {policy: parent-first}\n",
		"splits: {policy: child-first}\n",
		"limits: {cycles: 1000}\n",
		"lds: {queue: 3}\n",
	} {
		c, err := timing.Load("default.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		h := c.Hash()
		if prev, dup := seen[h]; dup {
			t.Errorf("%q hashes like %q: %s", src, prev, h)
		}
		seen[h] = src
	}
}
