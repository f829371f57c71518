import DiffableKit

/// The tree-walking evaluator: runs lowered statements over runtime values. It keeps the program's
/// state (globals and declared types) between entries; `Interpreter` runs each entry as a
/// transaction over it.
///
/// Most of its state is marked `@exclusivity(unchecked)`: the evaluator reads and writes it at
/// every step and never holds an access to it across a call back into the program (a value being
/// changed is taken out first: ``modifyBinding(_:in:_:)``), and the run-time check of each access
/// cost a tenth of the time of a call. `identities` keeps the check: it runs the program's `==`
/// while it changes.
final class Evaluator {
  /// The deepest chain of calls before recursion is reported as unbounded.
  static let maximumCallDepth = 3_000
  /// The most elements (or UTF-8 bytes of a string) one value may hold.
  static let maximumValueWeight = 4_000_000

  @exclusivity(unchecked) var types: [String: TypeInfo] = [:] {
    // Whatever was derived from the declarations is derived again after they change.
    didSet { derived = DerivedTypeFacts() }
  }
  /// Whether a type named `name` is declared (by the program or a prelude), asked without
  /// copying its facts out of `types` (a copy retains each of their parts).
  @inline(__always)
  func declaresType(_ name: String) -> Bool { types.index(forKey: name) != nil }
  /// Facts computed from `types` once and reused by every call until a declaration changes.
  @exclusivity(unchecked) var derived = DerivedTypeFacts()
  /// The identities of the values the program put in snapshots (kept for the session: an
  /// identity's number never changes).
  var identities = IdentityClasses()
  /// The session the program's UIKit calls reach.
  weak var uikit: (any UIKitHost)?
  /// The iOS the session imitates (``Interpreter/iOSVersion``).
  var iOSVersion = IOSRelease.latest
  /// UIKit's later members (``Interpreter/laterAPI``).
  var laterAPI: [String: Int] = [:]
  /// The session's `dataSource` and `tableView`, when the program may use them undeclared.
  @exclusivity(unchecked) var sessionObjects: SessionObjects?
  /// The session's `UUID()` and random sequences, when a session drives the interpreter.
  @exclusivity(unchecked) var sessionUUID: (() -> String)?
  @exclusivity(unchecked) var sessionRandom: (() -> UInt64)?
  /// The interpreter's own sequences otherwise (seeded: every run prints the same).
  @exclusivity(unchecked) var uuids = UUIDGenerator()
  /// The next `Date()`, in seconds since 2001-01-01 00:00:00 UTC: 2026-01-01 09:00:00 UTC at first.
  @exclusivity(unchecked) var clock: Double = 788_950_800
  /// Whether the program read the order of a `Dictionary` or `Set` of more than one element.
  @exclusivity(unchecked) var readUnorderedOrder = false
  /// The stored properties of one type read while it is set (``contractWarning(for:at:)``).
  @exclusivity(unchecked) var fieldTrace: FieldTrace?
  /// The identifier types whose `hash(into:)` and `==` were traced already.
  @exclusivity(unchecked) var tracedTypes: Set<String> = []
  @exclusivity(unchecked) var generator = SplitMix64(seed: 0x5EED_D1FF_AB1E)
  /// Whether descriptions leave out the module name (`Fruit(...)`, not `main.Fruit(...)`), as
  /// diffable's reports show a snapshot's identifiers; Swift's `print` keeps it.
  @exclusivity(unchecked) var omitsModuleName = false
  /// The closures `DispatchQueue.main.async` queued, with the place of the call, run after the entry.
  /// `delayed`: queued by `asyncAfter`, run after the work `async` queued.
  @exclusivity(unchecked) var mainQueue: [(work: Value, location: SourceLocation, delayed: Bool)] = []
  /// Whether the program has code that asks a table view for its cells (`cellForRow(at:)`,
  /// `visibleCells`): the checker sets it, and table views keep the cells they show from then on.
  @exclusivity(unchecked) var keepsCells = false
  /// The cells the cell provider made during the apply under way, by item: the table keeps them
  /// once the apply is made.
  @exclusivity(unchecked) var cellsOfApply: [SnapshotIdentifier: TableCells.Shown] = [:]
  /// The table views whose data source is the program's own object, which load their rows.
  @exclusivity(unchecked) var tablesWithProgramDataSource: [UIKitObject] = []
  /// The table views that have handed the program cells, whose changes are looked for.
  @exclusivity(unchecked) var tablesHandingOutCells: [UIKitObject] = []
  let globals: Environment
  @exclusivity(unchecked) var journal = Journal()
  /// Whether a top-level statement of the running entry ran to its end after changing what was
  /// there before the entry (see ``Interpreter/failedEntryHadChanges``).
  @exclusivity(unchecked) var completedChanges = false
  /// The current entry's number; scopes and objects remember the entry that made them.
  @exclusivity(unchecked) var generation = 0
  @exclusivity(unchecked) var callDepth = 0
  /// Where `print` writes.
  @exclusivity(unchecked) var output: (String) -> Void = { _ in }
  /// Asked at every loop turn and call: true stops the program (Ctrl-C).
  @exclusivity(unchecked) var shouldStop: () -> Bool = { false }
  /// The names of the program's mutating methods: a call of one changes its receiver in place.
  /// (Kept when an entry fails: a name too many only sends a call down the in-place path.)
  @exclusivity(unchecked) var mutatingMethodNames: Set<String> = []
  /// The properties and variables whose observers are running: setting one of them inside does
  /// not observe again (another object's property of that name does).
  @exclusivity(unchecked) var activeObservers: [ObservedPlace] = []

  /// A property of one object (or of a struct of one type), or a variable of one scope.
  struct ObservedPlace: Equatable {
    /// The object or scope; nil for a struct's property.
    var owner: ObjectIdentifier?
    var typeName: String
    var name: String

    /// The variable `name` of `scope`.
    static func variable(_ name: String, of scope: Environment) -> Self {
      Self(owner: ObjectIdentifier(scope), typeName: "", name: name)
    }
  }
  /// The declared result types of the functions running, innermost last: the context of `return`.
  @exclusivity(unchecked) var resultTypes: [TypeName?] = []
  /// Aliases of library types (`typealias ID = Int`).
  @exclusivity(unchecked) var aliases: [String: TypeName] = [:]
  /// Globals declared with a getter: reading one runs it.
  @exclusivity(unchecked) var computedGlobals: Set<String> = []

  init() {
    globals = Environment(parent: nil, generation: 0)
  }

  // MARK: - Limits

  /// Stops the program if the user asked to.
  func checkInterruption(at location: SourceLocation) throws {
    if shouldStop() { throw InterpreterError.interrupted(at: location) }
  }

  /// Refuses a value that outgrows the memory budget.
  func checkWeight(_ value: Value, at location: SourceLocation) throws -> Value {
    try checkWeight(value.weight, at: location)
    return value
  }

  /// Refuses to build a value of `weight` elements (or UTF-8 bytes) when it would outgrow the budget;
  /// asked before the value is built.
  func checkWeight(_ weight: Int, at location: SourceLocation) throws {
    if weight > Self.maximumValueWeight {
      throw InterpreterError.limit(
        "this value outgrows diffable's memory budget (\(Self.maximumValueWeight) elements)", at: location)
    }
  }

  // MARK: - Variables

  /// Declares `name` in `environment`, journalling the change if the scope is older than this entry.
  /// `type` is what later assignments are checked against (``Binding/type``).
  func define(
    _ name: String, _ value: Value, isLet: Bool, type: TypeName? = nil, optionality: Optionality = .none,
    in environment: Environment
  ) {
    if environment.generation < generation { journal.willChange(environment, name) }
    environment.bindings[name] = Binding(value: value, isLet: isLet, type: type, optionality: optionality)
  }

  /// Binds a name in a scope this entry made and that does not bind it yet (a call's `self` and
  /// parameters): nothing to journal, nothing to search for. (`_`, which several parameters may
  /// be named, is bound as `define` binds it.)
  func defineNew(
    _ name: String, _ value: Value, isLet: Bool, type: TypeName? = nil, optionality: Optionality = .none,
    in scope: Environment
  ) {
    assert(scope.generation == generation)
    let binding = Binding(value: value, isLet: isLet, type: type, optionality: optionality)
    if name == "_" {
      scope.bindings[name] = binding
    } else {
      scope.bindings.appendNew(name, binding)
    }
  }

  /// Changes a variable in place, journalled. The value is taken out while `body` runs, so that
  /// an array or struct is changed without a copy and no access to the scope stays open across
  /// user code (which Swift's exclusivity checks would stop).
  func modifyBinding<R>(_ name: String, in scope: Environment, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    if scope.generation < generation { journal.willChange(scope, name) }
    guard let position = scope.bindings.position(of: name), scope.bindings.isBound(at: position) else {
      var value = Value.void
      return try body(&value)
    }
    var value = Value.void
    swap(&value, &scope.bindings[at: position]!.value)
    defer { scope.bindings[at: position]?.value = value }
    return try body(&value)
  }

  /// Changes an object's field in place, journalled, as `modifyBinding` does.
  func modifyField<R>(_ object: Object, _ name: String, _ body: (inout Value) throws -> R) rethrows -> R {
    if object.generation < generation { journal.willChange(object, name) }
    guard let position = object.fields.position(of: name) else {
      var value = Value.void
      defer { object.fields[name] = value }
      return try body(&value)
    }
    var value = object.fields[at: position] ?? .void
    object.fields[at: position] = .void
    defer { object.fields[at: position] = value }
    return try body(&value)
  }

  // MARK: - Blocks

  /// Runs statements in a new scope.
  func executeBlock(_ statements: [Statement], in parent: Environment) throws -> Completion {
    try execute(statements, in: Environment(parent: parent, generation: generation))
  }

  /// Runs statements in `environment`: functions and types first (so they may be used before their
  /// declaration, as in a Swift file), then the rest in order, with `defer` bodies run on the way out.
  func execute(_ statements: [Statement], in environment: Environment) throws -> Completion {
    try declareFunctionsAndTypes(statements, in: environment)
    if environment.isGlobal { declareToSession(statements) }
    var deferred: [[Statement]] = []
    var completion = Completion.normal
    do {
      for statement in statements {
        if case .defer(let body) = statement.kind {
          deferred.append(body)
          continue
        }
        completion = try execute(statement, in: environment)
        // A top-level statement that ran to its end and changed what was there before the entry:
        // an error after it takes that back (the shell says so).
        if environment.isGlobal && !journal.isEmpty { completedChanges = true }
        if case .normal = completion { continue }
        break
      }
    } catch {
      try runDeferred(deferred, in: environment)
      throw error
    }
    try runDeferred(deferred, in: environment)
    return completion
  }

  private func runDeferred(_ deferred: [[Statement]], in environment: Environment) throws {
    for body in deferred.reversed() {
      _ = try executeBlock(body, in: environment)
    }
  }

  /// Declares the block's functions and types before its statements run.
  private func declareFunctionsAndTypes(_ statements: [Statement], in environment: Environment) throws {
    for statement in statements {
      switch statement.kind {
      case .type(let declaration): try declare(declaration, outer: nil)
      case .typeAlias(let name, let type): declareAlias(name, type)
      default: continue
      }
    }
    shadowGenericParameters(of: statements)
    for statement in statements {
      switch statement.kind {
      case .extension(let declaration): try declare(declaration)
      case .function(let function): declareFunction(function, in: environment)
      default: continue
      }
    }
  }

  /// Binds a function's name; a second function of the same name in the same scope makes an overload set.
  func declareFunction(_ function: FunctionDeclaration, in environment: Environment) {
    let closure = Function.closure(function, environment)
    guard case .function(let existing)? = environment.bindings[function.name]?.value else {
      define(function.name, .function(closure), isLet: true, in: environment)
      return
    }
    var list: [Function]
    switch existing {
    case .overloads(let functions): list = functions
    default: list = [existing]
    }
    // A function declared again with the same labels and parameter types replaces the old one (as
    // a REPL redeclaration does); one whose types differ is an overload.
    list.removeAll {
      if case .closure(let other, _) = $0 {
        return other === function || other.hasSameParameters(as: function)
      }
      return false
    }
    list.append(closure)
    define(
      function.name, .function(list.count == 1 ? closure : .overloads(list)), isLet: true, in: environment)
  }
}
