// Generic types and functions with requirements, met the ways app code meets them: declared
// conformances, the ones Swift synthesizes (an enum without payloads, arrays and optionals of
// Hashable values), the library's values, and a generic parameter's own constraints.
import Foundation

protocol Describable {
  var summary: String { get }
}

struct Contact: Hashable, Identifiable, Describable {
  let id: Int
  var name: String
  var summary: String { "#\(id) \(name)" }
}

enum Filter: String, CaseIterable {
  case all, favorites, recent
}

struct Note {
  typealias ID = String
  let id: ID
  var text: String
}

struct Section<Item: Hashable> {
  let title: String
  var items: [Item]

  var distinctCount: Int { Set(items).count }

  func contains(_ item: Item) -> Bool { items.contains(item) }
}

struct Store<Key: Hashable, Value> {
  private var storage: [Key: Value] = [:]

  var count: Int { storage.count }

  mutating func set(_ value: Value, for key: Key) { storage[key] = value }

  func value(for key: Key) -> Value? { storage[key] }

  mutating func removeValue(for key: Key) -> Value? { storage.removeValue(forKey: key) }
}

final class Cache<Key, Value> where Key: Hashable {
  private var entries: [Key: Value] = [:]
  private(set) var misses = 0

  func value(for key: Key, orMake make: () -> Value) -> Value {
    if let found = entries[key] { return found }
    misses += 1
    let made = make()
    entries[key] = made
    return made
  }
}

struct Labeled<Content: Describable & Hashable>: Hashable {
  let content: Content
  var label: String { "[" + content.summary + "]" }
}

func uniqued<T>(_ items: [T]) -> [T] where T: Hashable {
  var seen: Set<T> = []
  return items.filter { seen.insert($0).inserted }
}

func grouped<T, K>(_ items: [T], by key: (T) -> K) -> [K: [T]] where K: Hashable {
  Dictionary(grouping: items, by: key)
}

func position<T: Equatable>(of item: T, in items: [T]) -> Int? {
  items.firstIndex(of: item)
}

func describeAll<T: Describable>(_ items: [T]) -> [String] {
  items.map(\.summary)
}

func largest<T>(_ items: [T]) -> T? where T: Comparable {
  items.max()
}

func countDistinct<Element: Hashable>(_ items: [Element]) -> Int {
  uniqued(items).count
}

func pairs<A: Hashable, B: Hashable>(_ a: [A], _ b: [B]) -> Int {
  countDistinct(a) * countDistinct(b)
}

let ada = Contact(id: 1, name: "Ada")
let alan = Contact(id: 2, name: "Alan")
let contacts = Section(title: "People", items: [ada, alan, ada])
print(contacts.title, contacts.items.count, contacts.distinctCount, contacts.contains(alan))

let filters = Section(title: "Filters", items: Filter.allCases)
print(filters.items.map(\.rawValue), filters.contains(.recent))

let numbers: Section<Int> = Section(title: "Numbers", items: [3, 1, 3])
print(numbers.distinctCount)

let rows = Section<[Int]>(title: "Rows", items: [[1], [1], [2]])
print(rows.distinctCount)

let maybes = Section(title: "Maybe", items: [Optional(1), nil, 1])
print(maybes.distinctCount)

var names = Store<Contact.ID, String>()
names.set("Ada", for: ada.id)
names.set("Alan", for: alan.id)
print(names.count, names.value(for: 2) ?? "none", names.value(for: 3) ?? "none")
print(names.removeValue(for: 1) ?? "none", names.count)

var notes = Store<Note.ID, Note>()
notes.set(Note(id: "n1", text: "Buy milk"), for: "n1")
print(notes.value(for: "n1")?.text ?? "")

var byFilter = Store<Filter, [Contact]>()
byFilter.set([ada], for: .favorites)
print(byFilter.value(for: .favorites)?.count ?? 0, byFilter.value(for: .all)?.count ?? 0)

let ids = Store<UUID, Int>()
print(ids.count)

let cache = Cache<String, Int>()
print(cache.value(for: "a") { 1 }, cache.value(for: "a") { 2 }, cache.misses)

let labeled = Labeled(content: ada)
print(labeled.label, Set([labeled, Labeled(content: ada)]).count)

print(uniqued([3, 1, 3, 2, 1]))
print(uniqued(["b", "a", "b"]))
print(uniqued([Filter.recent, .all, .recent]).map(\.rawValue))
print(uniqued([ada, alan, ada]).map(\.name))

let byInitial = grouped([ada, alan], by: { $0.name.prefix(1) == "A" })
print(byInitial[true]?.count ?? 0, byInitial[false]?.count ?? 0)
let byLength = grouped(["one", "two", "three"]) { $0.count }
print(byLength.keys.sorted(), byLength[3] ?? [])

print(position(of: alan, in: [ada, alan]) ?? -1, position(of: "z", in: ["a"]) ?? -1)
print(describeAll([ada, alan]))
print(largest([4, 9, 2]) ?? 0, largest(["pear", "apple"]) ?? "", largest([Int]()) ?? 0)
print(countDistinct([ada.id, alan.id, ada.id]), pairs([1, 2], ["a", "a"]))

var contactIDs: [Contact.ID] = [ada.id]
contactIDs.append(alan.id)
var noteIDs: [Note.ID] = ["n1"]
noteIDs.append("n2")
print(contactIDs, noteIDs)
