// The exact solvers live here.
