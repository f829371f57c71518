import FuzzMain

runFuzzer { data, count in
  guard let data else { return 0 }
  return fuzz(UnsafeRawPointer(data), count)
}
