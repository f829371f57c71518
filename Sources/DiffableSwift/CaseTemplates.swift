import DiffableKit
import SwiftSyntax

/// The cell templates of a cell provider whose item is an enum and that switches over it:
///
/// ```swift
/// switch item {
/// case .payment(let p): cell.textLabel?.text = "\(p.title): \(p.amount)"
/// case .empty: cell.textLabel?.text = "No payments"
/// }
/// ```
///
/// becomes `cell Item.payment "{title}: {amount}"` and `cell Item.empty "No payments"`. A case
/// diffable cannot read is named in the note and skipped (its cells show the item as printed).
enum CaseTemplates {
  struct Read {
    var templates: [(type: String, text: String)] = []
    var skipped: [String] = []
  }

  static func read(_ closure: ClosureExprSyntax, enumName: String, run: SwiftRun) -> Read {
    var read = Read()
    guard let enumType = run.registry.enums[enumName], let item = UIKitLines.parameterNames(closure).last,
      let switchExpr = closure.statements.lazy.compactMap({ findSwitch(in: Syntax($0), over: item) }).first
    else {
      read.skipped.append("no switch over '\(UIKitLines.parameterNames(closure).last ?? "item")'")
      return read
    }
    for element in switchExpr.cases {
      guard case .switchCase(let switchCase) = element else { continue }
      guard case .case(let label) = switchCase.label else {
        read.skipped.append("default")
        continue
      }
      let body = Syntax(switchCase.statements)
      for caseItem in label.caseItems {
        guard let (caseName, bound) = caseAndBinding(caseItem.pattern),
          let enumCase = enumType[caseNamed: caseName]
        else {
          read.skipped.append("case \(caseItem.pattern.trimmedDescription)")
          continue
        }
        let fields =
          enumCase.payloadTypes.count == 1
          ? run.registry[run.resolvedType(enumCase.payloadTypes[0])]?.fields ?? [] : []
        // Without a bound associated value, only a plain string literal can be read.
        let text = UIKitLines.labelTemplate(
          in: body, item: bound ?? "\u{0}", fields: bound == nil ? [] : fields)
        guard let text, bound != nil || !text.contains("{") else {
          read.skipped.append("case .\(caseName)")
          continue
        }
        read.templates.append(("\(enumName).\(caseName)", text))
      }
    }
    return read
  }

  /// The first `switch item { ... }` at or under `node`.
  private static func findSwitch(in node: Syntax, over item: String) -> SwitchExprSyntax? {
    if let found = node.as(SwitchExprSyntax.self), found.subject.trimmedDescription == item { return found }
    for child in node.children(viewMode: .sourceAccurate) {
      if let found = findSwitch(in: child, over: item) { return found }
    }
    return nil
  }

  /// `.payment(let p)`, `let .payment(p)`, `.payment(_)`, `.empty`: the case's name and the
  /// name bound to its one associated value.
  private static func caseAndBinding(_ pattern: PatternSyntax) -> (String, String?)? {
    var pattern = pattern
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let access = expression.as(MemberAccessExprSyntax.self) { return (access.declName.baseName.text, nil) }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let access = call.calledExpression.as(MemberAccessExprSyntax.self), call.arguments.count == 1,
      let argument = call.arguments.first?.expression
    else { return nil }
    var name: String?
    if let inner = argument.as(PatternExprSyntax.self) {
      var innerPattern = inner.pattern
      if let binding = innerPattern.as(ValueBindingPatternSyntax.self) { innerPattern = binding.pattern }
      name = innerPattern.as(IdentifierPatternSyntax.self)?.identifier.text
    } else if let reference = argument.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    }
    return (access.declName.baseName.text, name)
  }
}
