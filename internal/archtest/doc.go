// Package archtest holds no code: its test checks that data flows one way
// through splitwcet's packages (docs/architecture.md): cfg → ipg → traces
// → ipet → internal/kernel → splitmodel → cmd, nothing imports upward.
package archtest
