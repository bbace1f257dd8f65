# splitwcet — see README.md. Every target installs what it needs first.
GO      ?= go
BIN     := bin/splitwcet
OUT     := out
FUZZTIME ?= 20s
FUZZ_KERNELS ?= 40

.PHONY: all deps build demo test test-slurm vet bench examples examples-check fuzz fuzz-campaign rodinia tightness peer clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(GO) build -buildvcs=auto -ldflags "-X github.com/splitwcet/splitwcet/splitmodel/kernel.Commit=$$(git describe --always --dirty --abbrev=40 2>/dev/null)" -o $(BIN) ./cmd/splitwcet

# The main job on the embedded default example: its CFG (text, JSON, DOT,
# SVG), its static per-wavefront bound against a budget it exceeds (exit
# status 4, expected), where its time goes, annotated CFGs (the static bound,
# and role 1's L^1 at S = 2; docs/annotate.md), and the kernel-level analysis
# per S (thesis Eq. 5.4/5.5 against simulation, and the static bound that
# leads) within a budget, with JUnit, SARIF and its HTML report in
# out/report/index.html (docs/analyze.md); the manual pages in out/man.
# About 22 s of CPU (docs/performance.md).
demo: build
	@mkdir -p $(OUT)
	$(BIN) cfg --format text
	$(BIN) cfg --format json -o $(OUT)/demo-cfg.json
	$(BIN) cfg --format dot -o $(OUT)/demo-cfg.dot
	$(BIN) cfg --format svg -o $(OUT)/demo-cfg.svg
	$(BIN) wcet --static | head -n 1
	$(BIN) wcet --static --json -o $(OUT)/demo-wcet.json
	$(BIN) wcet --static --graph svg -o $(OUT)/demo-wcet.svg
	$(BIN) wcet --static --budget 150us --junit $(OUT)/demo-wcet-junit.xml > /dev/null; test $$? -eq 4 && echo "demo: wcet --budget 150us exits with status 4, as expected: one wavefront's bound exceeds it"
	$(BIN) cfg --annotate --static --format text
	$(BIN) cfg --annotate --static --format html -o $(OUT)/demo-cfg-annotated-static.html
	$(BIN) cfg --annotate -S 2 --role 1 --format html -o $(OUT)/demo-cfg-annotated.html
	$(BIN) analyze --quiet -S 0,1,2,4,8,16,32,63 --static --budget 300us --junit $(OUT)/demo-junit.xml --sarif $(OUT)/demo.sarif --report-graphs 3 --report $(OUT)/report
	$(BIN) man $(OUT)/man
	@echo "demo: wrote $(OUT)/demo-cfg.{json,dot,svg}, $(OUT)/demo-wcet.{json,svg}, $(OUT)/demo-cfg-annotated{,-static}.html, $(OUT)/demo-junit.xml, $(OUT)/demo.sarif, $(OUT)/man and $(OUT)/report/index.html"

vet: deps
	$(GO) vet ./...

# Vet, every Go test, the check that each committed examples/*/kernel.s is
# exactly what hipcc produces from its kernel.hip (installs hipcc when missing),
# and the sharded sweep on a real one-node Slurm (test-slurm). Installs
# chromium for the test that opens the demo report in a headless browser
# (TestDemoReportInBrowser), which must then run, not skip; likewise the
# Graphviz-dependent tests (graphviz comes with deps) must run, not skip.
# The Rodinia tests skip without ../shared/rodinia (or RODINIA=DIR), which
# no script installs: SPLITWCET_RODINIA=require makes them fail instead
# (make test SPLITWCET_RODINIA=require RODINIA=DIR in a worktree).
# go test runs with -vet=off: the vet prerequisite has just run every vet
# check (a superset of those go test runs by default) on every package and
# its tests; vetting them again cost about 5 s of CPU.
SPLITWCET_RODINIA ?=
test: deps vet examples-check
	@scripts/deps.sh test
	SPLITWCET_BROWSER_TEST=require SPLITWCET_GRAPHVIZ=require SPLITWCET_XMLLINT=require SPLITWCET_LLVMMC=require SPLITWCET_RODINIA=$(SPLITWCET_RODINIA) $(GO) test -vet=off -count=1 -timeout 25m ./...
	$(MAKE) test-slurm

# A one-node Slurm (slurm-wlm, munge; installed when missing) in a temporary
# directory: a 4-shard sweep as a job array with sbatch --wait and its merge
# as a dependent job, byte-identical to the unsharded run; one task cancelled
# midway and resubmitted. Needs root; stops the daemons it started, by pid.
# Under a minute (docs/cluster.md).
test-slurm:
	scripts/test-slurm.sh

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./...

# Regenerates every examples/*/kernel.s (gfx803) and kernel.gfx900.s and
# kernel.gfx906.s (Vega) with hipcc (installs hipcc first).
examples:
	@scripts/deps.sh examples
	scripts/examples.sh regen

# Fails when a committed .s differs from what hipcc produces now (.ident lines ignored).
examples-check:
	@scripts/deps.sh examples
	scripts/examples.sh check

# Compiles the eight Rodinia benchmarks kept as third-party input in
# ../shared/rodinia to out/rodinia/<bench>/*.s (docs/rodinia.md); says so and
# succeeds when that folder is absent; then evaluates the kernels with workloads
# (summary.json, reports, index, Fig. 6.1/6.3 analogues; docs/rodinia.md).
# ARCH=gfx900 (or gfx906) compiles for Vega into out/rodinia-ARCH.
ARCH ?= gfx803
rodinia:
	@scripts/deps.sh examples
	ARCH=$(ARCH) scripts/rodinia.sh

# The MGPUSim peer suite (docs/mgpusim.md): 25 kernels of MGPUSim's own
# benchmarks compiled from SPLITWCET_MGPUSIM_SRC (an MGPUSim tree or git
# directory), run on our simulator and, with SPLITWCET_MGPUSIM_DRIVER (hfdrv2,
# ../shared/mgpusim), on MGPUSim; writes out/peer/table.md. Says so and succeeds
# without the sources. RECORD=1 re-records examples/peer/testdata/mgpusim.yaml.
peer:
	@scripts/deps.sh examples peer
	scripts/peer.sh

# The static bound's tightness suite (docs/static.md, "Tightness"): our
# examples and the Rodinia kernels of ../shared/rodinia (compiled first, as
# make rodinia does; skipped with a note when the folder is absent), each
# bounded statically and simulated at S = TIGHT_S in both modes; prints
# static/observed per kernel, S and mode with the medians and maxima, and
# writes out/tightness.md and out/tightness.json. Fails when a static bound
# is below an observation.
TIGHT_S ?= 0,1,2,4,8
tightness:
	@scripts/deps.sh examples
	scripts/rodinia.sh --compile-only
	@mkdir -p $(OUT)
	$(GO) run ./examples/tightness/cmd/tightness -asm $(OUT)/rodinia -S $(TIGHT_S) -before examples/tightness/before-b8843de.json -json $(OUT)/tightness.json > $(OUT)/tightness.md
	@cat $(OUT)/tightness.md

# Runs every fuzz target for FUZZTIME each, among them the llvm-mc
# differential of cfg/asm once per target (FuzzLLVMMCgfx803, ...gfx900, ...gfx906,
# ...gfx1030: llvm-mc-15, which deps installs, is required).
fuzz: deps
	SPLITWCET_LLVMMC=require scripts/fuzz.sh $(FUZZTIME)

# The soundness campaign (splitwcet fuzz, docs/cli.md; the 1000-kernel run is
# in docs/results.md) on FUZZ_KERNELS random kernels: exits 1 when a case
# fails, with reproducers in out/fuzz. A few seconds per 10 kernels.
fuzz-campaign: build
	$(BIN) fuzz --kernels $(FUZZ_KERNELS) --seed 1 -S 0,1,2,4,8 --out $(OUT)/fuzz

clean:
	rm -rf bin $(OUT)
