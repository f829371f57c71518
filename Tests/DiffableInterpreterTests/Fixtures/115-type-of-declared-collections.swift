// type(of:) of a variable declared as a collection names the declared element type, which its
// values do not tell: an [Animal] holding a Dog, a [P] of structs, an [Any] of Ints; undeclared,
// a generic parameter's or an alias's, the elements' own.
class Animal {}
class Dog: Animal {}
protocol P {}
struct S: P {}
struct Outer { struct Inner {} }
let animals: [Animal] = [Dog()]
let ps: [P] = [S()]
let xs: [Any] = [1, 2]
let ys = [1, 2]
let byName: [String: Animal] = ["a": Dog()]
print(type(of: animals), type(of: ps), type(of: xs), type(of: ys), type(of: byName))
let a: Animal = Dog()
print(type(of: a))
let inner: [Outer.Inner] = [Outer.Inner()]
func f<T>(_ values: [T]) { print(type(of: values)) }
f([1.5])
var tags: Set<String> = ["a"]
var nested: [[Any]] = [[1]]
print(type(of: inner), type(of: tags), type(of: nested))
