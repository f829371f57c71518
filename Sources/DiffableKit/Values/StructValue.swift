/// A value of a declared struct type: its fields in declared order, with their names.
///
/// The type's name, the field names and the fields live in one allocation, which copies share
/// (a change copies it first when it is shared): a snapshot of a million struct items holds a
/// million of them, so one allocation each rather than a box and an array.
///
/// ```swift
/// let fare = StructValue(type: "Payment", fieldNames: ["id", "title"],
///                        fields: [.int(1), .string("Fare")])
/// fare[field: "title"]  // .string("Fare")
/// ```
public struct StructValue: Hashable, @unchecked Sendable {
  @usableFromInline var storage: StructStorage

  /// Creates a struct value; `fields` must be parallel to `fieldNames`.
  public init(type typeName: String, fieldNames: [String], fields: [Value]) {
    precondition(fieldNames.count == fields.count, "one value per field")
    storage = StructStorage.make(typeName, fieldNames, fields)
  }

  /// The declared type's name.
  public var typeName: String { storage.withUnsafeMutablePointerToHeader { $0.pointee.typeName } }

  /// The field names in declared order (shared storage, so copies are cheap).
  public var fieldNames: [String] { storage.withUnsafeMutablePointerToHeader { $0.pointee.fieldNames } }

  /// The field values, parallel to ``fieldNames``.
  public var fields: StructFields { StructFields(storage: storage) }

  /// The value of the field named `name`, if the type has it.
  public subscript(field name: String) -> Value? {
    fieldNames.firstIndex(of: name).map { fields[$0] }
  }

  /// Gives the field at `index` (a position in ``fieldNames``) the value `value`.
  public mutating func setField(at index: Int, to value: Value) {
    precondition(fieldNames.indices.contains(index), "field \(index) out of range")
    if !isKnownUniquelyReferenced(&storage) {
      storage = StructStorage.make(typeName, fieldNames, fields)
    }
    storage.withUnsafeMutablePointerToElements { $0[index] = value }
  }

  /// Equal when the type names, the field names and every field are equal.
  public static func == (lhs: StructValue, rhs: StructValue) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.typeName == rhs.typeName && lhs.fieldNames == rhs.fieldNames && lhs.fields == rhs.fields)
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    hasher.combine(fieldNames)
    hasher.combine(fields)
  }

  /// Whether this value's fields at `indexes` and `other`'s at `otherIndexes` (as many) would
  /// make equal struct values, as ``==`` compares them (type name, field names, fields), read
  /// in place: the struct values they would make are never built. Field names shared by both
  /// values (one type) at the same positions are not compared again.
  func hasSameFields(at indexes: [Int], as other: StructValue, at otherIndexes: [Int]) -> Bool {
    storage.withUnsafeMutablePointers { header, fields in
      other.storage.withUnsafeMutablePointers { otherHeader, otherFields in
        guard header.pointee.typeName == otherHeader.pointee.typeName, indexes.count == otherIndexes.count
        else { return false }
        let names = header.pointee.fieldNames
        let otherNames = otherHeader.pointee.fieldNames
        if !(indexes == otherIndexes
          && names.withUnsafeBufferPointer { $0.baseAddress }
            == otherNames.withUnsafeBufferPointer { $0.baseAddress })
        {
          for (index, otherIndex) in zip(indexes, otherIndexes) where names[index] != otherNames[otherIndex] {
            return false
          }
        }
        for (index, otherIndex) in zip(indexes, otherIndexes)
        where !(fields[index] == otherFields[otherIndex]) {
          return false
        }
        return true
      }
    }
  }
}

/// The fields of a ``StructValue``, in declared order: a view of its storage, not a copy.
public struct StructFields: RandomAccessCollection, Hashable, @unchecked Sendable {
  @usableFromInline let storage: StructStorage

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position: the number of fields.
  public var endIndex: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.fieldNames.count } }

  /// The field at `position`.
  public subscript(position: Int) -> Value {
    precondition(position >= 0 && position < endIndex, "field \(position) out of range")
    return storage.withUnsafeMutablePointerToElements { $0[position] }
  }

  /// Equal when both hold equal fields in the same order.
  public static func == (lhs: StructFields, rhs: StructFields) -> Bool {
    lhs.storage === rhs.storage || lhs.elementsEqual(rhs)
  }

  /// Hashes the count and every field, in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for field in self { hasher.combine(field) }
  }
}

/// What a ``StructValue`` holds: its type's name and field names, then its fields, in one
/// allocation. Written only while uniquely referenced, so shared freely (the structs that
/// hold it are `@unchecked Sendable` for that reason: `ManagedBuffer` is not `Sendable`).
@usableFromInline final class StructStorage: ManagedBuffer<StructHeader, Value> {
  static func make(_ typeName: String, _ fieldNames: [String], _ fields: some Collection<Value>)
    -> StructStorage
  {
    let buffer = create(minimumCapacity: fieldNames.count) { _ in
      StructHeader(typeName: typeName, fieldNames: fieldNames)
    }
    let storage = unsafeDowncast(buffer, to: StructStorage.self)
    storage.withUnsafeMutablePointerToElements { elements in
      var next = elements
      for field in fields {
        next.initialize(to: field)
        next += 1
      }
    }
    return storage
  }

  deinit {
    _ = withUnsafeMutablePointers { header, elements in
      elements.deinitialize(count: header.pointee.fieldNames.count)
    }
  }
}

/// The fixed part of a struct value's storage.
@usableFromInline struct StructHeader {
  @usableFromInline let typeName: String
  @usableFromInline let fieldNames: [String]
}

extension StructValue: CustomStringConvertible {
  /// `Payment(id: 1, title: "Fare")`: every field, in declared order, labelled.
  public var description: String {
    let parts = zip(fieldNames, fields).map { "\($0): \($1)" }
    return "\(typeName)(\(parts.joined(separator: ", ")))"
  }
}
