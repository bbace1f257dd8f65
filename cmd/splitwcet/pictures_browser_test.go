package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/splitwcet/splitwcet/internal/testenv"
)

// pictureCases are the picture types splitwcet draws, each made by its
// command line (files in the test's directory) and the page to open: a
// name for its screenshot, the page, and text the page must show.
func pictureCases(t *testing.T, dir string) []struct{ name, page, want string } {
	s, w, f := filepath.Join(adasDir, "lane_filter.s"), filepath.Join(adasDir, "workload.yaml"), filepath.Join(adasDir, "flow.yaml")
	p := func(name string) string { return filepath.Join(dir, name) }
	mustRun(t, "analyze", s, "-w", w, "--facts", f, "-S", "0,1", "--static", "--budget", "8us", "--quiet", "--report", p("report"))
	mustRun(t, "cfg", "--annotate", "-S", "2", "--role", "1", "--format", "html", "-o", p("annotated-role.html"))
	mustRun(t, "cfg", s, "--facts", f, "--annotate", "--static", "--format", "html", "-o", p("annotated-static.html"))
	mustRun(t, "cfg", s, "--format", "svg", "-o", p("cfg.svg"))
	mustRun(t, "ipg", s, "--format", "svg", "-o", p("ipg.svg"))
	mustRun(t, "wcet", s, "--static", "--facts", f, "--graph", "svg", "-o", p("wcet-graph.svg"))
	return []struct{ name, page, want string }{
		{"report", p("report/index.html"), "sound for every input and schedule of the hardware model"},
		{"report-assumptions", p("report/index.html#assumptions"), "Where the time goes"},
		{"annotated-role", p("annotated-role.html"), "measurement-based (trace weights) on the hardware model"},
		{"annotated-static", p("annotated-static.html"), "sound against the latency table"},
		{"cfg", p("cfg.svg"), "split-marked branch"},
		{"ipg", p("ipg.svg"), "IPG of adas::lane_filter"},
		{"wcet-graph", p("wcet-graph.svg"), "sound against the latency table"},
		{"plot-parallel", p("report/fig-6.2a-parallel.svg"), "observed WC (parallel)"},
		{"plot-log", p("report/fig-6.2b-log.svg"), "log scale"},
	}
}

// TestPicturesInBrowser opens every picture type splitwcet draws (the
// report, its assumptions and where-the-time-goes sections, the annotated
// CFG viewer of a role and of a static bound, the CFG, the IPG, wcet's
// graph, the plots) in headless Chromium: each loads without a console
// error, exception or failed request and shows its title's claim (the
// model it is sound against), and its screenshot is written to
// out/screenshots/NAME.png for review (docs/qualification/screenshots.md
// shows them).
// Requirements: REQ-PIC-1, REQ-HEAD-2, REQ-HOT-1 (docs/qualification/requirements.md).
func TestPicturesInBrowser(t *testing.T) {
	chrome, ok := chromiumPath()
	if !ok {
		if os.Getenv(browserEnv) == "require" {
			t.Fatalf("no chromium on PATH, and %s=require: run scripts/deps.sh test", browserEnv)
		}
		t.Skipf("no chromium on PATH (%s=require makes this a failure)", browserEnv)
	}
	testenv.NeedGraphviz(t)
	out, err := filepath.Abs(filepath.Join("..", "..", "out", "screenshots"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	dir, err := filepath.Abs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cases := pictureCases(t, dir)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chrome), chromedp.NoSandbox,
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1280, 860))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	// One browser, a tab of its own for each picture (a context made from
	// the allocator would start a browser per picture).
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", chrome, err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := chromedp.NewContext(bctx)
			defer cancel()
			ctx, cancel = context.WithTimeout(ctx, time.Minute)
			defer cancel()
			var mu sync.Mutex
			var problems []string
			err := chromedp.Listen(ctx, func(ev any) {
				mu.Lock()
				defer mu.Unlock()
				switch ev := ev.(type) {
				case *network.EventLoadingFailed:
					problems = append(problems, "request failed: "+ev.ErrorText)
				case *runtime.EventExceptionThrown:
					problems = append(problems, "exception: "+ev.ExceptionDetails.Text)
				case *runtime.EventConsoleAPICalled:
					if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
						problems = append(problems, fmt.Sprintf("console %s", ev.Type))
					}
				}
			})
			if err != nil {
				t.Fatalf("starting %s: %v", chrome, err)
			}
			page, anchor, _ := strings.Cut(c.page, "#")
			// ":root": an SVG document has no body.
			if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.ToSlash(page)), chromedp.WaitReady(chromedp.CSS(":root"))); err != nil {
				t.Fatalf("%s: %v", c.page, err)
			}
			text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.textContent`))
			if err != nil {
				t.Fatal(err)
			}
			if anchor != "" {
				if err := chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.ID(anchor))); err != nil {
					t.Fatal(err)
				}
			}
			png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			mu.Lock()
			for _, p := range problems {
				t.Errorf("%s: %s", c.page, p)
			}
			mu.Unlock()
			if !strings.Contains(strings.Join(strings.Fields(text), " "), c.want) {
				t.Errorf("%s does not show %q", c.page, c.want)
			}
			if len(png) < 8 || string(png[1:4]) != "PNG" {
				t.Fatalf("%s: the screenshot is not a PNG", c.name)
			}
			if err := os.WriteFile(filepath.Join(out, c.name+".png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}
