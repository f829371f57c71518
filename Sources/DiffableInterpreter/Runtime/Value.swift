/// A runtime value. Structs, arrays, dictionaries and sets are Swift values here too, so that a
/// copy is a copy (copy-on-write keeps it cheap); class instances are `Object` references.
/// The common cases hold their values inline (an Int costs no allocation) in at most two words;
/// the large and rare ones (optionals, ranges, enum cases, functions, snapshots) are boxed, so
/// that every value, and every element of an array of values, is three words rather than
/// sixteen.
enum Value {
  /// `()`, what a function without a result returns.
  case void
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case character(Character)
  case array([Value])
  case dictionary(HashedStore)
  case set(HashedStore)
  /// An optional: `.optional(nil)` is `nil`.
  indirect case optional(Value?)
  /// A tuple with its labels (nil where unlabelled).
  case tuple([Value], [String?])
  /// `lower..<upper` or `lower...upper`.
  indirect case range(Int, Int, closed: Bool)
  /// `stride(from:to:by:)` and `stride(from:through:by:)`, as the values they yield.
  case stride([Value])
  case structure(StructValue)
  indirect case enumCase(EnumValue)
  case object(Object)
  indirect case function(Function)
  /// A type used as a value: `Int.self`, or the base of a static member.
  case type(TypeName)
  /// The `Hasher` a `hash(into:)` combines values into.
  case hasher([HashKey])
  /// A `lazy var` not read yet.
  case lazyPending
  /// An `NSDiffableDataSourceSnapshot`.
  indirect case snapshot(SnapshotValue)
  /// An instance of a UIKit class of the stand-ins (a table view, a data source).
  case uikit(UIKitObject)

  /// Whether this is a `lazy var` not read yet.
  var isLazyPending: Bool {
    if case .lazyPending = self { return true }
    return false
  }

  /// The wrapped value of an optional, or the value itself.
  var unwrappedOnce: Value? {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// The kinds of value that are changed in place.
  enum Shape {
    case array, dictionary, set, string, structure, object, tuple, type, snapshot, other
  }

  /// Which kind of value this is. Code that changes a value in place switches over this rather
  /// than over the value, because a `switch` over the value keeps a copy alive through the case,
  /// and that copy makes every change copy the whole storage.
  var shape: Shape {
    switch self {
    case .array: .array
    case .dictionary: .dictionary
    case .set: .set
    case .string: .string
    case .structure: .structure
    case .object: .object
    case .tuple: .tuple
    case .type: .type
    case .snapshot: .snapshot
    default: .other
    }
  }

  /// The field of a struct or object, if it has one of that name.
  func field(_ name: String) -> Value? {
    switch self {
    case .structure(let instance): instance.fields[name]
    case .object(let object): object.fields[name]
    default: nil
    }
  }

  /// Whether this is a class instance.
  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// Whether it is a type used as a value (`self` in a static method).
  var isType: Bool {
    if case .type = self { return true }
    return false
  }

  /// Whether it is an instance of a struct, enum or class (of the program or the prelude): a
  /// value whose type may declare operators.
  var isNominalInstance: Bool {
    switch self {
    case .structure, .enumCase, .object: true
    default: false
    }
  }

  /// Whether this is `nil`.
  var isNil: Bool {
    if case .optional(nil) = self { return true }
    return false
  }

  /// The name of the value's nominal type, used to find its members.
  var typeName: String {
    switch self {
    case .void: "Void"
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .character: "Character"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .set: "Set"
    case .optional: "Optional"
    case .tuple: "Tuple"
    case .range(_, _, let closed): closed ? "ClosedRange" : "Range"
    case .stride: "StrideTo"
    case .structure(let value): value.typeName
    case .enumCase(let value): value.typeName
    case .object(let object): object.typeName
    case .function: "Function"
    case .type: "Type"
    case .hasher: "Hasher"
    case .lazyPending: "Lazy"
    case .snapshot: "NSDiffableDataSourceSnapshot"
    case .uikit(let object): object.kind.rawValue
    }
  }

  /// A rough count of the elements and characters a value holds, for the memory budget.
  var weight: Int {
    switch self {
    case .string(let text): text.utf8.count
    case .array(let elements): elements.count
    case .dictionary(let store), .set(let store): store.count
    default: 1
    }
  }
}

/// An instance of a user struct: its stored properties, whose shared layout also holds the
/// type's name (a struct value is two words).
struct StructValue {
  var fields: NameTable<Value>

  init(typeName: String, fields: NameTable<Value>) {
    self.fields = fields
    self.fields.typeName = typeName
  }

  var typeName: String { fields.typeName }
}

extension Value {
  /// The type arguments an instance of a generic struct or class of the program carries
  /// (`Box<Int>(value: 1)`'s `Int`), or a generic enum's case; empty for any other value.
  var isEnumCase: Bool {
    if case .enumCase = self { return true }
    return false
  }

  var isStructure: Bool {
    if case .structure = self { return true }
    return false
  }

  var typeArguments: [TypeName] {
    switch self {
    case .structure(let instance): instance.fields.typeArguments
    case .object(let object): object.fields.typeArguments
    case .enumCase(let instance): instance.typeArguments
    default: []
    }
  }
}

/// A case of a user enum with its payload.
struct EnumValue {
  var typeName: String
  var caseName: String
  var payload: [Value]
  /// The generic enum's type arguments (`Result<[Int], LoadError>`'s `[Int]` and `LoadError`), in
  /// its generic parameters' order: what its debug description and `type(of:)` show. Empty for
  /// an enum that is not generic, and where the context did not say them yet.
  var typeArguments: [TypeName] = []
}

/// An instance of a user class. Assignment shares it; `===` compares identity.
final class Object {
  let typeName: String
  /// Not checked for exclusive access at run time (see ``Evaluator``): a field being changed is
  /// taken out first (``Evaluator/modifyField(_:_:_:)``).
  @exclusivity(unchecked) var fields: NameTable<Value>
  /// The entry that created the object: writes to older objects are journalled so that a failed
  /// entry can undo them.
  let generation: Int
  /// The object's number among those the program put in snapshots, given the first time
  /// (``IdentityClasses/instanceNumber(of:)``); 0 until then.
  @exclusivity(unchecked) var instanceNumber = 0
  /// The number of the object's identity class once a snapshot held it; 0 until then
  /// (``IdentityClasses/number(of:key:equals:)``).
  @exclusivity(unchecked) var identityNumber = 0

  init(typeName: String, fields: NameTable<Value>, generation: Int) {
    self.typeName = typeName
    self.fields = fields
    self.generation = generation
  }
}

/// Something a call runs.
enum Function {
  /// A user function or closure over the environment it was declared in.
  case closure(FunctionDeclaration, Environment)
  /// Several functions of one name in one scope, chosen by the call's labels.
  case overloads([Function])
  /// A standard library function, or a library method bound to its receiver.
  case builtin(String, ([Value], [String?], SourceLocation) throws -> Value)
  /// An enum case with a payload, used as a function.
  case enumCase(typeName: String, caseName: String)
}

extension Value {
  /// Takes the array out of `self` so that it can be changed in place without a copy, then puts it back.
  mutating func withArray<R>(_ body: (inout [Value]) throws -> R) rethrows -> R? {
    guard case .array(var elements) = self else { return nil }
    self = .void
    defer { self = .array(elements) }
    return try body(&elements)
  }

  /// Takes the struct out of `self` to change it in place, then puts it back.
  mutating func withStruct<R>(_ body: (inout StructValue) throws -> R) rethrows -> R? {
    guard case .structure(var value) = self else { return nil }
    self = .void
    defer { self = .structure(value) }
    return try body(&value)
  }
}
