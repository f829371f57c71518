import DiffableKit

/// `NSDiffableDataSourceSnapshot`'s API over ``SnapshotValue``: the edits, the queries and the
/// properties, with UIKit's labels. What UIKit raises for a wrong edit (a duplicate, an absent
/// section) is the app's crash, reported with UIKit's reason; what it only logs (an item appended
/// again is moved) is not printed by the program.
extension Evaluator {
  /// The identifier a snapshot keys `value` by. Numbers, strings and Bools are keyed as
  /// `AnyHashable` keys them; any other value by the class of its hash (the program's
  /// `hash(into:)`, run) and its program's `==` among the values with that hash.
  func snapshotIdentifier(for value: Value, at location: SourceLocation) throws -> SnapshotIdentifier {
    switch value {
    case .int(let number): return SnapshotIdentifier(.int(number))
    case .double(let number): return SnapshotIdentifier(.double(number))
    case .bool(let flag): return SnapshotIdentifier(.bool(flag))
    case .string(let text): return SnapshotIdentifier(.string(text))
    default:
      // The value with its fields when the session's form of it prints as Swift prints it, so
      // that hints and explain name the fields that changed; else as it prints. Most values are
      // known to print alike without printing them (`shown` is nil then).
      let kit = sessionValue(of: value)
      var shown: String?
      if kit == nil || !sessionFormPrintsAsSwift(value) {
        omitsModuleName = true
        defer { omitsModuleName = false }
        shown = try describe(value, debug: false, at: location)
      }
      assert(shown != nil || kit?.description == describedWithoutModule(value, at: location))
      let matching = kit.flatMap { shown == nil || $0.description == shown ? $0 : nil }
      // A value of a type the session keys: its identity is the session's, its text Swift's.
      if let host = uikit, let kit, isKeyedBySession(value) {
        let identifier = host.identifier(for: kit)
        return matching != nil ? identifier : identifier.shown(as: .symbol(shown ?? kit.description))
      }
      try checkHashableContract(of: value, at: location)
      let key = try hashKey(of: value, at: location)
      let number = try identities.number(of: value, key: key) { try self.equals($0, $1, at: location) }
      // An instance of a class is shown as Swift prints it (`Video`), and keeps its fields as
      // they are now: the object may change while the snapshot holds it.
      if case .object(let object) = value, let fields = fieldsNow(of: object) {
        return SnapshotIdentifier(value: fields, identity: .int(number))
          .shown(as: .symbol(shown ?? object.typeName), instance: identities.instanceNumber(of: object))
      }
      if matching == nil, let kit {
        return SnapshotIdentifier(value: kit, identity: .int(number)).shown(
          as: .symbol(shown ?? kit.description))
      }
      return SnapshotIdentifier(value: matching ?? .symbol(shown ?? ""), identity: .int(number))
    }
  }

  /// `snapshot`'s identifiers with each object's fields as they are now: what an apply hands the
  /// session, so that an object changed in place since it was appended shows its change (a stale
  /// cell, when no row is updated), and a row drawn now is known to show it.
  func objectsAsTheyAreNow(in snapshot: SnapshotValue) -> DiffableKit.Snapshot {
    guard snapshot.values.values.contains(where: { if case .object = $0 { true } else { false } }) else {
      return snapshot.kit
    }
    let refreshed = try? snapshot.kit.rekeyed { identifier in
      guard case .object(let object)? = snapshot.values[identifier], let instance = identifier.instance,
        object.identityNumber != 0, let fields = fieldsNow(of: object), fields != identifier.content
      else { return identifier }
      return SnapshotIdentifier(value: fields, identity: .int(object.identityNumber))
        .shown(as: identifier.value, instance: instance)
    }
    return refreshed ?? snapshot.kit
  }

  /// An object's stored properties that have a session form, as they are now, superclass's
  /// first (a property holding another object, a closure or a UIKit object is left out); nil
  /// for an object of a type the program did not declare.
  private func fieldsNow(of object: Object) -> DiffableKit.Value? {
    guard let template = instanceTemplate(of: object.typeName) else { return nil }
    var names: [String] = []
    var fields: [DiffableKit.Value] = []
    for name in template.storedNames where !names.contains(name) {
      guard let field = object.fields[name], !field.isLazyPending, let converted = sessionValue(of: field)
      else {
        continue
      }
      names.append(name)
      fields.append(converted)
    }
    return .structure(DiffableKit.StructValue(type: object.typeName, fieldNames: names, fields: fields))
  }

  /// Whether the session's form of `value` prints as Swift prints it (without the module name),
  /// known without printing either: a struct of a type declared at the top level, not generic
  /// (Swift prints an instance's type arguments, `Row<Int>(id: 1)`), without its own
  /// description, whose fields are Ints, Bools, strings that both quote alike (printable ASCII
  /// without quotes or backslashes) and such structs.
  private func sessionFormPrintsAsSwift(_ value: Value) -> Bool {
    switch value {
    case .int, .bool: return true
    case .string(let text):
      return text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
    case .structure(let instance):
      guard instance.fields.typeArguments.isEmpty, let type = types[instance.typeName],
        printsAsReflected(type)
      else { return false }
      for property in type.storedProperties {
        guard let name = property.name, let field = instance.fields[name], sessionFormPrintsAsSwift(field)
        else { return false }
      }
      return true
    default: return false
    }
  }

  /// The names of a type's stored properties in declared order, or nil when one has no name of
  /// its own (asked once per type: every value the session keys shares the array).
  private func storedPropertyNames(of type: TypeInfo) -> [String]? {
    if let known = derived.storedPropertyNames[type.name] { return known }
    var names: [String]? = []
    for property in type.storedProperties {
      guard let name = property.name else {
        names = nil
        break
      }
      names?.append(name)
    }
    derived.storedPropertyNames[type.name] = .some(names)
    return names
  }

  /// Whether Swift prints a value of the type as reflection does, under the name the session
  /// gives it: a type declared at the top level without its own description (asked once per type).
  private func printsAsReflected(_ type: TypeInfo) -> Bool {
    if let known = derived.printsAsReflected[type.name] { return known }
    let plain = !type.name.utf8.contains(UInt8(ascii: ".")) && !conforms(type, to: "CustomStringConvertible")
    derived.printsAsReflected[type.name] = plain
    return plain
  }

  /// How Swift prints `value` in a snapshot's report (for the assertion above).
  private func describedWithoutModule(_ value: Value, at location: SourceLocation) -> String? {
    omitsModuleName = true
    defer { omitsModuleName = false }
    return try? describe(value, debug: false, at: location)
  }

  /// Whether the session's rules decide the identity of `value` and of every value in it (a
  /// struct or enum of a type it keys, an Int, a String...), as the program's code would.
  private func isKeyedBySession(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .bool, .string: true
    case .array(let elements): elements.allSatisfy(isKeyedBySession)
    case .structure(let instance):
      types[instance.typeName]?.isKeyedBySession == true
        && instance.fields.values.allSatisfy(isKeyedBySession)
    case .enumCase(let instance):
      isSessionSymbol(instance)
        || types[instance.typeName]?.isKeyedBySession == true && instance.payload.allSatisfy(isKeyedBySession)
    default: false
    }
  }

  /// The session's form of a program's value, with its fields (a struct's stored properties in
  /// declared order, an enum case's associated values with their labels), or nil when it has no
  /// such form (a class instance, an optional, a closure).
  private func sessionValue(of value: Value) -> DiffableKit.Value? {
    switch value {
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .array(let elements):
      var converted: [DiffableKit.Value] = []
      for element in elements {
        guard let element = sessionValue(of: element) else { return nil }
        converted.append(element)
      }
      return .array(converted)
    case .structure(let instance):
      guard let type = types[instance.typeName], let names = storedPropertyNames(of: type) else { return nil }
      var fields: [DiffableKit.Value] = []
      fields.reserveCapacity(names.count)
      for name in names {
        guard let field = instance.fields[name], let converted = sessionValue(of: field) else { return nil }
        fields.append(converted)
      }
      return .structure(DiffableKit.StructValue(type: type.name, fieldNames: names, fields: fields))
    case .enumCase(let instance) where isSessionSymbol(instance):
      return .symbol(instance.caseName)
    case .enumCase(let instance):
      let labels = types[instance.typeName]?.enumCase(named: instance.caseName)?.payload.map(\.label)
      guard let labels, labels.count == instance.payload.count else { return nil }
      var payload: [DiffableKit.Value] = []
      for element in instance.payload {
        guard let element = sessionValue(of: element) else { return nil }
        payload.append(element)
      }
      return .enumCase(
        DiffableKit.EnumValue(
          type: instance.typeName, caseName: instance.caseName, payload: payload, payloadLabels: labels))
    default:
      return nil
    }
  }

  /// The program's value of an identifier `snapshot` holds.
  func programValue(of identifier: SnapshotIdentifier, in snapshot: SnapshotValue) -> Value {
    if let value = snapshot.values[identifier] { return value }
    guard identifier.isKeyedByRules else { return .void }
    return programValue(ofSession: identifier.value) ?? .void
  }

  /// A value the session made (the short syntax's) as the program's: a symbol as the session's
  /// `Symbol`, a struct or enum of a type the program declared as its value; nil otherwise.
  func programValue(ofSession value: DiffableKit.Value) -> Value? {
    switch value {
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .symbol(let name): return Self.sessionSymbol(name)
    case .array(let elements):
      let converted = elements.compactMap(programValue(ofSession:))
      return converted.count == elements.count ? .array(converted) : nil
    case .structure(let instance):
      guard let type = types[instance.typeName], type.kind == .struct else { return nil }
      var fields = NameTable<Value>()
      for (name, field) in zip(instance.fieldNames, instance.fields) {
        guard type.storedProperties.contains(where: { $0.name == name }),
          let converted = programValue(ofSession: field)
        else { return nil }
        fields[name] = converted
      }
      return .structure(StructValue(typeName: instance.typeName, fields: fields))
    case .enumCase(let instance):
      guard types[instance.typeName]?.enumCase(named: instance.caseName) != nil else { return nil }
      let payload = instance.payload.compactMap(programValue(ofSession:))
      guard payload.count == instance.payload.count else { return nil }
      return .enumCase(EnumValue(typeName: instance.typeName, caseName: instance.caseName, payload: payload))
    default: return nil
    }
  }

  /// The type of the short syntax's symbols (`main`, `.main`) as the program sees them: a case of
  /// an enum-like type that has every case, as the short syntax's `Symbol` (docs/LANGUAGE.md).
  static let sessionSymbolType = "Symbol"

  /// The symbol `name` of the short syntax as a value of the program.
  static func sessionSymbol(_ name: String) -> Value {
    .enumCase(EnumValue(typeName: sessionSymbolType, caseName: name, payload: []))
  }

  /// Whether `instance` is a symbol of the short syntax (no program type is named `Symbol`).
  func isSessionSymbol(_ instance: EnumValue) -> Bool {
    instance.typeName == Self.sessionSymbolType && !declaresType(Self.sessionSymbolType)
  }

  /// The types a snapshot method's arguments are evaluated as: the sections' or the items'
  /// (an array of them, or one), so that `.main` and `[.a, .b]` read as the snapshot's types do.
  static func snapshotArgumentTypes(_ name: String, labels: [String?], of snapshot: SnapshotValue)
    -> [TypeName?]
  {
    // An untyped snapshot (the short syntax's `new`) takes its symbols: `.main` is `main`.
    let untyped = TypeName.named(sessionSymbolType, [])
    let section = snapshot.sectionType ?? untyped
    let item = snapshot.itemType ?? untyped
    func list(_ type: TypeName?) -> TypeName? { type.map { .array($0) } }
    switch name {
    case "appendSections", "deleteSections", "reloadSections": return [list(section)]
    case "insertSections": return [list(section), section]
    case "moveSection": return [section, section]
    case "appendItems": return [list(item), .optional(section)]
    case "insertItems": return [list(item), item]
    case "deleteItems", "reloadItems", "reconfigureItems": return [list(item)]
    case "moveItem": return [item, item]
    case "numberOfItems", "itemIdentifiers": return [section]
    case "sectionIdentifier", "indexOfItem": return [item]
    case "indexOfSection": return [section]
    default: return labels.map { _ in nil }
    }
  }

  /// A method of a snapshot, or nil when it has none of that name and labels.
  func snapshotMethod(
    _ snapshot: inout SnapshotValue, _ name: String, _ values: [Value], labels: [String?],
    at location: SourceLocation
  ) throws -> Value? {
    func identifiers(_ index: Int, _ type: TypeName?) throws -> [SnapshotIdentifier] {
      guard case .array = values[index] else {
        throw InterpreterError.checkFailed("'\(name)' needs an array of identifiers", at: location)
      }
      // Of another type, the array is named whole (`cannot convert value of type '[UUID]' to
      // expected argument type '[Item]'`).
      let converted = try type.map {
        try convert(values[index], to: .array($0), role: .argument, at: location)
      }
      guard case .array(let elements) = converted ?? values[index] else { return [] }
      return try elements.map { try snapshotIdentifier(for: $0, at: location) }
    }
    func one(_ index: Int, _ type: TypeName?) throws -> SnapshotIdentifier {
      let value =
        try type.map { try convert(values[index], to: $0, role: .argument, at: location) } ?? values[index]
      return try snapshotIdentifier(for: value, at: location)
    }
    /// Remembers the program's values of identifiers the snapshot now stores.
    func keep(_ index: Int, _ stored: [SnapshotIdentifier]) {
      guard case .array(let elements) = values[index] else { return }
      // Room for them all at once (doubling, so that appends one by one stay amortized).
      let needed = snapshot.values.count + elements.count
      if needed > snapshot.values.capacity {
        snapshot.values.reserveCapacity(max(needed, snapshot.values.capacity * 2))
      }
      for (identifier, value) in zip(stored, elements) where !identifier.value.isPlainKey {
        snapshot.values[identifier] = value
      }
    }
    func placement(_ label: String?, _ before: String, _ after: String, _ type: TypeName?) throws
      -> Placement?
    {
      switch label {
      case before: return .before(try one(1, type))
      case after: return .after(try one(1, type))
      default: return nil
      }
    }
    let section = snapshot.sectionType
    let item = snapshot.itemType
    do {
      switch (name, labels) {
      case ("appendSections", [nil]):
        let stored = try identifiers(0, section)
        try snapshot.kit.appendSections(stored)
        keep(0, stored)
      case ("appendItems", [nil]), ("appendItems", [nil, "toSection"]):
        let stored = try identifiers(0, item)
        let target = labels.count == 2 && !values[1].isNil ? try one(1, section) : nil
        log(try snapshot.kit.appendItems(stored, toSection: target), in: name)
        keep(0, stored)
      case ("insertSections", _) where labels.count == 2 && labels[0] == nil:
        guard let place = try placement(labels[1], "beforeSection", "afterSection", section) else {
          return nil
        }
        let stored = try identifiers(0, section)
        try snapshot.kit.insertSections(stored, place)
        keep(0, stored)
      case ("insertItems", _) where labels.count == 2 && labels[0] == nil:
        guard let place = try placement(labels[1], "beforeItem", "afterItem", item) else { return nil }
        let stored = try identifiers(0, item)
        log(try snapshot.kit.insertItems(stored, place), in: name)
        keep(0, stored)
      case ("moveSection", _) where labels.count == 2 && labels[0] == nil:
        guard let place = try placement(labels[1], "beforeSection", "afterSection", section) else {
          return nil
        }
        try snapshot.kit.moveSection(try one(0, section), place)
      case ("moveItem", _) where labels.count == 2 && labels[0] == nil:
        guard let place = try placement(labels[1], "beforeItem", "afterItem", item) else { return nil }
        try snapshot.kit.moveItem(try one(0, item), place)
      case ("deleteSections", [nil]): try snapshot.kit.deleteSections(try identifiers(0, section))
      case ("deleteItems", [nil]): try snapshot.kit.deleteItems(try identifiers(0, item))
      case ("deleteAllItems", []): snapshot.kit.deleteAllItems()
      case ("reloadSections", [nil]): try snapshot.kit.reloadSections(try identifiers(0, section))
      case ("reloadItems", [nil]): try snapshot.kit.reloadItems(try identifiers(0, item))
      case ("reconfigureItems", [nil]): try snapshot.kit.reconfigureItems(try identifiers(0, item))
      case ("numberOfItems", ["inSection"]):
        return .int(try snapshot.kit.numberOfItems(inSection: try one(0, section)))
      case ("itemIdentifiers", ["inSection"]):
        let stored = try snapshot.kit.itemIdentifiers(inSection: try one(0, section))
        return .array(stored.map { programValue(of: $0, in: snapshot) })
      case ("sectionIdentifier", ["containingItem"]):
        return .optional(
          snapshot.kit.sectionIdentifier(containingItem: try one(0, item)).map {
            programValue(of: $0, in: snapshot)
          })
      case ("indexOfItem", [nil]): return .optional(snapshot.kit.indexOfItem(try one(0, item)).map(Value.int))
      case ("indexOfSection", [nil]):
        return .optional(snapshot.kit.indexOfSection(try one(0, section)).map(Value.int))
      default:
        return nil
      }
      return .void
    } catch let error as SnapshotError {
      var raised = InterpreterError.uncaughtException(error.description, at: location)
      raised.snapshotFailure = (error, name)
      throw raised
    }
  }

  /// UIKit's console log of what an edit did without raising.
  private func log(_ warnings: [SnapshotWarning], in method: String) {
    for warning in warnings { uikit?.log(warning.message, in: method) }
  }

  /// A property of a snapshot, or nil when it has none of that name.
  func snapshotProperty(_ snapshot: SnapshotValue, _ name: String) -> Value? {
    func values(_ identifiers: [SnapshotIdentifier]) -> Value {
      .array(identifiers.map { programValue(of: $0, in: snapshot) })
    }
    switch name {
    case "numberOfItems": return .int(snapshot.kit.numberOfItems)
    case "numberOfSections": return .int(snapshot.kit.numberOfSections)
    case "sectionIdentifiers": return values(snapshot.kit.sectionIdentifiers)
    case "itemIdentifiers": return values(snapshot.kit.itemIdentifiers)
    case "reloadedItemIdentifiers": return values(snapshot.kit.reloadedItemIdentifiers)
    case "reconfiguredItemIdentifiers": return values(snapshot.kit.reconfiguredItemIdentifiers)
    case "reloadedSectionIdentifiers": return values(snapshot.kit.reloadedSectionIdentifiers)
    default: return nil
    }
  }
}

extension DiffableKit.Value {
  /// Whether a snapshot keys this value as itself (a number, string or Bool), so that the
  /// program's value is read back from it rather than kept beside it.
  fileprivate var isPlainKey: Bool {
    switch self {
    case .int, .double, .bool, .string: true
    default: false
    }
  }
}
