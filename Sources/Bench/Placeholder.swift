// The bench workloads live here.
