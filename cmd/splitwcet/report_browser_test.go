package main

import (
	"context"
	"fmt"
	"io/fs"
	"math"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/splitwcet/splitwcet/internal/testenv"
)

// maxReportHTML is the budget of the demo report's index.html: pictures
// are files of the report directory, the page holds text and tables.
const maxReportHTML = 500_000

// browserEnv, set to "require" (as 'make test' does, after scripts/deps.sh
// installed chromium), makes TestDemoReportInBrowser fail instead of skip
// when no Chromium is found.
const browserEnv = "SPLITWCET_BROWSER_TEST"

// chromiumPath finds a Chromium the test can drive.
func chromiumPath() (string, bool) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, true
		}
	}
	return "", false
}

// demoAnalyzeArgs returns the analyze command line of the Makefile's demo
// target with its report directory replaced by dir, so that the test opens
// the report 'make demo' writes.
func demoAnalyzeArgs(t *testing.T, dir string) []string {
	t.Helper()
	mk, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(mk), "\n") {
		f := strings.Fields(line)
		if len(f) > 2 && f[0] == "$(BIN)" && f[1] == "analyze" && strings.Contains(line, "--report $(OUT)/report") {
			args := f[1:]
			for i, a := range args {
				switch {
				case a == "$(OUT)/report":
					args[i] = dir
				case strings.HasPrefix(a, "$(OUT)/"): // the CI files: beside the report
					args[i] = filepath.Join(filepath.Dir(dir), strings.TrimPrefix(a, "$(OUT)/"))
				}
			}
			return args
		}
	}
	t.Fatal("Makefile: no demo line '$(BIN) analyze ... --report $(OUT)/report'")
	return nil
}

var (
	demoOnce          sync.Once
	demoDir, demoText string
	demoErr           error
)

// demoReport writes the demo's report (the Makefile's demo analyze line,
// into out/report-test) once per test binary and returns its directory and
// the command's text output.
func demoReport(t *testing.T) (dir, text string) {
	t.Helper()
	demoOnce.Do(func() {
		out, err := filepath.Abs(filepath.Join("..", "..", "out"))
		if err != nil {
			demoErr = err
			return
		}
		demoDir = filepath.Join(out, "report-test")
		if demoErr = os.RemoveAll(demoDir); demoErr != nil {
			return
		}
		var code int
		var stderr string
		demoText, stderr, code = splitwcet(t, demoAnalyzeArgs(t, demoDir)...)
		if code != 0 {
			demoErr = fmt.Errorf("the demo's analyze: exit %d\n%s", code, stderr)
		}
	})
	if demoErr != nil {
		t.Fatal(demoErr)
	}
	return demoDir, demoText
}

// TestDemoReportInBrowser writes the demo's report (the Makefile's demo
// command line, into out/report-test) and opens it in headless Chromium:
// index.html stays under maxReportHTML; the page logs no console error,
// throws no exception and no request fails; every image (the plots and
// the role graphs, lazy ones loaded too) decodes; every local link names a
// file of the report directory and every #anchor an element of the page.
// It writes screenshots of the top of the page and of the S = 1 section
// to out/report-screenshot.png and out/report-screenshot-S1.png.
// Requirements: REQ-PIC-1 (docs/qualification/requirements.md).
func TestDemoReportInBrowser(t *testing.T) {
	chrome, ok := chromiumPath()
	if !ok {
		if os.Getenv(browserEnv) == "require" {
			t.Fatalf("no chromium on PATH, and %s=require: run scripts/deps.sh test", browserEnv)
		}
		t.Skipf("no chromium on PATH (scripts/deps.sh test installs it; %s=require makes this a failure)", browserEnv)
	}
	testenv.NeedGraphviz(t) // the report's role graphs are pictures
	out, err := filepath.Abs(filepath.Join("..", "..", "out"))
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := demoReport(t)
	st, err := os.Stat(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if st.Size() >= maxReportHTML {
		t.Errorf("index.html has %d bytes, want under %d", st.Size(), maxReportHTML)
	}

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chrome), chromedp.NoSandbox,
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1400, 1000))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()

	var mu sync.Mutex
	var problems []string
	urls := map[network.RequestID]string{}
	requested := map[string]bool{}
	report := func(format string, args ...any) {
		mu.Lock()
		problems = append(problems, fmt.Sprintf(format, args...))
		mu.Unlock()
	}
	err = chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			mu.Lock()
			urls[ev.RequestID] = ev.Request.URL
			requested[ev.Request.URL] = true
			mu.Unlock()
		case *network.EventLoadingFailed:
			mu.Lock()
			u := urls[ev.RequestID]
			mu.Unlock()
			report("request %s failed: %s", u, ev.ErrorText)
		case *network.EventResponseReceived:
			if ev.Response.Status >= 400 {
				report("request %s: status %d", ev.Response.URL, ev.Response.Status)
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert || ev.Type == runtime.ConsoleAPICalledTypeWarning {
				var args []string
				for _, a := range ev.Args {
					args = append(args, string(a.Value))
				}
				report("console %s: %s", ev.Type, strings.Join(args, " "))
			}
		case *runtime.EventExceptionThrown:
			report("exception at %s:%d: %s", ev.ExceptionDetails.URL, ev.ExceptionDetails.LineNumber, ev.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if ev.Entry.Level == log.EntryLevelError || ev.Entry.Level == log.EntryLevelWarning {
				report("log %s (%s): %s %s", ev.Entry.Level, ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
			}
		}
	})
	if err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}

	page := "file://" + filepath.ToSlash(filepath.Join(dir, "index.html"))
	eval := func(js string) []string {
		t.Helper()
		v, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](js))
		if err != nil {
			t.Fatalf("chromium on %s: %s: %v", page, js, err)
		}
		return v
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitReady(chromedp.CSS("body"))); err != nil {
		t.Fatalf("chromium on %s: %v", page, err)
	}
	top, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	// Load the lazy images (the role graphs) too, then wait for all.
	eval(`document.querySelectorAll('img').forEach(i => { i.loading = 'eager'; }); []`)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`Array.from(document.images).every(i => i.complete)`, chromedp.WithPollingTimeout(2*time.Minute))); err != nil {
		t.Fatalf("waiting for the images: %v", err)
	}
	images := eval(`Array.from(document.images).map(i => i.getAttribute('src'))`)
	broken := eval(`Array.from(document.images).filter(i => i.naturalWidth === 0).map(i => i.getAttribute('src'))`)
	badLinks := eval(`Array.from(document.querySelectorAll('a[href^="#"]')).map(a => a.getAttribute('href')).filter(h => !document.getElementById(h.slice(1)))`)
	hrefs := eval(`Array.from(document.querySelectorAll('a[href]')).map(a => a.getAttribute('href')).filter(h => !h.startsWith('#'))`)
	if err := chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.ID("S1"))); err != nil {
		t.Fatal(err)
	}
	s1, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.ID("S1")))
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range broken {
		t.Errorf("image %s did not load", b)
	}
	for _, l := range badLinks {
		t.Errorf("link %s names no element of the page", l)
	}
	// Every image is a file of the report directory that the browser asked for.
	if len(images) < 3+8 {
		t.Errorf("%d images %v: want the 3 plots and a role graph per S at least", len(images), images)
	}
	for _, src := range images {
		u, err := url.JoinPath("file://"+filepath.ToSlash(dir)+"/", src)
		if err != nil || !requested[u] {
			t.Errorf("image %s: never requested (%s)", src, u)
		}
	}
	// Every local link is a file of the report directory.
	sort.Strings(hrefs)
	for _, h := range hrefs {
		if strings.Contains(h, ":") || strings.HasPrefix(h, "/") {
			t.Errorf("link %s leaves the report directory", h)
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(h))); err != nil {
			t.Errorf("link %s: %v", h, err)
		}
	}
	mu.Lock()
	for _, p := range problems {
		t.Error(p)
	}
	mu.Unlock()
	for name, png := range map[string][]byte{"report-screenshot.png": top, "report-screenshot-S1.png": s1} {
		if len(png) < 8 || string(png[1:4]) != "PNG" {
			t.Errorf("%s: not a PNG", name)
			continue
		}
		if err := os.WriteFile(filepath.Join(out, name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("index.html %d bytes, %d images, %d links; screenshots in %s", st.Size(), len(images), len(hrefs), out)
}

// TestREADMEFigures: the figures README.md states about `make demo` are
// those of a run of the demo's analyze line: the cited bound, the size of
// index.html and of the report with its pictures (within 10%).
// Requirements: REQ-DOC-1 (docs/qualification/requirements.md).
func TestREADMEFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the demo's analysis")
	}
	testenv.NeedGraphviz(t) // the report's pictures count in its size
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(readme)), " ")
	dir, out := demoReport(t)
	find := func(re string) string {
		m := regexp.MustCompile(re).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("README.md has no %s", re)
		}
		return m[1]
	}
	bound := find(`(?i)its cited bound is ([0-9,]+) cycles`)
	if !strings.Contains(out, "WCET bound "+bound+" cycles") {
		t.Errorf("README.md: the demo's cited bound is %s cycles; the run says\n%s", bound, strings.SplitN(out, "\n", 3)[1])
	}
	var total int64
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				total += info.Size()
			}
		}
		return nil
	})
	st, err := os.Stat(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		re    string
		unit  float64
		bytes int64
	}{{`about ([0-9.]+) KB of text and tables`, 1e3, st.Size()}, {`([0-9.]+) MB with the pictures`, 1e6, total}} {
		stated, err := strconv.ParseFloat(find(c.re), 64)
		if err != nil {
			t.Fatal(err)
		}
		if got := float64(c.bytes) / c.unit; math.Abs(got-stated) > 0.1*stated {
			t.Errorf("README.md: %q says %g; the run gives %.1f", c.re, stated, got)
		}
	}
}
