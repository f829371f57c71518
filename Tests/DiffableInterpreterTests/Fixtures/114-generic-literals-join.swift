// Arguments of one generic parameter that mix an integer literal and a Double make the
// parameter a Double, and the integer becomes one, as swiftc infers it.
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1, 2.5), pair(2.5, 1), pair(1, 2), pair("a", "b"))
func larger<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
print(larger(3, 2.5), larger(1, 2))
func describe<T>(_ a: T, _ b: T) -> String { "\(type(of: a)) \(a) \(b)" }
print(describe(1, 0.5))
