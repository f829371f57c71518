// Names bound inside 'var' are variables: 'for var', a tuple's 'var' element, 'case var', a
// payload's 'var'.
struct Item { var n: Int }
let arr = [Item(n: 1), Item(n: 2)]
for var item in arr { item.n += 10; print(item.n) }
for (i, var item) in arr.enumerated() { item.n = i; print(item.n) }
let maybe: Int? = 3
if case var .some(x) = maybe { x += 1; print(x) }
switch maybe {
case var y?: y *= 2; print(y);
case nil: break
}
enum E { case v(Int) }
if case .v(var z) = E.v(5) { z -= 1; print(z) }
for item in arr { print(item.n) }
