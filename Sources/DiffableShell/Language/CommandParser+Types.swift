import DiffableEngine

// Struct declarations, their Hashable rules, and cell templates.

extension LineParser {
  /// `struct Payment { id, title, price } hash(id) equal(id, title)`; the body may also be
  /// pasted Swift (`struct Payment: Hashable { let id: Int; var title: String }`), whose
  /// conformances and types are ignored.
  mutating func parseStructDeclaration() throws(ParseError) -> Command {
    let nameToken = try peek()
    guard let name = nameToken.identifier else {
      throw expectation("a type name after 'struct'", found: nameToken)
    }
    guard Token.isCapitalised(name) else {
      throw error(
        "a struct name starts with a capital letter, so that its values read as values "
          + "('\(Token.Kind.truncated(name))(...)' would not)", at: nameToken)
    }
    guard name != "UUID" else {
      throw error("'UUID' is built in: UUID() makes a fresh string", at: nameToken)
    }
    advance()
    if try peek().isPunctuation(":") {
      advance()
      try skipConformances()
    }
    let fields = try parseStructBody(of: name)
    var hash: FieldSelection?
    var equal: FieldSelection?
    while true {
      let token = try peek()
      guard token.isWord("hash") || token.isWord("equal") else { break }
      let isHash = token.isWord("hash")
      guard (isHash ? hash : equal) == nil else {
        throw error("'\(isHash ? "hash" : "equal")(...)' is given twice", at: token)
      }
      advance()
      let open = try peek()
      guard open.isPunctuation("(") else {
        throw expectation("'(' after '\(token.identifier ?? "")'", found: open)
      }
      advance()
      let selection = try parseFieldSelection(after: isHash ? "hash(" : "equal(", closing: true)
      if isHash { hash = selection } else { equal = selection }
    }
    return .declareStruct(name: name, fields: fields, hash: hash, equal: equal)
  }

  /// `: Hashable, Sendable` before the body.
  private mutating func skipConformances() throws(ParseError) {
    while true {
      let token = try peek()
      guard token.identifier != nil else { throw expectation("a protocol name after ':'", found: token) }
      advance()
      guard try peek().isPunctuation(",") else { return }
      advance()
    }
  }

  /// `{ id, title }`, `{ id title }`, `{}` or Swift's `{ let id: Int; var title: String }`.
  private mutating func parseStructBody(of name: String) throws(ParseError) -> [String] {
    let open = try peek()
    guard open.isPunctuation("{") else { throw expectation("'{' after 'struct \(name)'", found: open) }
    advance()
    var fields: [String] = []
    while true {
      let token = try peek()
      if token.isPunctuation("}") {
        advance()
        return fields
      }
      if token.isPunctuation(",") || token.isPunctuation(";") {
        advance()
        continue
      }
      if (token.isWord("let") || token.isWord("var")), try peek(1).identifier != nil { advance() }
      let field = try peek()
      guard let fieldName = field.identifier else {
        throw expectation("a field name or '}' in 'struct \(name) {'", found: field)
      }
      advance()
      fields.append(fieldName)
      if try peek().isPunctuation(":") {
        advance()
        try skipTypeAnnotation()
      }
    }
  }

  /// Skips a Swift type (`Int`, `String?`, `[String: Int]`, `Set<Tag>`) up to the end of the
  /// field. Brackets are counted, not parsed, so nesting costs no stack.
  private mutating func skipTypeAnnotation() throws(ParseError) {
    var depth = 0
    var skipped = 0
    while true {
      let token = try peek()
      if token.kind == .end { break }
      let endsField = token.isPunctuation(",") || token.isPunctuation(";") || token.newlineBefore
      if depth == 0, skipped > 0, endsField { break }
      if depth == 0, token.isPunctuation("}") { break }
      if token.isPunctuation("<") || token.isPunctuation("[") || token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(">") || token.isPunctuation("]") || token.isPunctuation(")") {
        guard depth > 0 else { throw error("unexpected \(token.kind.quoted) in a type", at: token) }
        depth -= 1
      }
      advance()
      skipped += 1
    }
    if skipped == 0 { throw expectation("a type after ':'", found: try peek()) }
  }

  /// `*` or field names (commas optional), up to `)` when `closing`, else to the end of the
  /// command.
  private mutating func parseFieldSelection(after context: String, closing: Bool) throws(ParseError)
    -> FieldSelection
  {
    let first = try peek()
    if first.isPunctuation("*") {
      advance()
      if closing { try expectClosing(")", of: String(context.dropLast())) }
      return .all
    }
    var fields: [String] = []
    while true {
      let token = try peek()
      if closing && token.isPunctuation(")") { break }
      if !closing, try atCommandEnd() { break }
      guard let field = token.identifier else {
        let ending = closing ? "')'" : "the end of the command"
        throw expectation(
          fields.isEmpty ? "'*' or a field name after '\(context)'" : "a field name or \(ending)",
          found: token)
      }
      advance()
      fields.append(field)
      try skipComma()
    }
    if fields.isEmpty { throw expectation("'*' or a field name after '\(context)'", found: try peek()) }
    if closing { advance() }
    return .fields(fields)
  }

  /// `hash Payment: id, title`, `equal Payment: *`.
  mutating func parseRule(_ name: String) throws(ParseError) -> (type: String, selection: FieldSelection) {
    let typeToken = try peek()
    guard let type = typeToken.identifier else {
      throw expectation("a type name after '\(name)'", found: typeToken)
    }
    advance()
    if try peek().isPunctuation(":") { advance() }
    let selection = try parseFieldSelection(after: "\(name) \(type):", closing: false)
    return (type, selection)
  }

  /// `cell Payment "{title}: {price}"`; `cell Item.payment "{title}"` for one enum case.
  mutating func parseCell() throws(ParseError) -> Command {
    let typeToken = try peek()
    guard var type = typeToken.identifier else {
      throw expectation("a type name after 'cell', as in 'cell Payment \"{title}\"'", found: typeToken)
    }
    advance()
    if try peek().isPunctuation("."), !(try peek().spaceBefore) {
      advance()
      let caseToken = try peek()
      guard let caseName = caseToken.identifier, !caseToken.spaceBefore else {
        throw expectation(
          "an enum case after 'cell \(type).', as in 'cell Item.payment \"{title}\"'", found: caseToken)
      }
      advance()
      type += "." + caseName
    }
    if try peek().isPunctuation(":") { advance() }
    let templateToken = try peek()
    guard case .string(let template) = templateToken.kind else {
      throw expectation(
        "the cell's template after 'cell \(type)', a string like \"{title}\"", found: templateToken)
    }
    advance()
    return .cell(type: type, template: template)
  }
}
