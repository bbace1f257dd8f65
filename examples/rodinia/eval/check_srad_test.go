package eval

import "testing"

func TestSrad(t *testing.T) { CheckSrad(t, "..", compile(t, "srad", "srad")) }
