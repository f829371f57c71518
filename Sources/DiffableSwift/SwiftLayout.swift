import DiffableEngine
import SwiftParser
import SwiftSyntax

/// The entries of a Swift program laid out as one file (``ProgramLayout``), for `export swift`:
/// types, extensions, functions and global variables at the top of the file, statements in
/// order; what a file cannot hold as the entries ran is said.
///
/// The entries ran one after the other at the prompt, where a name may be declared again (the
/// later one hides the earlier); a file declares each name once:
/// - a type or a function declared again keeps its last declaration (the earlier ones are left
///   out, saying which entry replaced them);
/// - a global variable declared again with the same type becomes an assignment where it was
///   declared again, and its first declaration a `var`.
///
/// Global variables and functions are marked `@MainActor` (unless they are already): the test
/// runs on the main actor, and Swift 6 refuses mutable globals that are not isolated.
enum SwiftLayout {
  static func layOut(_ entries: [String]) -> (parts: [[ProgramLayout.Part]], facts: Facts) {
    var reader = Reader()
    let files = entries.map { Parser.parse(source: $0) }
    for (index, file) in files.enumerated() {
      for item in file.statements { reader.read(item, entry: index) }
    }
    var facts = Facts()
    for file in files {
      let visitor = FactFinder(viewMode: .sourceAccurate)
      visitor.walk(file)
      facts.makesOwnTableView = facts.makesOwnTableView || visitor.makesOwnTableView
      facts.drawsIdentities = facts.drawsIdentities || visitor.drawsIdentities
      facts.drawsRandomNumbers = facts.drawsRandomNumbers || visitor.drawsRandomNumbers
      facts.queuesWork = facts.queuesWork || visitor.queuesWork
      for identifier in visitor.reuseIdentifiers where !facts.reuseIdentifiers.contains(identifier) {
        facts.reuseIdentifiers.append(identifier)
      }
    }
    facts.declaredNames = reader.declaredNames
    return (reader.finished(entryCount: entries.count), facts)
  }

  /// What the program uses, found in its text.
  struct Facts {
    var declaredNames: Set<String> = []
    var makesOwnTableView = false
    var drawsIdentities = false
    var drawsRandomNumbers = false
    var queuesWork = false
    var reuseIdentifiers: [String] = []
  }

  /// The global actor the test runs on.
  static let mainActor = "@MainActor"
}

/// Reads each top-level item once, in order, keeping where each name was declared.
private struct Reader {
  /// A part as read, before a later entry changes it.
  private struct Read {
    var entry: Int
    var place: ProgramLayout.Place
    var text: String
    /// A global variable's declaration, written again as `var` when a later entry assigns it.
    var global: CodeBlockItemSyntax?
  }

  private var read: [Read] = []
  /// Where each type or function signature was last declared (an index into ``read``).
  private var declarations: [String: Int] = [:]
  /// Where each global variable was declared, and its type as written, or as its literal says.
  private var globals: [String: (index: Int, type: String?)] = [:]
  private(set) var declaredNames: Set<String> = []

  mutating func read(_ item: CodeBlockItemSyntax, entry: Int) {
    switch item.item {
    case .decl(let declaration):
      if let variable = declaration.as(VariableDeclSyntax.self) {
        readGlobal(variable, item: item, entry: entry)
      } else if let key = Self.signature(of: declaration) {
        let isFunction = declaration.is(FunctionDeclSyntax.self)
        let text =
          isFunction
          ? Self.isolated(item, attributes: declaration.asProtocol(WithAttributesSyntax.self))
          : Self.text(of: item)
        if let earlier = declarations[key] {
          read[earlier].place = .left(reason: "declared again in a later entry, which replaced it")
        }
        declarations[key] = read.count
        declaredNames.insert(Self.name(of: declaration) ?? key)
        read.append(Read(entry: entry, place: .top, text: text))
      } else {
        // An import, an operator, `#if`: kept at the top as written.
        read.append(Read(entry: entry, place: .top, text: Self.text(of: item)))
      }
    case .stmt, .expr:
      read.append(Read(entry: entry, place: .body, text: Self.text(of: item)))
    }
  }

  private mutating func readGlobal(_ variable: VariableDeclSyntax, item: CodeBlockItemSyntax, entry: Int) {
    let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    let again = names.filter { globals[$0] != nil }
    guard !again.isEmpty else {
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        globals[name] = (read.count, Self.writtenType(of: binding))
        declaredNames.insert(name)
      }
      read.append(
        Read(entry: entry, place: .top, text: Self.isolated(item, attributes: variable), global: item))
      return
    }
    // Declared again: an assignment, when it is one name given a value of the type it had.
    guard variable.bindings.count == 1, let binding = variable.bindings.first, let name = names.first,
      let value = binding.initializer?.value, let first = globals[name],
      Self.writtenType(of: binding) == first.type
    else {
      let which = again.map { "'\($0)'" }.joined(separator: ", ")
      read.append(
        Read(
          entry: entry,
          place: .left(reason: "declares \(which) again with another type, which a file cannot"),
          text: Self.text(of: item)))
      return
    }
    read[first.index].text = Self.asVariable(read[first.index])
    let comments = Self.comments(before: item)
    read.append(
      Read(
        entry: entry, place: .body,
        text: comments + "\(name) = \(value.trimmedDescription)  // declared again here: a file assigns it"))
  }

  /// A variable's type as written (`: [Int]`), or the type of its literal value (`= "x"`); nil
  /// when neither says.
  private static func writtenType(of binding: PatternBindingSyntax) -> String? {
    if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
    switch binding.initializer?.value.kind {
    case .integerLiteralExpr: return "Int"
    case .floatLiteralExpr: return "Double"
    case .stringLiteralExpr: return "String"
    case .booleanLiteralExpr: return "Bool"
    default: return nil
    }
  }

  /// The parts of each of `entryCount` entries.
  func finished(entryCount: Int) -> [[ProgramLayout.Part]] {
    var parts = [[ProgramLayout.Part]](repeating: [], count: entryCount)
    for part in read { parts[part.entry].append(ProgramLayout.Part(place: part.place, text: part.text)) }
    return parts
  }

  /// A global `let` written as `var` (a later entry assigns it): its keyword changed in the
  /// syntax tree, not in the text (a comment above it may say `let`).
  private static func asVariable(_ read: Read) -> String {
    guard let item = read.global, let variable = item.item.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.let)
    else { return read.text }
    let changed = variable.with(
      \.bindingSpecifier, variable.bindingSpecifier.with(\.tokenKind, .keyword(.var)))
    return isolated(item.with(\.item, .decl(DeclSyntax(changed))), attributes: changed)
  }

  /// What makes two declarations the same one: a type's name, or a function's name with its
  /// argument labels and types.
  private static func signature(of declaration: DeclSyntax) -> String? {
    if let function = declaration.as(FunctionDeclSyntax.self) {
      let parameters = function.signature.parameterClause.parameters.map {
        "\($0.firstName.text):\($0.type.trimmedDescription)"
      }
      return "func \(function.name.text)(\(parameters.joined(separator: ",")))"
    }
    return name(of: declaration).map { "type \($0)" }
  }

  /// The name a type, alias or function declares; nil for an extension and the rest.
  private static func name(of declaration: DeclSyntax) -> String? {
    if let named = declaration.asProtocol(NamedDeclSyntax.self),
      !declaration.is(ExtensionDeclSyntax.self), !declaration.is(OperatorDeclSyntax.self),
      !declaration.is(PrecedenceGroupDeclSyntax.self)
    {
      return named.name.text
    }
    return nil
  }

  /// The item as written, with the comments above it, without blank lines around it.
  private static func text(of item: CodeBlockItemSyntax) -> String {
    comments(before: item) + written(item)
  }

  /// The item without what comes before it, with the comment that ends its last line.
  private static func written(_ item: CodeBlockItemSyntax) -> String {
    // Without its `;` (entries typed on one line are parts of their own here).
    var text = item.with(\.leadingTrivia, []).with(\.semicolon, nil).description
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }

  /// The item marked `@MainActor` after its comments, unless it is already.
  private static func isolated(_ item: CodeBlockItemSyntax, attributes: (any WithAttributesSyntax)?) -> String
  {
    let marked = attributes?.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
    }
    guard marked != true else { return text(of: item) }
    return comments(before: item) + SwiftLayout.mainActor + "\n" + written(item)
  }

  /// The comment lines written above `item`, each ending in a newline.
  private static func comments(before item: CodeBlockItemSyntax) -> String {
    var lines: [String] = []
    for piece in item.leadingTrivia {
      switch piece {
      case .lineComment(let text), .docLineComment(let text), .blockComment(let text),
        .docBlockComment(let text):
        lines.append(text)
      default: break
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}

/// Finds, in one entry, a table view the program makes itself, the values a device would draw
/// differently, and the reuse identifiers of the cells it dequeues.
private final class FactFinder: SyntaxVisitor {
  private(set) var makesOwnTableView = false
  private(set) var drawsIdentities = false
  private(set) var drawsRandomNumbers = false
  /// `Task { }`, `Task.detached`, `DispatchQueue.main.async`: work that runs after the entry.
  private(set) var queuesWork = false
  private(set) var reuseIdentifiers: [String] = []

  /// `UUID()`, `Date()` and `Date.now`: new identities on a device.
  private static let identities: Set<String> = ["UUID", "Date"]
  /// `Int.random(in:)`, `randomElement()`, `shuffled()`, `shuffle()`: other numbers on a device.
  private static let randomMembers: Set<String> = ["random", "randomElement", "shuffled", "shuffle"]

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if Self.identities.contains(name) { drawsIdentities = true }
    if Self.randomMembers.contains(name) { drawsRandomNumbers = true }
    if name == "UITableViewController" { makesOwnTableView = true }
    if name == "Task" || name == "async" || name == "asyncAfter" { queuesWork = true }
    if name == "UITableView", Self.isMadeHere(node), !Self.initializesTopLevelTableView(node) {
      makesOwnTableView = true
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "UITableViewController" { makesOwnTableView = true }
    return .visitChildren
  }

  /// `dequeueReusableCell(withIdentifier: "Cell", ...)`: its identifier, when a literal.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "dequeueReusableCell",
      let argument = node.arguments.first, argument.label?.text == "withIdentifier",
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      let text = literal.representedLiteralValue
    else { return .visitChildren }
    if !reuseIdentifiers.contains(text) { reuseIdentifiers.append(text) }
    return .visitChildren
  }

  /// `UITableView(...)` or `UITableView.init(...)`.
  private static func isMadeHere(_ node: DeclReferenceExprSyntax) -> Bool {
    if let call = node.parent?.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id == ExprSyntax(node).id
    }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
      return member.parent?.is(FunctionCallExprSyntax.self) == true
    }
    return false
  }

  /// Whether the table view is the value of a global `tableView` (the one the test checks).
  private static func initializesTopLevelTableView(_ node: DeclReferenceExprSyntax) -> Bool {
    var current = Syntax(node)
    while let parent = current.parent {
      if let binding = parent.as(PatternBindingSyntax.self) {
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let isTopLevel =
          binding.parent?.parent?.parent?.parent?.is(CodeBlockItemListSyntax.self) == true
          && binding.parent?.parent?.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        return name == "tableView" && isTopLevel
      }
      current = parent
    }
    return false
  }
}
