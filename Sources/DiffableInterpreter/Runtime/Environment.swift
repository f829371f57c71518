/// A variable's current value and whether it may be assigned again.
struct Binding {
  var value: Value
  var isLet: Bool
  /// A variable's own `willSet`/`didSet`, run when it is assigned.
  var observers: Accessors?
}

/// A scope's variables, chained to the scope around it (jlox's environments). Closures keep the
/// environment they were made in, so a captured variable is shared, as Swift captures by reference.
final class Environment {
  var bindings: [String: Binding] = [:]
  let parent: Environment?
  /// The entry that made this scope: writes to scopes made by an earlier entry are journalled.
  let generation: Int
  /// A type's method body: names not found below this scope are looked up as members of `self`
  /// before the globals.
  var isMethodScope = false

  init(parent: Environment?, generation: Int) {
    self.parent = parent
    self.generation = generation
  }

  /// The innermost scope that declares `name`, stopping before the globals when `stopAtGlobals`.
  func scope(declaring name: String) -> Environment? {
    var scope: Environment? = self
    while let current = scope {
      if current.bindings[name] != nil { return current }
      scope = current.parent
    }
    return nil
  }

  /// Whether this is the outermost scope, which holds the program's globals.
  var isGlobal: Bool { parent == nil }
}
