// Package choose picks the branches to mark for wavefront splitting (MODE
// bit 21) so that the kernel-level bound of thesis Eq. 5.4 is smallest: the
// split-point choice the thesis leaves open (4.5, 7.2; model.md §5). It
// owns
//
//   - the candidates: the if-type exec-skip branches a marking may split at
//     (candidates.go);
//   - the analytic prediction of a marking's Eq. 5.4 bound from one unsplit
//     simulation's segment weights, without simulating the marking
//     (predict.go);
//   - the search over markings: exhaustive for few candidates, else a
//     screened greedy with a removal pass, plus the baselines (no
//     splitting, first-S, the thesis' guidance) (search.go);
//   - the emitter that rewrites a kernel's assembly with exactly a given
//     marking, and its round-trip check (emit.go);
//   - the pipeline of 'splitwcet choose': simulate unsplit, predict,
//     search, confirm the best markings and the baselines by simulation
//     and choose the best simulated bound (choose.go).
//
// docs/choose.md describes the model and the search.
package choose
