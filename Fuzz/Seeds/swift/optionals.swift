let xs: [Int?] = [1, nil]
print(xs[0]!, xs[1] ?? 2)
print(xs[1]!)
let d = ["a": 1]
print(d["b"]!)
