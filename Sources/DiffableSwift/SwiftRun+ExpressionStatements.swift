import DiffableEngine
import DiffableKit
import SwiftSyntax

extension SwiftRun {
  /// An expression written as a statement: `if`, an assignment, a call on the snapshot or the
  /// data source, `print`, a mutating array method; any other value is printed.
  func expressionStatement(_ expression: ExprSyntax) throws {
    if let ifExpr = expression.as(IfExprSyntax.self) { return try ifStatement(ifExpr) }
    if let switchExpr = expression.as(SwitchExprSyntax.self) { return try switchStatement(switchExpr) }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      if infix.operator.is(AssignmentExprSyntax.self) {
        return try assign(infix.leftOperand, at: infix) { () throws(SwiftError) in
          try evaluate(infix.rightOperand)
        }
      }
      if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        ["+=", "-=", "*=", "/="].contains(op)
      {
        return try assign(infix.leftOperand, at: infix) { () throws(SwiftError) in
          let current = try value(infix.leftOperand)
          return .value(
            try arithmetic(String(op.dropLast()), current, try value(infix.rightOperand), at: infix))
        }
      }
    }
    if let call = expression.as(FunctionCallExprSyntax.self), try callStatement(call) { return }
    switch try evaluate(expression) {
    case .value(let value): say([value.description], command: "swift")
    case .uikit(let what): say([UIKitLines.note(for: expression, what: what)], command: "note")
    case .snapshot(let name):
      try perform(.print(snapshot: name), at: expression)
    default: throw SwiftError.unsupported(expression, "an expression whose value is not used")
    }
  }

  /// Runs a call that is a statement of its own; `false` when it is an ordinary value.
  func callStatement(_ call: FunctionCallExprSyntax) throws -> Bool {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "print",
      local("print") == nil
    {
      guard case .value(.string(let line)) = try evaluate(ExprSyntax(call)) else { return true }
      say([line], command: "print")
      return true
    }
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = access.base
    else {
      return false
    }
    let name = access.declName.baseName.text
    switch try evaluate(baseExpression) {
    case .snapshot(let snapshotName):
      guard let edit = try snapshotStatement(name, of: snapshotName, call, at: access) else {
        return false
      }
      try perform(.edit(edit, snapshot: snapshotName), at: call)
      return true
    case .dataSource:
      guard let operation = try dataSourceStatement(name, call, at: access) else { return false }
      try perform(operation, at: call)
      return true
    case .uikit(let what):
      say([UIKitLines.note(for: call, what: what)], command: "note")
      return true
    case .value(let base):
      // `items.append(x)`, `grouped[tag, default: []].append(x)`, `payment.tags.append(x)`.
      guard
        baseExpression.is(DeclReferenceExprSyntax.self) || baseExpression.is(SubscriptCallExprSyntax.self)
          || baseExpression.is(MemberAccessExprSyntax.self),
        let mutated = try mutatingMethod(name, of: base, call, at: access)
      else { return false }
      try assign(baseExpression, at: call) { .value(mutated) }
      return true
    default:
      return false
    }
  }

  /// `append`, `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`, `removeAll()`,
  /// `shuffle()`, `sort()`, `reverse()` on an array variable: the new array, or `nil` when
  /// `name` is not one of them.
  func mutatingMethod(
    _ name: String, of base: Value, _ call: FunctionCallExprSyntax, at node: MemberAccessExprSyntax
  )
    throws(SwiftError) -> Value?
  {
    guard case .array(var elements) = base else { return nil }
    let arguments = Array(call.arguments)
    switch name {
    case "append":
      if arguments.first?.label?.text == "contentsOf" {
        elements += try self.elements(arguments[0].expression)
      } else {
        elements.append(try onlyArgument(call))
      }
    case "insert":
      guard arguments.count == 2, arguments[1].label?.text == "at" else {
        throw SwiftError(call, "write insert(x, at: 0)")
      }
      let index = try int(arguments[1].expression)
      guard (0...elements.count).contains(index) else {
        throw SwiftError(arguments[1], "Fatal error: Array index is out of range")
      }
      elements.insert(try value(arguments[0].expression), at: index)
    case "remove":
      guard arguments.count == 1, arguments[0].label?.text == "at" else {
        throw SwiftError(call, "write remove(at: 0)")
      }
      let index = try int(arguments[0].expression)
      guard elements.indices.contains(index) else {
        throw SwiftError(arguments[0], "Fatal error: Index out of range")
      }
      elements.remove(at: index)
    case "removeAll":
      try expectNoArguments(call)
      elements.removeAll()
    case "removeFirst", "removeLast":
      try expectNoArguments(call)
      guard !elements.isEmpty else {
        throw SwiftError(call, "Fatal error: Can't remove from an empty collection")
      }
      _ = name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
    case "shuffle": elements = try expectArray(method("shuffled", of: base, call, at: node))
    case "sort": elements = try sorted(elements, call)
    case "reverse":
      try expectNoArguments(call)
      elements.reverse()
    default: return nil
    }
    return .array(elements)
  }

  private func expectArray(_ value: Value) throws(SwiftError) -> [Value] {
    if case .array(let elements) = value { return elements }
    return []
  }

  /// `name = ...`, `name.field = ...`, and the compound forms.
  func assign(
    _ target: ExprSyntax, at node: some SyntaxProtocol, _ newValue: () throws(SwiftError) -> Evaluated
  ) throws {
    if let access = target.as(MemberAccessExprSyntax.self) {
      return try assignField(access, at: node, newValue)
    }
    if let element = target.as(SubscriptCallExprSyntax.self) {
      return try assignElement(element, at: node, newValue)
    }
    if let chain = target.as(OptionalChainingExprSyntax.self),
      case .uikit(let what) = try? evaluate(chain.expression)
    {
      return say([UIKitLines.note(for: node, what: what)], command: "note")
    }
    guard let reference = target.as(DeclReferenceExprSyntax.self) else {
      throw SwiftError.unsupported(target, "assigning to this")
    }
    let name = reference.baseName.text
    if let existing = local(name) {
      guard existing.mutable else {
        throw SwiftError(reference, "cannot assign to value: '\(name)' is a 'let' constant")
      }
      guard case .value(let value) = try newValue() else {
        throw SwiftError.unsupported(node, "a snapshot in a variable declared inside a loop or if")
      }
      _ = assignLocal(name, value)
      return
    }
    guard state.isBound(name) else {
      if name == "dataSource" || UIKitLines.uikitNames.contains(name) {
        return say([UIKitLines.note(for: node, what: name)], command: "note")
      }
      throw SwiftError.cannotFind(reference, name, isCase: false)
    }
    guard state.bindings.isMutable(name) else {
      throw SwiftError(
        reference, "cannot assign to value: '\(name)' is a 'let' constant", fix: "declare it with var")
    }
    switch try newValue() {
    case .value(let value):
      guard !state.isSnapshot(name) else {
        throw SwiftError.typeMismatch(node, expected: "a snapshot for '\(name)'", got: describe(value))
      }
      try perform(.bindValue(name, value, mutable: true), at: node)
    case .newSnapshot(let source):
      try perform(.bindSnapshot(name, source, mutable: true), at: node)
    case .snapshot(let other):
      guard other != name else { return }
      try perform(.bindSnapshot(name, .copy(of: other), mutable: true), at: node)
    case .uikit(let what):
      say([UIKitLines.note(for: node, what: what)], command: "note")
    case let other:
      throw SwiftError.typeMismatch(node, expected: "a value", got: describeEvaluated(other))
    }
  }

  /// `payments[0] = ...` on an array variable.
  private func assignElement(
    _ element: SubscriptCallExprSyntax, at node: some SyntaxProtocol,
    _ newValue: () throws(SwiftError) -> Evaluated
  ) throws {
    let base = try value(element.calledExpression)
    if case .dictionary(let keys, let values) = base {
      guard case .value(let value) = try newValue() else {
        throw SwiftError.typeMismatch(node, expected: "a value", got: "something else")
      }
      let changed = try settingEntry(keys: keys, values: values, element, to: value)
      return try assign(element.calledExpression, at: node) { .value(changed) }
    }
    guard case .array(var elements) = base else {
      throw SwiftError.unsupported(
        element, "assigning through a subscript of anything but an array or a dictionary")
    }
    guard element.arguments.count == 1, let argument = element.arguments.first else {
      throw SwiftError.unsupported(element, "subscripts with several arguments")
    }
    let index = try int(argument.expression)
    guard elements.indices.contains(index) else {
      throw SwiftError(argument, "Fatal error: Index out of range (index \(index), count \(elements.count))")
    }
    guard case .value(let value) = try newValue() else {
      throw SwiftError.typeMismatch(node, expected: "a value", got: "something else")
    }
    elements[index] = value
    try assign(element.calledExpression, at: node) { .value(.array(elements)) }
  }

  /// `payment.title = "Tip"` on a struct variable (a new value in the variable, as with any
  /// Swift struct); `cell.textLabel?.text = ...` and other UIKit properties are skipped.
  private func assignField(
    _ access: MemberAccessExprSyntax, at node: some SyntaxProtocol,
    _ newValue: () throws(SwiftError) -> Evaluated
  ) throws {
    guard let baseExpression = access.base else {
      throw SwiftError.unsupported(access, "assigning to .\(access.declName.baseName.text)")
    }
    let base = try? evaluate(baseExpression)
    if case .uikit(let what) = base { return say([UIKitLines.note(for: node, what: what)], command: "note") }
    if case .dataSource = base {
      return say([UIKitLines.note(for: node, what: "dataSource")], command: "note")
    }
    guard case .value(.structure(var structure)) = base else {
      throw SwiftError.unsupported(access, "assigning to a property of this")
    }
    let field = access.declName.baseName.text
    guard let index = structure.fieldNames.firstIndex(of: field) else {
      throw SwiftError.noMember(access.declName, field, of: structure.typeName)
    }
    guard case .value(let value) = try newValue() else {
      throw SwiftError.typeMismatch(node, expected: "a value", got: "something else")
    }
    if let type = registry[structure.typeName] {
      structure.setField(at: index, to: try fieldValue(value, field: field, of: type, at: node))
    } else {
      structure.setField(at: index, to: value)
    }
    try assign(baseExpression, at: node) { .value(.structure(structure)) }
  }
}
