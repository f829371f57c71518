/// The stored properties a type's values have, found by name up the superclass chain. Every
/// assignment to a member and every initializer asks, so each type's are gathered once and the
/// last few answers are kept.
extension Evaluator {
  /// How many recent lookups ``storedPropertyFacts(_:of:)`` keeps: an initializer sets a few
  /// properties of one type over and over.
  private static var recentStoredPropertyCount: Int { 8 }

  /// A stored property's declaration, searched up the superclass chain.
  func storedProperty(_ name: String, of typeName: String) -> VariableDeclaration? {
    storedPropertyFacts(name, of: typeName)?.declaration
  }

  /// A stored property's declaration with what assignments ask of it, shared rather than copied.
  func storedPropertyFacts(_ name: String, of typeName: String) -> StoredProperty? {
    for recent in derived.recentStoredProperties where recent.name == name && recent.typeName == typeName {
      return recent.found
    }
    let found = storedProperties(of: typeName)[name]
    if derived.recentStoredProperties.count == Self.recentStoredPropertyCount {
      derived.recentStoredProperties.removeLast()
    }
    derived.recentStoredProperties.insert((typeName, name, found), at: 0)
    return found
  }

  /// Each stored property a type sees by name (its own first, then its superclasses'), gathered
  /// once per type.
  private func storedProperties(of typeName: String) -> [String: StoredProperty] {
    if let known = derived.storedProperties[typeName] { return known }
    var byName: [String: StoredProperty] = [:]
    for owner in lookupChain(of: typeName) {
      for property in types[owner]?.storedProperties ?? [] {
        guard let name = property.name else { continue }
        if let overriding = byName[name] {
          // `override var t: Int { didSet { ... } }`: the superclass's observers run too.
          if property.accessors.willSet != nil || property.accessors.didSet != nil {
            overriding.overriddenObservers.append(property)
          }
        } else {
          byName[name] = StoredProperty(property)
        }
      }
    }
    derived.storedProperties[typeName] = byName
    return byName
  }
}

/// A stored property's declaration, with the facts an assignment to it asks for worked out once.
final class StoredProperty {
  let declaration: VariableDeclaration
  /// The type values assigned to it are checked against: written, or its initial literal's.
  let declaredType: TypeName?
  /// Whether it has `willSet` or `didSet`, or overrides one that has.
  private(set) var isObserved: Bool
  /// Whether it is declared `T?` or `T!`.
  let optionality: Optionality
  /// The declarations with observers that this one overrides, nearest superclass first: a change
  /// runs their `willSet` after this one's, and their `didSet` before.
  var overriddenObservers: [VariableDeclaration] = [] {
    didSet { isObserved = true }
  }

  init(_ declaration: VariableDeclaration) {
    self.declaration = declaration
    declaredType = Evaluator.declaredType(of: declaration)
    isObserved = declaration.accessors.willSet != nil || declaration.accessors.didSet != nil
    optionality = declaration.optionality
  }
}
