import DiffableEngine
import DiffableKit
import SwiftSyntax

/// Lines of an app that only UIKit can run (registering cells, dequeuing them, making the
/// data source): skipped with a note, so that a pasted view controller runs as far as the
/// snapshot goes. A cell provider that sets `cell.textLabel?.text` becomes the item type's
/// cell template.
enum UIKitLines {
  /// Names that stand for UIKit objects in view controller code.
  static let uikitNames: Set<String> = [
    "tableView", "collectionView", "cell", "self", "view", "navigationController",
  ]

  /// Whether `name` is a UIKit type (`UITableView`, `UITableViewCell`, ...).
  static func isUIKitType(_ name: String) -> Bool {
    let characters = Array(name)
    return characters.count > 2 && name.hasPrefix("UI") && characters[2].isUppercase
  }

  /// `note: skipped tableView.register(...): UIKit only ...`.
  static func note(for node: some SyntaxProtocol, what: String) -> String {
    let firstLine = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    let shown = firstLine.count > 70 ? String(firstLine.prefix(67)) + "..." : firstLine
    return "note: skipped `\(shown)`: UIKit only (\(what)); diffable draws the table view itself"
  }

  /// `let dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: ...) { ... }`:
  /// the note that it was skipped (after reading a cell template from the closure), or `nil`
  /// for any other value.
  static func skippedBinding(_ initial: ExprSyntax, run: SwiftRun) throws -> String? {
    guard let call = initial.as(FunctionCallExprSyntax.self) else { return nil }
    let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)
    let typeName = (generic?.expression ?? call.calledExpression).trimmedDescription
    guard typeName.hasSuffix("DiffableDataSource"), isUIKitType(typeName) else { return nil }
    var note = note(for: initial, what: "the data source is diffable's own")
    let closure =
      call.trailingClosure
      ?? call.arguments.first { $0.label?.text == "cellProvider" }?.expression.as(ClosureExprSyntax.self)
    guard let closure,
      let itemType = generic?.genericArgumentClause.arguments.last?.argument.trimmedDescription
    else { return note }
    let resolved = run.resolvedType(itemType)
    if run.registry.enums[resolved] != nil {
      let read = CaseTemplates.read(closure, enumName: resolved, run: run)
      for template in read.templates {
        try run.perform(.cellTemplate(type: template.type, template: template.text), at: closure)
      }
      if !read.templates.isEmpty {
        note +=
          "; its cell provider became "
          + read.templates.map { "`cell \($0.type) \(Value.quoted($0.text))`" }.joined(separator: ", ")
      }
      if !read.skipped.isEmpty {
        note += "; not read (cells show the item as printed): " + read.skipped.joined(separator: ", ")
      }
    } else if let template = cellTemplate(closure, itemType: resolved, run: run) {
      try run.perform(.cellTemplate(type: template.type, template: template.text), at: closure)
      note += "; its cell provider became `cell \(template.type) \(Value.quoted(template.text))`"
    }
    return note
  }

  /// The closure's parameter names (`tableView, indexPath, item`).
  static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): list.map(\.name.text)
    case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: ["$0", "$1", "$2"]
    }
  }

  /// The template of a cell provider that sets `....text = "...\(item.field)..."` (or
  /// `= item.field`) for a declared struct.
  static func cellTemplate(_ closure: ClosureExprSyntax, itemType: String, run: SwiftRun) -> (
    type: String, text: String
  )? {
    guard let type = run.registry[itemType], let item = parameterNames(closure).last else { return nil }
    return labelTemplate(in: Syntax(closure.statements), item: item, fields: type.fields).map {
      (type.name, $0)
    }
  }

  /// The template of the first `....text = ...` under `node` that reads `item`'s `fields`
  /// (with no fields, `= item` itself is `{value}`).
  static func labelTemplate(in node: Syntax, item: String, fields: [String]) -> String? {
    for node in node.tokens(viewMode: .sourceAccurate) {
      guard node.text == "=", let infix = node.parent?.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.trimmedDescription.hasSuffix(".text")
      else { continue }
      if let text = template(infix.rightOperand, item: item, fields: fields) { return text }
    }
    return nil
  }

  private static func template(_ expression: ExprSyntax, item: String, fields: [String]) -> String? {
    func field(_ expression: ExprSyntax) -> String? {
      guard let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == item,
        fields.contains(access.declName.baseName.text)
      else { return nil }
      return "{\(access.declName.baseName.text)}"
    }
    if let single = field(expression) { return single }
    if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == item { return "{value}" }
    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let piece):
        guard !piece.content.text.contains("{"), !piece.content.text.contains("\\") else { return nil }
        text += piece.content.text
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first,
          let placeholder = field(inner.expression)
        else { return nil }
        text += placeholder
      }
    }
    return text
  }
}
