package roles

// chain numbers sequences of comparable steps without building a string
// per sequence: a sequence's number is its last step's, and each step is
// keyed by the number of the sequence before it (-1 for the first). Two
// sequences get the same number exactly when they are equal step by step.
// Numbers are given in the order sequences' steps are first met; a prefix
// of a sequence has a number of its own.
type chain[T comparable] struct {
	ids map[link[T]]int
}

type link[T comparable] struct {
	prev int
	step T
}

// then is the number of the sequence prev (-1: the empty one) followed by
// step.
func (c *chain[T]) then(prev int, step T) int {
	k := link[T]{prev, step}
	id, ok := c.ids[k]
	if !ok {
		if c.ids == nil {
			c.ids = map[link[T]]int{}
		}
		id = len(c.ids)
		c.ids[k] = id
	}
	return id
}
