var a = [1]
for _ in 0..<60 { a = a + a }
let r = Array(0..<1_000_000_000)
let s = String(repeating: "x", count: 1 << 40)
print(a.count, r.count, s.count)
