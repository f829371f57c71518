func f(_ n: Int) -> Int { n == 0 ? 0 : 1 + f(n - 1) }
print(f(100))
print(f(1_000_000))
let g: (Int) -> Int = { $0 }
print(g(1))
