package lpsolve_test

import (
	"fmt"
	"log"

	"github.com/splitwcet/splitwcet/ipet/lpsolve"
)

// Maximise 143x + 60y subject to 120x + 210y <= 15000, 110x + 30y <= 4000
// and x + y <= 75.
func ExampleLP() {
	lp, err := lpsolve.New(0, 2)
	if err != nil {
		log.Fatal(err)
	}
	defer lp.Delete()

	must := func(err error) {
		if err != nil {
			log.Fatal(err)
		}
	}
	must(lp.SetColName(0, "x"))
	must(lp.SetColName(1, "y"))
	must(lp.SetObjFn([]float64{143, 60}))
	must(lp.AddConstraint([]float64{120, 210}, lpsolve.LE, 15000))
	must(lp.AddConstraintSparse([]lpsolve.Entry{{Col: 0, Val: 110}, {Col: 1, Val: 30}}, lpsolve.LE, 4000))
	must(lp.AddConstraint([]float64{1, 1}, lpsolve.LE, 75))
	lp.SetMaximize()

	status, err := lp.Solve()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(status)
	fmt.Printf("objective = %.3f\n", lp.Objective())
	for i, v := range lp.Variables() {
		fmt.Printf("%s = %.3f\n", lp.ColName(i), v)
	}
	// Output:
	// OPTIMAL
	// objective = 6315.625
	// x = 21.875
	// y = 53.125
}
