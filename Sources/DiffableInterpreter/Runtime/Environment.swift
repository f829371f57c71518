/// A variable's current value and whether it may be assigned again.
struct Binding {
  var value: Value
  var isLet: Bool
  /// Whether the variable was declared `T?` (or inferred from an optional) or `T!`. (Beside
  /// `isLet`, where it takes no room of its own.)
  var optionality: Optionality
  /// The type the variable was declared with, or inferred from its first value when that is
  /// plain (an Int, a String, a value of the program's struct or enum): what a value assigned to
  /// it is checked against. Nil where the interpreter cannot tell.
  var type: TypeName?
  /// Boxed: few variables have observers, and every binding is copied in and out of its scope.
  private var observerBox: ObserverBox?

  init(value: Value, isLet: Bool, type: TypeName? = nil, optionality: Optionality = .none) {
    self.value = value
    self.isLet = isLet
    self.type = type
    self.optionality = optionality
  }

  /// A variable's own `willSet`/`didSet`, run when it is assigned.
  var observers: Accessors? {
    get { observerBox?.accessors }
    set { observerBox = newValue.map(ObserverBox.init) }
  }

  private final class ObserverBox {
    let accessors: Accessors
    init(_ accessors: Accessors) { self.accessors = accessors }
  }
}

/// A scope's variables, chained to the scope around it (jlox's environments). Closures keep the
/// environment they were made in, so a captured variable is shared, as Swift captures by reference.
///
/// `bindings` is not checked for exclusive access at run time (see ``Evaluator``): a binding being
/// changed is taken out of the table first.
final class Environment {
  @exclusivity(unchecked) var bindings = BindingTable()
  let parent: Environment?
  /// The entry that made this scope: writes to scopes made by an earlier entry are journalled.
  let generation: Int
  /// A type's method body: names not found below this scope are looked up as members of `self`
  /// before the globals.
  @exclusivity(unchecked) var isMethodScope = false
  /// The scope of one call of a function or closure (its parameters): the boundary of what runs
  /// inside an initializer (a closure made in `init` and called later is not the initializer).
  @exclusivity(unchecked) var isCallScope = false
  /// In a method's scope, the type that declares the method (a protocol for its extension's):
  /// the type a call on `self` sees.
  @exclusivity(unchecked) var methodOwner: String?

  init(parent: Environment?, generation: Int) {
    self.parent = parent
    self.generation = generation
  }

  /// The innermost scope that declares `name`, stopping before the globals when `stopAtGlobals`.
  func scope(declaring name: String) -> Environment? {
    var scope: Environment? = self
    while let current = scope {
      if current.bindings.contains(name) { return current }
      scope = current.parent
    }
    return nil
  }

  /// Whether this is the outermost scope, which holds the program's globals.
  var isGlobal: Bool { parent == nil }
}

/// A scope's variables by name. A scope declares a few, found faster by comparing names in turn
/// than by hashing them (a seeded SipHash of the whole name at every read); past a dozen (the
/// globals) a hash index is kept besides. A removed variable keeps its slot, empty, so that
/// positions never move.
struct BindingTable {
  private struct Entry {
    var name: String
    var binding: Binding?
  }

  private var entries: [Entry] = []
  private var index: [String: Int]?

  private static var indexThreshold: Int { 12 }

  /// The position of `name`, bound or not.
  @inline(__always)
  func position(of name: String) -> Int? {
    if let index { return index[name] }
    var position = 0
    let count = entries.count
    while position < count {
      if entries[position].name == name { return position }
      position += 1
    }
    return nil
  }

  /// Whether `name` is bound.
  @inline(__always)
  func contains(_ name: String) -> Bool {
    guard let position = position(of: name) else { return false }
    return isBound(at: position)
  }

  /// The binding of `name`; setting nil removes it.
  subscript(name: String) -> Binding? {
    get {
      guard let position = position(of: name) else { return nil }
      return entries[position].binding
    }
    set {
      if let position = position(of: name) {
        entries[position].binding = newValue
      } else if let newValue {
        entries.append(Entry(name: name, binding: newValue))
        if index != nil {
          index?[name] = entries.count - 1
        } else if entries.count > Self.indexThreshold {
          var built: [String: Int] = [:]
          for (position, entry) in entries.enumerated() { built[entry.name] = position }
          index = built
        }
      }
    }
  }

  /// Binds a name this table has never held (a call's parameters in its new scope), without
  /// searching for it first.
  @inline(__always)
  mutating func appendNew(_ name: String, _ binding: Binding) {
    assert(position(of: name) == nil, "\(name) is bound already")
    guard index == nil, entries.count < Self.indexThreshold else {
      self[name] = binding
      return
    }
    entries.append(Entry(name: name, binding: binding))
  }

  /// The value bound at a position `position(of:)` gave, or nil when it was removed.
  @inline(__always)
  func value(at position: Int) -> Value? {
    entries[position].binding?.value
  }

  /// Whether `name` is bound to a `let`, read without copying its value.
  @inline(__always)
  func isLet(_ name: String) -> Bool {
    guard let position = position(of: name) else { return false }
    return entries[position].binding?.isLet == true
  }

  /// Whether the variable at a position is a `let`, read without copying its value.
  @inline(__always)
  func isLet(at position: Int) -> Bool {
    entries[position].binding?.isLet == true
  }

  /// Whether the position holds a binding (not a removed one).
  @inline(__always)
  func isBound(at position: Int) -> Bool {
    // A pattern rather than `!= nil`, whose generic comparison copies the binding out.
    if case .some = entries[position].binding { return true }
    return false
  }

  /// The declared type of the variable at a position, read without copying its value.
  @inline(__always)
  func type(at position: Int) -> TypeName? {
    entries[position].binding?.type
  }

  /// How the variable at a position was declared optional, read without copying its value.
  @inline(__always)
  func optionality(at position: Int) -> Optionality {
    entries[position].binding?.optionality ?? .none
  }

  /// The observers of the variable at a position.
  func observers(at position: Int) -> Accessors? {
    entries[position].binding?.observers
  }

  /// The binding at a position `position(of:)` gave, changed in place.
  subscript(at position: Int) -> Binding? {
    get { entries[position].binding }
    _modify { yield &entries[position].binding }
  }

  /// Whether `name` is the only name this table has held (so that binding it again overwrites it
  /// in place).
  func holdsOnly(_ name: String?) -> Bool {
    guard let name, entries.count == 1, index == nil else { return false }
    return entries[0].name == name
  }

  /// Removes every variable, keeping the storage for the next ones.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    index = nil
  }

  /// Makes room for `capacity` variables.
  mutating func reserveCapacity(_ capacity: Int) {
    entries.reserveCapacity(capacity)
  }
}

extension BindingTable: Sequence {
  /// Each bound name with its binding, in the order they were first bound.
  func makeIterator() -> AnyIterator<(key: String, value: Binding)> {
    var iterator = entries.makeIterator()
    return AnyIterator {
      while let entry = iterator.next() {
        if let binding = entry.binding { return (entry.name, binding) }
      }
      return nil
    }
  }
}
