import DiffableKit

/// The rule of a Hashable struct whose `hash(into:)` or `==` is run as code (it does more than
/// combine and compare stored properties): what each body combines or compares as written, and
/// the stored properties each part reads, followed through the computed properties and methods
/// it calls. The session announces it (`Tag: hash(name.lowercased()), ==(name.lowercased())`)
/// and explains a stale cell with it; the values stay keyed by running the bodies.
extension Evaluator {
  /// The rule `type`'s bodies run; a body Swift synthesizes combines or compares every stored
  /// property.
  func executedRule(of type: TypeInfo) -> ExecutedRule {
    let stored = type.storedProperties.filter { !$0.isStatic }.compactMap(\.name)
    let synthesized = stored.map { ExecutedRule.Part(text: $0, reads: [$0]) }
    func parts(of function: FunctionDeclaration?) -> [ExecutedRule.Part] {
      guard let function else { return synthesized }
      // A body the lowering could not read (no parts) is described by what it names.
      let read = function.ruleParts ?? [RulePart(text: nil, members: function.selfReads)]
      return read.map { part in
        ExecutedRule.Part(text: part.text, reads: storedReads(of: part.members, in: type, stored: stored))
      }
    }
    let hash = type.methods["hash"]?.first { $0.parameters.count == 1 && $0.parameters[0].label == "into" }
    let equal = type.staticMethods["=="]?.first { $0.parameters.count == 2 }
    // `false`, alone or joined with `&&`: never equal.
    let isNeverEqual = equal?.ruleParts?.contains { $0.text == "false" } ?? false
    return ExecutedRule(
      typeName: type.name, hashed: parts(of: hash), compared: parts(of: equal), isNeverEqual: isNeverEqual)
  }

  /// The stored properties `members` read: each stored one, and what each computed property's
  /// getter and each method's body name on `self`, in turn; in declared order.
  private func storedReads(of members: [String], in type: TypeInfo, stored: [String]) -> [String] {
    var found = Set<String>()
    var seen = Set<String>()
    var pending = members
    while let member = pending.popLast() {
      guard seen.insert(member).inserted else { continue }
      if stored.contains(member) {
        found.insert(member)
      } else if let computed = type.computedProperties[member] {
        pending += computed.accessors.getterReads
      } else if let methods = type.methods[member] {
        for method in methods { pending += method.selfReads }
      }
    }
    return stored.filter(found.contains)
  }
}
