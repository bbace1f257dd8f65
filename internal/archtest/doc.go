// Package archtest holds no code: its test checks that data flows one way
// through splitwcet's packages (docs/architecture.md): cfg → ipg → traces
// → ipet → splitmodel/kernel → splitmodel → cmd, nothing imports upward;
// and that internal/ holds leaves only: utilities that import no package
// of splitwcet.
package archtest
