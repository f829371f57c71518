let a = [1, 2, 3, 4]
print(a[1...], a[0..<2], a[3...])
for (i, x) in zip(1..., a) { print(i, x) }
for n in 1... { if n > 2 { break } }
print((1...).prefix(2).map { $0 }, (0..<9).dropFirst(7).map { $0 })
let r = 2...5
print(r.contains(3), r.count, Array(r.reversed()))
