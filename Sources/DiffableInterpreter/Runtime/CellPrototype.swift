/// A dequeued `UITableViewCell` of the stand-ins as its initializer left it, kept so that the next
/// cells of its reuse identifier are copied from it rather than made again by running the
/// prelude's initializers (a cell provider runs once per row: a diff of 100,000 rows makes as
/// many cells).
///
/// Only a cell whose stored properties are plain values, or fresh objects (its labels) whose own
/// properties are plain values, is kept: copying such a cell makes what the initializer makes.
struct CellPrototype {
  private let typeName: String
  private let fields: NameTable<Value>
  /// The fields that hold a fresh object, each copied for every cell, with whether the field
  /// holds it as an optional (`var textLabel: UILabel?`).
  private let objects: [(position: Int, typeName: String, fields: NameTable<Value>, isOptional: Bool)]

  /// The prototype of a cell just made, or nil when copying it would not make the same cell.
  init?(_ cell: Object) {
    var objects: [(position: Int, typeName: String, fields: NameTable<Value>, isOptional: Bool)] = []
    var seen: Set<ObjectIdentifier> = []
    for (position, name) in cell.fields.names.enumerated() {
      guard let value = cell.fields[at: position] else { continue }
      if Self.isPlain(value) { continue }
      var isOptional = false
      var held = value
      if case .optional(let wrapped?) = value {
        held = wrapped
        isOptional = true
      }
      guard case .object(let object) = held, object.generation == cell.generation,
        seen.insert(ObjectIdentifier(object)).inserted, object.fields.values.allSatisfy(Self.isPlain),
        cell.fields.position(of: name) == position
      else { return nil }
      objects.append((position, object.typeName, object.fields, isOptional))
    }
    typeName = cell.typeName
    fields = cell.fields
    self.objects = objects
  }

  /// The object types the prototype copies, besides the cell's own.
  var objectTypeNames: [String] { objects.map(\.typeName) }

  /// A new cell, made in the entry `generation`, as the initializer would make it.
  func make(generation: Int) -> Object {
    var fields = fields
    for object in objects {
      let copy = Value.object(
        Object(typeName: object.typeName, fields: object.fields, generation: generation))
      fields[at: object.position] = object.isOptional ? .optional(copy) : copy
    }
    return Object(typeName: typeName, fields: fields, generation: generation)
  }

  /// Whether a value holds no reference that a copy would share (nothing but values).
  private static func isPlain(_ value: Value) -> Bool {
    switch value {
    case .void, .int, .double, .bool, .string, .character, .range, .type, .lazyPending: true
    case .optional(let wrapped): wrapped.map(isPlain) ?? true
    case .enumCase(let instance): instance.payload.allSatisfy(isPlain)
    case .structure(let instance): instance.fields.values.allSatisfy(isPlain)
    case .tuple(let elements, _), .array(let elements), .stride(let elements): elements.allSatisfy(isPlain)
    default: false
    }
  }
}
