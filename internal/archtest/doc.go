// Package archtest holds no code: its tests check that data flows one way
// through splitwcet's packages (docs/architecture.md): cfg → ipg → traces
// → ipet → splitmodel/kernel → splitmodel → cmd, nothing imports upward;
// that internal/ holds leaves only: utilities that import no package of
// splitwcet; that no function of non-test code is longer than 120
// lines (TestShortFunctions); and that the lanes of a wavefront are
// written nowhere but in cfg/isa (TestLanesFromTarget).
package archtest
