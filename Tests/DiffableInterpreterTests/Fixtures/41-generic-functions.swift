// Generic functions as helpers in app code write them: type parameters with constraints and where
// clauses, closures over the generic type, and a generic result made into a dictionary.
func firstMatch<T>(_ items: [T], where predicate: (T) -> Bool) -> T? {
  for item in items where predicate(item) { return item }
  return nil
}
func pairUp<A, B: Hashable>(_ a: [A], _ b: [B]) -> [B: A] {
  Dictionary(uniqueKeysWithValues: zip(b, a))
}
func describeAll<Item: CustomStringConvertible>(_ items: [Item]) -> String where Item: Equatable {
  items.map(\.description).joined(separator: "|")
}
struct Tag: CustomStringConvertible, Equatable { var name: String; var description: String { "#" + name } }
print(firstMatch([3, 8, 10]) { $0 % 2 == 0 } as Any, pairUp(["x", "y"], [1, 2])[2]!)
print(describeAll([Tag(name: "a"), Tag(name: "b")]), firstMatch(["a"], where: { $0.isEmpty }) as Any)
