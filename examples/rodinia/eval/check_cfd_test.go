package eval

import "testing"

func TestCFD(t *testing.T) { CheckCFD(t, "..", compile(t, "cfd", "cfd")) }
