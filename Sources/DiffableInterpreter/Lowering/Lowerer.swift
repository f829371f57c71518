import SwiftSyntax

/// Lowers swift-syntax's tree to the interpreter's own: one node per construct the interpreter runs,
/// each with its line and column. Whatever it does not run is refused here, at its place, so that
/// nothing is skipped or misread.
///
/// The lowerer also bounds the depth of the tree it builds: chains of members or operators that
/// the parser's nesting limit does not count would otherwise overflow the stack of every later pass.
struct Lowerer {
  /// The deepest tree the later passes are asked to walk.
  static let maximumDepth = 200

  let converter: SourceLocationConverter
  /// The number of the entry being lowered, which every location carries.
  let entry: Int
  private(set) var depth = 0
  /// The types whose members are being lowered, innermost last: what `Self` names.
  var enclosingTypes: [String] = []
  /// Whether each type whose members are being lowered is a class, innermost last: where
  /// `@Published` may be written.
  var enclosingIsClass: [Bool] = []
  /// Whether each type whose members are being lowered is a class that adopts
  /// `ObservableObject`, innermost last: its `@Published` properties send `objectWillChange`.
  var enclosingIsObservable: [Bool] = []
  /// Whether the pattern being lowered is inside `var` (`for var item in items`, `case var .some(x)`):
  /// the names it binds are variables.
  var patternBindsVariables = false
  /// Where each generic type (`Box<Plain>`, `[Plain: Int]`) and member type (`Item.ID`) is
  /// written, in source order: the checker reports a problem with one of them at its place, as
  /// the compiler does, where the declaration that wrote it keeps only its own.
  var typePlaces: [TypeName: [SourceLocation]] = [:]

  init(converter: SourceLocationConverter, entry: Int = 0) {
    self.converter = converter
    self.entry = entry
  }

  /// The place where `node` starts, without its leading trivia.
  func location(of node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(line: place.line, column: place.column, entry: entry)
  }

  /// Runs `body` one level deeper, refusing a tree deeper than `maximumDepth`.
  mutating func nested<T>(_ node: some SyntaxProtocol, _ body: (inout Lowerer) throws -> T) throws -> T {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maximumDepth {
      throw InterpreterError.checkFailed(
        "this code nests deeper than diffable's limit of \(Self.maximumDepth) levels", at: location(of: node))
    }
    return try body(&self)
  }

  /// Refuses `node` as something diffable does not run yet.
  func refuse(_ what: String, _ node: some SyntaxProtocol) -> InterpreterError {
    .unsupported(what, at: location(of: node))
  }

  /// The statements of a file or a code block.
  mutating func lower(_ items: CodeBlockItemListSyntax) throws -> [Statement] {
    var statements: [Statement] = []
    for item in items {
      statements += try lower(item)
    }
    return statements
  }

  /// One item: a declaration (perhaps several bindings), a statement or an expression.
  mutating func lower(_ item: CodeBlockItemSyntax) throws -> [Statement] {
    switch item.item {
    case .decl(let declaration): return try lower(declaration: declaration)
    case .stmt(let statement): return [try lower(statement: statement)]
    case .expr(let expression):
      return [Statement(kind: try lowerExpressionStatement(expression), location: location(of: expression))]
    }
  }

  /// An expression in statement position: `if` and `switch` are statements here.
  mutating func lowerExpressionStatement(_ syntax: ExprSyntax) throws -> StatementKind {
    if let conditional = syntax.as(IfExprSyntax.self) {
      return try lower(if: conditional)
    }
    if let choice = syntax.as(SwitchExprSyntax.self) {
      return try lower(switch: choice, label: nil)
    }
    return .expression(try lower(syntax))
  }

  /// The statements of a `{ ... }` block.
  mutating func lower(block: CodeBlockSyntax) throws -> [Statement] {
    try nested(block) { try $0.lower(block.statements) }
  }
}

extension TokenSyntax {
  /// The name a token spells, without the backticks that let a keyword be a name (`` `default` ``).
  var nameText: String { identifier?.name ?? text }
}
