package ipet

import (
	"fmt"

	"github.com/splitwcet/splitwcet/ipg"
)

// maxPathLen caps the expanded critical path.
const maxPathLen = 1 << 20

// criticalPath expands edge counts into a walk from start that uses each
// edge exactly counts[e] times: Hierholzer's algorithm on the multigraph
// with counts[e] copies of e. At every IPT it takes the unused edge with
// the lowest ID, so the walk is deterministic. The flow constraints make
// the counts an Euler trail from start to an end as long as every counted
// edge is connected to the start; the warning reports counts that are not.
func criticalPath(g *ipg.Graph, start *ipg.IPT, counts []int64) ([]*ipg.Edge, string) {
	var total int64
	for _, c := range counts {
		total += c
	}
	if total > maxPathLen {
		return nil, fmt.Sprintf("critical path not expanded: %d edge traversals (more than %d)", total, maxPathLen)
	}
	rem := append([]int64(nil), counts...)
	out := make([][]*ipg.Edge, len(g.IPTs))
	for _, e := range g.Edges { // in ID order
		if counts[e.ID] > 0 {
			out[e.From.ID] = append(out[e.From.ID], e)
		}
	}
	next := make([]int, len(g.IPTs))
	type frame struct {
		at  *ipg.IPT
		via *ipg.Edge
	}
	stack := []frame{{at: start}}
	var rev []*ipg.Edge
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		v := top.at.ID
		moved := false
		for next[v] < len(out[v]) {
			e := out[v][next[v]]
			if rem[e.ID] == 0 {
				next[v]++
				continue
			}
			rem[e.ID]--
			stack = append(stack, frame{at: e.To, via: e})
			moved = true
			break
		}
		if !moved {
			stack = stack[:len(stack)-1]
			if top.via != nil {
				rev = append(rev, top.via)
			}
		}
	}
	path := make([]*ipg.Edge, len(rev))
	for i, e := range rev {
		path[len(rev)-1-i] = e
	}
	if int64(len(path)) != total {
		return path, fmt.Sprintf("critical path covers %d of %d edge traversals: the rest form cycles not connected to the start", len(path), total)
	}
	return path, ""
}
