class A { var next: A?; var n = 0; init(_ n: Int) { self.n = n } }
class B: A { override init(_ n: Int) { super.init(n * 2) } }
let a = B(1); a.next = a
print(a.next!.next!.n)
