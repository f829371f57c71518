import DiffableEngine
import DiffableKit
import SwiftSyntax

extension SwiftRun {
  /// Runs the entry's top-level statements in order. An error is printed at its statement;
  /// typed or pasted, the rest of the entry is skipped; in a script, bail decides.
  func runEntry(_ tree: SourceFileSyntax) {
    for item in tree.statements {
      guard !host.isStopped && !host.isUnwinding else { return }
      do {
        try execute(item)
      } catch let error as SwiftError where error.isInterruption {
        // Ctrl-C inside a closure (`map`, `filter`, ...): as in a loop.
        host.noteInterruption(command: error.message, at: location)
        return
      } catch let error as SwiftError {
        fail(error)
        if interactive { return }
      } catch is Interrupted {
        // Ctrl-C inside a loop: the shell undoes the entry typed, or stops the script.
        host.noteInterruption(command: "for", at: location)
        return
      } catch {
        if interactive { return }
      }
    }
  }

  func execute(_ items: CodeBlockItemListSyntax) throws {
    for item in items { try execute(item) }
  }

  func execute(_ item: CodeBlockItemSyntax) throws {
    switch item.item {
    case .decl(let declaration): try declare(declaration)
    case .stmt(let statement): try execute(statement)
    case .expr(let expression): try expressionStatement(expression)
    }
  }

  // MARK: - Declarations

  func declare(_ declaration: DeclSyntax) throws {
    if declaration.is(ImportDeclSyntax.self) { return }
    if let variable = declaration.as(VariableDeclSyntax.self) { return try bind(variable) }
    if let function = declaration.as(FunctionDeclSyntax.self) {
      throw SwiftError.unsupported(
        function.funcKeyword, "functions", fix: "write the statements of the function's body on their own")
    }
    if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) { return try extend(extensionDecl) }
    let reader = TypeReader(evaluate: { (expression) throws(SwiftError) in try self.value(expression) })
    guard let read = try reader.read(declaration) else {
      throw SwiftError.unsupported(declaration, "this declaration (\(TypeReader.kind(of: declaration)))")
    }
    try perform(.declare(read), at: declaration)
  }

  /// `extension Payment: Hashable { func hash(into:) ...; static func == ... }`: a new rule
  /// for a declared struct.
  func extend(_ extensionDecl: ExtensionDeclSyntax) throws {
    let name = extensionDecl.extendedType.trimmedDescription
    guard var type = registry[name] else {
      throw SwiftError.unsupported(extensionDecl.extendedType, "extensions of anything but a declared struct")
    }
    for member in extensionDecl.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self) else {
        throw SwiftError.unsupported(member.decl, "members other than hash(into:) and == in an extension")
      }
      do {
        switch function.name.text {
        case "hash": try type.setHashFields(try RuleReader.hashInto(function, fields: type.fields))
        case "==":
          switch try RuleReader.equality(function, fields: type.fields) {
          case .fields(let compared): try type.setEqualityFields(compared)
          case .alwaysFalse: type.setNeverEqual()
          }
        default: throw SwiftError.unsupported(function.name, "methods other than hash(into:) and ==")
        }
      } catch let error as TypeError {
        throw SwiftError(function, error.description)
      }
    }
    try perform(.declare(.structure(type)), at: extensionDecl)
  }

  /// `let` / `var`: values, snapshots; UIKit objects are skipped with a note.
  func bind(_ variable: VariableDeclSyntax) throws {
    let mutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
    for binding in variable.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
        if binding.pattern.is(TuplePatternSyntax.self) {
          throw SwiftError.unsupported(
            binding.pattern, "tuple destructuring in let or var",
            fix: "bind each value: let a = ...; let b = ...")
        }
        throw SwiftError.unsupported(binding.pattern, "patterns other than a name in let or var")
      }
      if binding.accessorBlock != nil { throw SwiftError.unsupported(binding, "computed properties") }
      guard let initial = binding.initializer?.value else {
        throw SwiftError.unsupported(
          binding, "a let or var without a value",
          fix: "give it a value: let \(pattern.identifier.text) = ...")
      }
      let name = pattern.identifier.text
      if let note = try UIKitLines.skippedBinding(initial, run: self) {
        say([note], command: "note")
        continue
      }
      switch try evaluate(initial) {
      case .value(let value):
        if scopes.isEmpty {
          try perform(.bindValue(name, value, mutable: mutable), at: variable)
        } else {
          setLocal(name, value, mutable: mutable)
        }
      case .newSnapshot(let source):
        try perform(.bindSnapshot(name, source, mutable: mutable), at: variable)
      case .snapshot(let other):
        try perform(.bindSnapshot(name, .copy(of: other), mutable: mutable), at: variable)
      case .uikit(let what):
        say([UIKitLines.note(for: variable, what: what)], command: "note")
      case .dataSource, .type:
        throw SwiftError.unsupported(initial, "binding a type or the data source to a name")
      }
    }
  }

  // MARK: - Statements

  func execute(_ statement: StmtSyntax) throws {
    if let expression = statement.as(ExpressionStmtSyntax.self) {
      return try expressionStatement(expression.expression)
    }
    if let loop = statement.as(ForStmtSyntax.self) { return try forLoop(loop) }
    let kind =
      switch statement.kind {
      case .guardStmt: "guard"
      case .whileStmt: "while loops"
      case .repeatStmt: "repeat loops"
      case .returnStmt: "return outside a closure"
      case .breakStmt: "break"
      case .continueStmt: "continue"
      case .deferStmt: "defer"
      case .doStmt: "do blocks"
      case .throwStmt: "throw"
      default: "this statement"
      }
    throw SwiftError.unsupported(statement, kind)
  }

  func forLoop(_ loop: ForStmtSyntax) throws {
    if loop.caseKeyword != nil { throw SwiftError.unsupported(loop, "for case") }
    if loop.tryKeyword != nil || loop.awaitKeyword != nil {
      throw SwiftError.unsupported(loop, "for try/await")
    }
    if let tuple = loop.pattern.as(TuplePatternSyntax.self) { return try forEntries(loop, tuple) }
    let name: String?
    if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
      name = identifier.identifier.text
    } else if loop.pattern.is(WildcardPatternSyntax.self) {
      name = nil
    } else {
      throw SwiftError.unsupported(loop.pattern, "patterns other than a name in for")
    }
    let sequence = try value(loop.sequence)
    if case .dictionary = sequence {
      throw SwiftError.unsupported(
        loop.pattern, "a dictionary's entries as one tuple",
        fix: "write for (key, value) in dictionary, or loop over dictionary.keys")
    }
    guard case .array(let elements) = sequence else {
      throw SwiftError.typeMismatch(loop.sequence, expected: "an array", got: describe(sequence))
    }
    for element in elements {
      // Each turn runs statements through the shell, so asking at every turn costs little.
      try host.interruption.checkpoint()
      if host.isUnwinding { throw Stop() }
      scopes.append(name.map { [$0: Local(value: element, mutable: false)] } ?? [:])
      defer { scopes.removeLast() }
      if let condition = loop.whereClause?.condition, !(try bool(condition)) { continue }
      try execute(loop.body.statements)
    }
  }

  /// `for (key, value) in dictionary`, in key order.
  /// `for (key, value) in dictionary`, in key order; `for (index, item) in items.enumerated()`.
  private func forEntries(_ loop: ForStmtSyntax, _ tuple: TuplePatternSyntax) throws {
    let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    let pairs: [(Value, Value)]
    let enumerated = loop.sequence.as(FunctionCallExprSyntax.self).flatMap { call in
      call.arguments.isEmpty && call.trailingClosure == nil
        ? call.calledExpression.as(MemberAccessExprSyntax.self) : nil
    }
    if let enumerated, enumerated.declName.baseName.text == "enumerated", let base = enumerated.base {
      pairs = try elements(base).enumerated().map { (.int($0.offset), $0.element) }
    } else if case .dictionary(let keys, let values) = try value(loop.sequence) {
      pairs = Array(zip(keys, values))
    } else {
      throw SwiftError.unsupported(
        loop.pattern, "this tuple pattern in for",
        fix: "diffable runs for (key, value) in dictionary and for (index, item) in items.enumerated()")
    }
    guard names.count == 2, tuple.elements.allSatisfy({ $0.label == nil }) else {
      throw SwiftError.unsupported(
        loop.pattern, "this tuple pattern in for",
        fix: "diffable runs for (key, value) in dictionary and for (index, item) in items.enumerated()")
    }
    for (key, value) in pairs {
      var scope: [String: Local] = [:]
      if let name = names[0] { scope[name] = Local(value: key, mutable: false) }
      if let name = names[1] { scope[name] = Local(value: value, mutable: false) }
      scopes.append(scope)
      defer { scopes.removeLast() }
      if let condition = loop.whereClause?.condition, !(try bool(condition)) { continue }
      try execute(loop.body.statements)
    }
  }

  func ifStatement(_ ifExpr: IfExprSyntax) throws {
    scopes.append([:])
    defer { scopes.removeLast() }
    var holds = true
    for element in ifExpr.conditions {
      switch element.condition {
      case .expression(let expression):
        holds = try bool(expression)
      case .optionalBinding(let binding):
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
          throw SwiftError.unsupported(binding.pattern, "patterns other than a name in if let")
        }
        let name = pattern.identifier.text
        let bound =
          try binding.initializer.map { (clause) throws(SwiftError) in try value(clause.value) }
          ?? (try lookupValue(name, at: pattern))
        holds = bound != .nilValue
        if holds { setLocal(name, bound, mutable: binding.bindingSpecifier.tokenKind == .keyword(.var)) }
      default:
        throw SwiftError.unsupported(element, "this kind of if condition (if case, #available)")
      }
      if !holds { break }
    }
    if holds {
      try execute(ifExpr.body.statements)
    } else {
      switch ifExpr.elseBody {
      case .ifExpr(let next): try ifStatement(next)
      case .codeBlock(let block): try execute(block.statements)
      case nil: break
      }
    }
  }

  func lookupValue(_ name: String, at node: some SyntaxProtocol) throws(SwiftError) -> Value {
    guard case .value(let value) = try lookup(name, at: node) else {
      throw SwiftError.typeMismatch(node, expected: "a value", got: "'\(name)'")
    }
    return value
  }
}
