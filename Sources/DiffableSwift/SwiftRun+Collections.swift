import DiffableKit
import SwiftSyntax

extension SwiftRun {
  /// The collection methods the articles use: `map`, `filter`, `sorted`, `reversed`,
  /// `shuffled`, `contains`, `randomElement`, `first(where:)`; random ones draw from the
  /// session's seeded generator.
  func method(_ name: String, of base: Value, _ call: FunctionCallExprSyntax, at node: MemberAccessExprSyntax)
    throws(SwiftError) -> Value
  {
    if case .string(let text) = base {
      switch name {
      case "uppercased": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      case "hasPrefix": return .bool(text.hasPrefix(Self.plainText(try onlyArgument(call))))
      case "contains": return .bool(text.contains(Self.plainText(try onlyArgument(call))))
      default: throw SwiftError.noMember(node.declName, name, of: "String")
      }
    }
    guard case .array(let elements) = base else {
      throw SwiftError.noMember(node.declName, name, of: base.typeName)
    }
    switch name {
    case "map" where call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
      return .array(
        try elements.map { (element) throws(SwiftError) in
          try keyPath(call.arguments.first!.expression, of: element)
        })
    case "map", "compactMap":
      let closure = try closureArgument(call, label: nil)
      var result: [Value] = []
      for element in elements {
        let mapped = try apply(closure, to: [element])
        if name == "compactMap" && mapped == .nilValue { continue }
        result.append(mapped)
      }
      return .array(result)
    case "filter":
      let closure = try closureArgument(call, label: nil)
      var result: [Value] = []
      for element in elements where try predicate(closure, element) { result.append(element) }
      return .array(result)
    case "first" where call.arguments.first?.label?.text == "where" || call.trailingClosure != nil:
      let closure = try closureArgument(call, label: "where")
      for element in elements where try predicate(closure, element) { return element }
      return .nilValue
    case "contains":
      if call.trailingClosure != nil || call.arguments.first?.label?.text == "where" {
        let closure = try closureArgument(call, label: "where")
        for element in elements where try predicate(closure, element) { return .bool(true) }
        return .bool(false)
      }
      let wanted = try onlyArgument(call)
      return .bool(elements.contains { equal($0, wanted) })
    case "sorted":
      return .array(try sorted(elements, call))
    case "reversed":
      try expectNoArguments(call)
      return .array(elements.reversed())
    case "shuffled":
      try expectNoArguments(call)
      var result = elements
      // Fisher-Yates with the session's seeded generator, so transcripts repeat.
      if result.count > 1 {
        for index in stride(from: result.count - 1, to: 0, by: -1) {
          result.swapAt(index, randomIndex(below: index + 1))
        }
      }
      return .array(result)
    case "randomElement":
      try expectNoArguments(call)
      return elements.isEmpty ? .nilValue : elements[randomIndex(below: elements.count)]
    case "prefix", "dropFirst", "dropLast", "suffix":
      let count = call.arguments.isEmpty ? 1 : try int(call.arguments.first!.expression)
      guard count >= 0 else {
        throw SwiftError(call, "Fatal error: Can't take a negative number of elements")
      }
      switch name {
      case "prefix": return .array(Array(elements.prefix(count)))
      case "suffix": return .array(Array(elements.suffix(count)))
      case "dropFirst": return .array(Array(elements.dropFirst(count)))
      default: return .array(Array(elements.dropLast(count)))
      }
    default:
      throw SwiftError.unsupported(
        node.declName, "the array method '\(name)'",
        fix:
          "diffable runs map, filter, sorted, reversed, shuffled, contains, first(where:) and randomElement")
    }
  }

  /// `sorted()`, `sorted(by: <)`, `sorted { $0.title < $1.title }`: a stable sort.
  func sorted(_ elements: [Value], _ call: FunctionCallExprSyntax) throws(SwiftError) -> [Value] {
    var order: (Value, Value) throws(SwiftError) -> Bool = { (a, b) throws(SwiftError) in
      try self.compare(a, b, at: call) < 0
    }
    if let argument = call.arguments.first, let op = argument.expression.as(DeclReferenceExprSyntax.self),
      [">", "<"].contains(op.baseName.text)
    {
      let descending = op.baseName.text == ">"
      order = { (a, b) throws(SwiftError) in try self.compare(a, b, at: call) * (descending ? -1 : 1) < 0 }
    } else if call.trailingClosure != nil || !call.arguments.isEmpty {
      let closure = try closureArgument(call, label: "by")
      order = { (a, b) throws(SwiftError) in try self.predicate(closure, a, b) }
    }
    // A stable merge sort: equal elements keep their order, as Swift's sort does.
    var indexed = Array(elements.enumerated())
    try mergeSort(&indexed[...], order)
    return indexed.map(\.element)
  }

  private func mergeSort(
    _ items: inout ArraySlice<(offset: Int, element: Value)>,
    _ less: (Value, Value) throws(SwiftError) -> Bool
  ) throws(SwiftError) {
    guard items.count > 1 else { return }
    let middle = items.startIndex + items.count / 2
    var left = items[items.startIndex..<middle]
    var right = items[middle..<items.endIndex]
    try mergeSort(&left, less)
    try mergeSort(&right, less)
    var merged: [(offset: Int, element: Value)] = []
    merged.reserveCapacity(items.count)
    var i = left.startIndex
    var j = right.startIndex
    while i < left.endIndex && j < right.endIndex {
      if try less(right[j].element, left[i].element) {
        merged.append(right[j])
        j += 1
      } else {
        merged.append(left[i])
        i += 1
      }
    }
    merged += left[i...]
    merged += right[j...]
    items.replaceSubrange(items.startIndex..<items.endIndex, with: merged)
  }

  /// `\.title` applied to a value (properties only).
  func keyPath(_ expression: ExprSyntax, of value: Value) throws(SwiftError) -> Value {
    guard let path = expression.as(KeyPathExprSyntax.self), path.root == nil else {
      throw SwiftError.unsupported(expression, "this key path")
    }
    var current = value
    for component in path.components {
      guard case .property(let property) = component.component,
        case .structure(let structure) = current,
        let field = structure[field: property.declName.baseName.text]
      else { throw SwiftError.unsupported(component, "this key path component") }
      current = field
    }
    return current
  }

  // MARK: - Closures

  /// The closure passed as `label:` or trailing.
  func closureArgument(_ call: FunctionCallExprSyntax, label: String?) throws(SwiftError) -> ClosureExprSyntax
  {
    if let trailing = call.trailingClosure { return trailing }
    guard let argument = call.arguments.first, call.arguments.count == 1 else {
      throw SwiftError(call, "expected a closure, as in map { $0.title }")
    }
    guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
      throw SwiftError.unsupported(
        argument, "passing a function by name here", fix: "write a closure: { $0.title }")
    }
    return closure
  }

  func predicate(_ closure: ClosureExprSyntax, _ arguments: Value...) throws(SwiftError) -> Bool {
    let result = try apply(closure, to: arguments)
    guard case .bool(let flag) = result else {
      throw SwiftError.typeMismatch(closure, expected: "a closure returning Bool", got: describe(result))
    }
    return flag
  }

  /// Runs a one-expression closure (`{ $0.title }`, `{ item in item.price > 5 }`).
  func apply(_ closure: ClosureExprSyntax, to arguments: [Value]) throws(SwiftError) -> Value {
    // A call walks the closure's syntax, so asking at each one costs little; a map over a
    // million elements stops at Ctrl-C.
    do { try host.interruption.checkpoint() } catch { throw SwiftError.interrupted(closure) }
    var names: [String] = []
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): names = list.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: names = arguments.indices.map { "$\($0)" }
    }
    guard names.count == arguments.count else {
      throw SwiftError(
        closure, "this closure takes \(names.count) parameter(s), but \(arguments.count) are passed")
    }
    guard closure.statements.count == 1, let only = closure.statements.first else {
      throw SwiftError.unsupported(
        closure, "closures of more than one statement", fix: "write one expression: { $0.title }")
    }
    let expression: ExprSyntax
    switch only.item {
    case .expr(let value): expression = value
    case .stmt(let statement):
      guard let returned = statement.as(ReturnStmtSyntax.self)?.expression else {
        throw SwiftError.unsupported(statement, "statements in a closure")
      }
      expression = returned
    default: throw SwiftError.unsupported(only, "declarations in a closure")
    }
    var scope: [String: Value] = [:]
    for (name, argument) in zip(names, arguments) where name != "_" { scope[name] = argument }
    return try withScope(scope) { () throws(SwiftError) in try value(expression) }
  }
}
