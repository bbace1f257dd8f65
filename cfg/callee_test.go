package cfg

import (
	"sync"
	"testing"
)

// TestCalleeBuiltOnce: a callee's CFG is built on the first request and
// shared: the kernel and its callees (concurrently too) get the same
// graph; a function whose CFG cannot be built gives the same error each
// time.
func TestCalleeBuiltOnce(t *testing.T) {
	fn := func(name, body string) string {
		return "\t.type\t" + name + ",@function\n" + name + ":\n" + body + "\ts_setpc_b64 s[30:31]\n"
	}
	call := func(sym string) string {
		return "\ts_getpc_b64 s[4:5]\n\ts_add_u32 s4, s4, " + sym + "@rel32@lo+4\n\ts_addc_u32 s5, s5, " + sym + "@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[4:5]\n"
	}
	src := fn("f", call("g")) + fn("g", "\tv_mov_b32 v0, 1\n") + "\t.type\th,@function\nh:\n\ts_branch .Lnowhere\n" +
		kernel(call("f")+"\ts_endpgm\n")
	g := build(t, src)
	funcs := map[string]*Graph{}
	for _, f := range g.Func.Funcs {
		if f.IsKernel {
			continue
		}
		var wg sync.WaitGroup
		got := make([]*Graph, 8)
		errs := make([]error, 8)
		for i := range got {
			wg.Go(func() { got[i], errs[i] = g.Callee(f) })
		}
		wg.Wait()
		for i := range got {
			if got[i] != got[0] || errs[i] != errs[0] {
				t.Fatalf("%s: request %d gave another graph or error (%p %v, first %p %v)", f.Name, i, got[i], errs[i], got[0], errs[0])
			}
		}
		if f.Name == "h" {
			if errs[0] == nil {
				t.Errorf("h (a branch to no label) built: %v", got[0])
			}
			continue
		}
		if errs[0] != nil {
			t.Fatalf("%s: %v", f.Name, errs[0])
		}
		funcs[f.Name] = got[0]
	}
	if len(funcs) != 2 {
		t.Fatalf("callees %v", funcs)
	}
	// f's graph asks for g: the graph the kernel got.
	for _, f := range g.Func.Funcs {
		if f.Name == "g" {
			if cg, err := funcs["f"].Callee(f); err != nil || cg != funcs["g"] {
				t.Errorf("g through f: %p %v, want %p", cg, err, funcs["g"])
			}
		}
	}
}
