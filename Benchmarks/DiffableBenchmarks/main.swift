print("benchmarks are not built yet")
