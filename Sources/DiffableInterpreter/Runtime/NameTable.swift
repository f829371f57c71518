/// Values by name: a scope's variables, an instance's fields. Most tables hold a few names, found
/// faster by comparing them in turn than by hashing the name (a hash costs a seeded SipHash of the
/// whole string at every read); a table that grows past a few names (the globals) keeps a hash
/// index besides.
///
/// The names are a layout of their own, which every instance of a type shares with its template
/// (``InstanceTemplate/fields``) until a name is added: an instance costs its values only. A
/// removed name keeps its slot, empty, so that positions never move.
struct NameTable<Element> {
  private var layout: NameLayout
  /// The value of the name at the same position; nil where it was removed or not set yet.
  private var slots: [Element?]

  /// An empty table.
  init() {
    layout = NameLayout.empty
    slots = []
  }

  /// A table with `names`, each without a value yet; `typeName` names the type whose instances
  /// it holds the fields of.
  init(layout names: [String], typeName: String = "") {
    layout = NameLayout(names: names, typeName: typeName)
    slots = Array(repeating: nil, count: names.count)
  }

  /// The type whose fields the table holds ("" for none), kept in the shared layout so that a
  /// struct's value costs its fields only.
  var typeName: String {
    get { layout.typeName }
    set {
      guard newValue != layout.typeName else { return }
      layout = NameLayout(names: layout.names, typeName: newValue, typeArguments: layout.typeArguments)
    }
  }

  /// The type arguments of the generic struct or class whose fields the table holds
  /// (`Box<Int>`'s `Int`), in its generic parameters' order; empty for any other type. Kept in the
  /// layout beside the type's name: an instance of a generic type has a layout of its own.
  var typeArguments: [TypeName] {
    get { layout.typeArguments }
    set {
      guard newValue != layout.typeArguments else { return }
      layout = NameLayout(names: layout.names, typeName: layout.typeName, typeArguments: newValue)
    }
  }

  /// The names in the order they were first given a value, removed ones included.
  var names: [String] { layout.names }

  /// The position of `name`, set or not.
  @inline(__always)
  func position(of name: String) -> Int? {
    layout.position(of: name)
  }

  /// The value of `name`; setting nil removes it.
  subscript(name: String) -> Element? {
    get {
      guard let position = position(of: name) else { return nil }
      return slots[position]
    }
    set {
      if let position = position(of: name) {
        slots[position] = newValue
      } else if let newValue {
        if !isKnownUniquelyReferenced(&layout) {
          layout = NameLayout(
            names: layout.names, typeName: layout.typeName, typeArguments: layout.typeArguments)
        }
        layout.append(name)
        slots.append(newValue)
      }
    }
  }

  /// The value at a position `position(of:)` gave, changed in place.
  subscript(at position: Int) -> Element? {
    get { slots[position] }
    _modify { yield &slots[position] }
  }

  /// Whether the name at a position `position(of:)` gave has a value (a pattern rather than
  /// `!= nil`, whose generic comparison copies the value out).
  @inline(__always)
  func isSet(at position: Int) -> Bool {
    if case .some = slots[position] { return true }
    return false
  }

  /// Whether `name` has a value.
  func isSet(_ name: String) -> Bool {
    guard let position = position(of: name) else { return false }
    return isSet(at: position)
  }

  /// Makes room for `capacity` names.
  mutating func reserveCapacity(_ capacity: Int) {
    if isKnownUniquelyReferenced(&layout) { layout.names.reserveCapacity(capacity) }
    slots.reserveCapacity(capacity)
  }

  /// How many names have a value.
  var count: Int { slots.reduce(0) { $1 == nil ? $0 : $0 + 1 } }

  /// The names that have a value, in order.
  var keys: [String] { zip(layout.names, slots).compactMap { $1 == nil ? nil : $0 } }

  /// The values, in the order of their names.
  var values: [Element] { slots.compactMap { $0 } }
}

/// The names of a ``NameTable``, shared by the tables made from one template.
final class NameLayout {
  fileprivate(set) var names: [String]
  /// The type of the instances whose fields the layout names ("" for none).
  let typeName: String
  /// The type arguments of a generic type's instance (see ``NameTable/typeArguments``).
  let typeArguments: [TypeName]
  private var index: [String: Int]?

  /// The layout of empty tables, copied by the first name added.
  nonisolated(unsafe) static let empty = NameLayout(names: [])

  /// How many names a layout holds before it keeps a hash index.
  private static var indexThreshold: Int { 12 }

  init(names: [String], typeName: String = "", typeArguments: [TypeName] = []) {
    self.names = names
    self.typeName = typeName
    self.typeArguments = typeArguments
    if names.count > Self.indexThreshold { buildIndex() }
  }

  @inline(__always)
  func position(of name: String) -> Int? {
    if let index { return index[name] }
    var position = 0
    let count = names.count
    while position < count {
      if names[position] == name { return position }
      position += 1
    }
    return nil
  }

  fileprivate func append(_ name: String) {
    names.append(name)
    if index != nil {
      index?[name] = names.count - 1
    } else if names.count > Self.indexThreshold {
      buildIndex()
    }
  }

  private func buildIndex() {
    var built: [String: Int] = [:]
    built.reserveCapacity(names.count * 2)
    for (position, name) in names.enumerated() where built[name] == nil { built[name] = position }
    index = built
  }
}

extension NameTable: Sequence {
  /// Each name that has a value, with it, in order.
  func makeIterator() -> AnyIterator<(key: String, value: Element)> {
    let names = layout.names
    let slots = slots
    var position = 0
    return AnyIterator {
      while position < names.count {
        defer { position += 1 }
        if let value = slots[position] { return (names[position], value) }
      }
      return nil
    }
  }
}

extension NameTable: ExpressibleByDictionaryLiteral {
  init(dictionaryLiteral elements: (String, Element)...) {
    self.init()
    for (name, value) in elements { self[name] = value }
  }
}
