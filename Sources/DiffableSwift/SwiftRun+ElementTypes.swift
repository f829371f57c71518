import DiffableEngine
import DiffableKit
import SwiftSyntax

/// The element types of `NSDiffableDataSourceSnapshot<Section, Item>`: read where the snapshot
/// is made, and checked where identifiers go into it, as Swift's type checker would refuse
/// `appendItems(["x"])` on a snapshot of `Int` items.
extension SwiftRun {
  /// Which of a snapshot's two element types an argument must have.
  enum ElementRole {
    case section, item
  }

  /// The element types written in `NSDiffableDataSourceSnapshot<S, I>()`, or through an alias
  /// (`typealias Snapshot = NSDiffableDataSourceSnapshot<S, I>`); nil when not written.
  func elementTypes(of call: FunctionCallExprSyntax, alias: String) -> SnapshotElementTypes? {
    if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
      let names = generic.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
      return Self.elementTypes(names)
    }
    guard let open = alias.firstIndex(of: "<"), alias.last == ">" else { return nil }
    let inside = alias[alias.index(after: open)..<alias.index(before: alias.endIndex)]
    return Self.elementTypes(Self.topLevelArguments(inside))
  }

  private static func elementTypes(_ names: [String]) -> SnapshotElementTypes? {
    names.count == 2 ? SnapshotElementTypes(section: names[0], item: names[1]) : nil
  }

  /// `A, B<C, D>` split at its top-level commas.
  private static func topLevelArguments(_ text: Substring) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmingWhitespace())
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    parts.append(current.trimmingWhitespace())
    return parts
  }

  /// The identifiers of the array `expression`, each checked against the element type the
  /// snapshot `snapshotName` was declared with (if it was).
  func identifiers(
    _ expression: ExprSyntax, as role: ElementRole, of snapshotName: String
  ) throws(SwiftError) -> [Value] {
    let values = try elements(expression)
    guard let types = state.bindings.elementTypes[snapshotName] else { return values }
    let expected = role == .section ? types.section : types.item
    let written = expression.as(ArrayExprSyntax.self).map { Array($0.elements) }
    for (index, value) in values.enumerated() where !conforms(value, to: expected) {
      let node: Syntax =
        written.map { index < $0.count ? Syntax($0[index].expression) : Syntax(expression) }
        ?? Syntax(expression)
      let resolved = resolvedType(expected)
      let aka = resolved == expected ? "" : " (aka '\(resolved)')"
      throw SwiftError(
        node,
        "cannot convert value of type '\(value.typeName)' to expected element type '\(expected)'\(aka)",
        fix: "'\(snapshotName)' holds \(role == .section ? "sections" : "items") of type \(expected)"
          + " (NSDiffableDataSourceSnapshot<\(types.section), \(types.item)>)",
        code: "typeMismatch")
    }
    return values
  }

  /// Whether `value` is a value of the Swift type `typeName` (aliases followed). Types
  /// diffable does not model (a class it did not read, a generic) accept any value.
  func conforms(_ value: Value, to typeName: String) -> Bool {
    let type = resolvedType(typeName)
    switch (type, value) {
    case ("AnyHashable", _): return true
    case ("Int", .int), ("Bool", .bool), ("String", .string), ("UUID", .string): return true
    case ("Double", .double), ("Double", .int): return true
    case ("Int", _), ("Bool", _), ("String", _), ("UUID", _), ("Double", _): return false
    default: break
    }
    if registry[type] != nil || registry.enums[type] != nil { return value.typeName == type }
    return true
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
