import SwiftSyntax

extension Lowerer {
  /// An expression, bounded in depth.
  mutating func lower(_ syntax: ExprSyntax) throws -> Expression {
    try nested(syntax) { lowerer in
      let lowered = try lowerer.lowerLink(syntax)
      // The outermost link of an optional chain turns a nil link into the chain's nil.
      if lowered.containsOptionalBind {
        return Expression(kind: .optionalChain(lowered), location: lowered.location)
      }
      return lowered
    }
  }

  /// A link of a postfix chain (`a?.b(c)[d]`): lowered without closing an optional chain, so that
  /// the whole chain short-circuits as Swift's does.
  private mutating func lowerLink(_ syntax: ExprSyntax) throws -> Expression {
    let place = location(of: syntax)
    func make(_ kind: ExpressionKind) -> Expression { Expression(kind: kind, location: place) }
    if let member = syntax.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName
      guard let base = member.base else { return make(.implicitMember(name.nameText)) }
      if base.is(SuperExprSyntax.self) { return make(.superMember(name.nameText)) }
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Swift", case .identifier = name.tokenKind {
        // `Swift.min(a, b)`: the standard library's own, named by its module where a method of
        // the same name would hide it (in an `extension Array`).
        return Expression(kind: .name(name.nameText), location: location(of: member.declName))
      }
      // `[Int].self` and `[String: Int].self` read as literals: they name types.
      if name.tokenKind == .keyword(.self), let type = Self.collectionType(written: base) {
        return make(.type(type))
      }
      let lowered = try nested(base) { try $0.lowerLink(base) }
      if case .integerLiteral(let digits) = name.tokenKind, let index = Int(digits) {
        return make(.tupleElement(lowered, index))
      }
      // `value.self` is the value itself (a backticked `self` would name a property).
      if name.tokenKind == .keyword(.self) { return lowered }
      // At the member's name, where the compiler puts an error about it (`p.nmae`).
      return Expression(kind: .member(lowered, name.nameText), location: location(of: member.declName))
    }
    if let call = syntax.as(FunctionCallExprSyntax.self) {
      let callee = try nested(call.calledExpression) { try $0.lowerLink(call.calledExpression) }
      var arguments = try call.arguments.map {
        Argument(label: $0.label?.nameText, value: try lower($0.expression))
      }
      if let trailing = call.trailingClosure {
        arguments.append(
          Argument(label: nil, value: try lower(ExprSyntax(trailing)), isTrailingClosure: true))
      }
      for extra in call.additionalTrailingClosures {
        arguments.append(Argument(label: extra.label.nameText, value: try lower(ExprSyntax(extra.closure))))
      }
      return make(.call(callee, arguments))
    }
    if let access = syntax.as(SubscriptCallExprSyntax.self) {
      if access.trailingClosure != nil { throw refuse("a subscript with a trailing closure", access) }
      let base = try nested(access.calledExpression) { try $0.lowerLink(access.calledExpression) }
      return make(
        .subscript(
          base,
          try access.arguments.map { Argument(label: $0.label?.nameText, value: try lower($0.expression)) })
      )
    }
    if let unwrap = syntax.as(ForceUnwrapExprSyntax.self) {
      return make(.forceUnwrap(try nested(unwrap.expression) { try $0.lowerLink(unwrap.expression) }))
    }
    if let chain = syntax.as(OptionalChainingExprSyntax.self) {
      return make(.optionalBind(try nested(chain.expression) { try $0.lowerLink(chain.expression) }))
    }
    let kind = try lowerOther(syntax)
    if let infix = syntax.as(InfixOperatorExprSyntax.self), kind.isAssignment {
      // At the operator, where the compiler puts an error about it (`ids += names`, `ids = names`).
      return Expression(kind: kind, location: location(of: infix.operator))
    }
    return make(kind)
  }

  /// A number literal's text without its `_` separators (without Foundation's bridging: every
  /// literal of every entry goes through here).
  private static func withoutSeparators(_ text: String) -> String {
    text.utf8.contains(UInt8(ascii: "_")) ? text.filter { $0 != "_" } : text
  }

  /// `#selector(name)`, `#selector(name(_:))`, `#selector(Type.name)`: the method reference by
  /// its base name, for the checker to find, and the name as written.
  private mutating func lower(selector macro: MacroExpansionExprSyntax) throws -> ExpressionKind {
    guard macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil else {
      throw refuse("#selector(getter:) and #selector(setter:)", macro)
    }
    let written = argument.expression
    if let name = written.as(DeclReferenceExprSyntax.self) {
      let reference = Expression(kind: .name(name.baseName.nameText), location: location(of: name))
      return .selector(reference, name: name.trimmedDescription)
    }
    guard let member = written.as(MemberAccessExprSyntax.self), let base = member.base else {
      throw refuse("a #selector of anything but a method's name", written)
    }
    let reference = Expression(
      kind: .member(try lower(base), member.declName.baseName.nameText),
      location: location(of: member.declName))
    return .selector(reference, name: member.declName.trimmedDescription)
  }

  private mutating func lowerOther(_ syntax: ExprSyntax) throws -> ExpressionKind {
    if let literal = syntax.as(IntegerLiteralExprSyntax.self) {
      let digits = Self.withoutSeparators(literal.literal.text)
      let value: Int? =
        if digits.hasPrefix("0x") { Int(digits.dropFirst(2), radix: 16) } else if digits.hasPrefix("0b") {
          Int(digits.dropFirst(2), radix: 2)
        } else if digits.hasPrefix("0o") { Int(digits.dropFirst(2), radix: 8) } else { Int(digits) }
      guard let value else {
        throw InterpreterError.checkFailed(
          "integer literal '\(literal.literal.text)' overflows when stored into 'Int'",
          at: location(of: literal))
      }
      return .integer(value)
    }
    if let literal = syntax.as(FloatLiteralExprSyntax.self) {
      guard let value = Double(Self.withoutSeparators(literal.literal.text)) else {
        throw refuse("this floating-point literal", literal)
      }
      return .double(value)
    }
    if let literal = syntax.as(BooleanLiteralExprSyntax.self) {
      return .boolean(literal.literal.tokenKind == .keyword(.true))
    }
    if syntax.is(NilLiteralExprSyntax.self) { return .nilLiteral }
    if let literal = syntax.as(StringLiteralExprSyntax.self) { return try lower(string: literal) }
    if let reference = syntax.as(DeclReferenceExprSyntax.self) {
      if reference.argumentNames != nil { throw refuse("a function named with its labels", reference) }
      let name = reference.baseName
      if name.tokenKind == .keyword(.self) { return .selfValue }
      if name.tokenKind == .keyword(.Self) {
        // `Self.make()` inside a type: the type of `self` when it runs (a subclass's in a class).
        guard let type = enclosingTypes.last else { throw refuse("'Self' outside a type", reference) }
        return .dynamicSelf(type)
      }
      if case .dollarIdentifier = name.tokenKind { return .name(name.nameText) }
      return .name(name.nameText)
    }
    if let infix = syntax.as(InfixOperatorExprSyntax.self) { return try lower(infix: infix) }
    if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
      let operand = try lower(prefix.expression)
      if prefix.operator.text == "-", case .integer(let value) = operand.kind { return .integer(-value) }
      if prefix.operator.text == "-", case .double(let value) = operand.kind { return .double(-value) }
      if prefix.operator.text == "..<" || prefix.operator.text == "..." {
        // `..<n` and `...n`: a range with no start, from as far as an Int goes (`a[..<n]` is from
        // the array's start).
        let place = location(of: prefix)
        return .binary(prefix.operator.text, Expression(kind: .integer(.min), location: place), operand)
      }
      guard ["-", "!", "+", "~"].contains(prefix.operator.text) else {
        throw refuse("the prefix operator '\(prefix.operator.text)'", prefix)
      }
      return .prefix(prefix.operator.text, operand)
    }
    if let postfix = syntax.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
      // `n...`: a range with no end, as far as an Int goes.
      let place = location(of: postfix)
      return .binary("...", try lower(postfix.expression), Expression(kind: .integer(.max), location: place))
    }
    if let ternary = syntax.as(TernaryExprSyntax.self) {
      return .ternary(
        try lower(ternary.condition), try lower(ternary.thenExpression), try lower(ternary.elseExpression))
    }
    if let check = syntax.as(IsExprSyntax.self) {
      return .isType(try lower(check.expression), try lower(type: check.type))
    }
    if let cast = syntax.as(AsExprSyntax.self) {
      let kind: CastKind =
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?: .optional
        case .exclamationMark?: .forced
        default: .plain
        }
      return .cast(try lower(cast.expression), try lower(type: cast.type), kind)
    }
    if let attempt = syntax.as(TryExprSyntax.self) {
      let kind: TryKind =
        switch attempt.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?: .optional
        case .exclamationMark?: .forced
        default: .plain
        }
      return .try(try lower(attempt.expression), kind)
    }
    if let closure = syntax.as(ClosureExprSyntax.self) { return .closure(try lower(closure: closure)) }
    if let array = syntax.as(ArrayExprSyntax.self) {
      return .array(try array.elements.map { try lower($0.expression) })
    }
    if let dictionary = syntax.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
      return .dictionary(try elements.map { (try lower($0.key), try lower($0.value)) })
    }
    if let tuple = syntax.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return try lower(only.expression).kind
      }
      return .tuple(try tuple.elements.map { (label: $0.label?.nameText, value: try lower($0.expression)) })
    }
    if let reference = syntax.as(InOutExprSyntax.self) {
      return .inoutReference(try lower(reference.expression))
    }
    if let type = syntax.as(TypeExprSyntax.self) { return .type(try lower(type: type.type)) }
    if let generic = syntax.as(GenericSpecializationExprSyntax.self),
      let name = Self.qualifiedName(generic.expression)
    {
      let arguments = try generic.genericArgumentClause.arguments.map {
        try lower(genericArgument: $0.argument)
      }
      // Where swiftc reports the type's arguments: at its own name (`Page` of `API.Page<Int>`).
      let place = generic.expression.as(MemberAccessExprSyntax.self).map { location(of: $0.declName) }
      typePlaces[.named(name, arguments), default: []].append(place ?? location(of: generic.expression))
      return .type(.named(name, arguments))
    }
    if syntax.is(DiscardAssignmentExprSyntax.self) { return .discard }
    if let conditional = syntax.as(IfExprSyntax.self) {
      return .statementValue(Statement(kind: try lower(if: conditional), location: location(of: conditional)))
    }
    if let choice = syntax.as(SwitchExprSyntax.self) {
      return .statementValue(
        Statement(kind: try lower(switch: choice, label: nil), location: location(of: choice)))
    }
    if let awaited = syntax.as(AwaitExprSyntax.self) {
      return .await(try lower(awaited.expression))
    }
    if let keyPath = syntax.as(KeyPathExprSyntax.self) { return try lower(keyPath: keyPath) }
    if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
      return try lower(selector: macro)
    }
    if syntax.is(SequenceExprSyntax.self) { throw refuse("this operator expression", syntax) }
    throw refuse("this expression", syntax)
  }

  /// The dotted name a generic type is written with (`Box` of `Box<Int>`,
  /// `UICollectionView.CellRegistration` of `UICollectionView.CellRegistration<Cell, Item>`).
  static func qualifiedName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.nameText }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let outer = qualifiedName(base)
    else { return nil }
    return outer + "." + member.declName.baseName.nameText
  }

  /// `\.name.other` (or `\Root.name`): a closure reading the properties from its argument,
  /// which knows their names (``FunctionDeclaration/keyPathComponents``) for a write through it.
  private mutating func lower(keyPath: KeyPathExprSyntax) throws -> ExpressionKind {
    let place = location(of: keyPath)
    if let root = keyPath.root { _ = try lower(type: root) }
    var chain = Expression(kind: .name("$0"), location: place)
    var components: [String] = []
    for component in keyPath.components {
      guard case .property(let property) = component.component else {
        throw refuse("this key path", component)
      }
      components.append(property.declName.baseName.nameText)
      chain = Expression(kind: .member(chain, components.last!), location: place)
    }
    let closure = FunctionDeclaration(
      name: "closure", parameters: [], result: nil,
      body: [Statement(kind: .expression(chain), location: place)],
      location: place)
    closure.anonymousParameterCount = 1
    closure.isSingleExpression = true
    closure.keyPathComponents = components
    return .closure(closure)
  }

  /// A binary operator, an assignment or a compound assignment.
  private mutating func lower(infix: InfixOperatorExprSyntax) throws -> ExpressionKind {
    let left = try lower(infix.leftOperand)
    let right = try lower(infix.rightOperand)
    if infix.operator.is(AssignmentExprSyntax.self) { return .assign(left, right) }
    guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
      throw refuse("this operator", infix.operator)
    }
    let name = binary.operator.text
    let compound = ["+=", "-=", "*=", "/=", "%=", "&&=", "||="]
    if compound.contains(name) { return .compoundAssign(String(name.dropLast()), left, right) }
    return .binary(name, left, right)
  }

  /// A string literal; interpolations become parts evaluated in order. A raw one (`#"..."#`) takes
  /// a backslash as text unless as many `#` as its delimiter has follow it (`\#n`, `\#(value)`).
  private mutating func lower(string literal: StringLiteralExprSyntax) throws -> ExpressionKind {
    let pounds = literal.openingPounds?.text.count ?? 0
    let isMultiline = literal.openingQuote.tokenKind == .multilineStringQuote
    var parts: [InterpolationPart] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        parts.append(.text(try unescape(text.content.text, pounds: pounds, at: text)))
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
          only.label == nil
        else { throw refuse("this interpolation", interpolation) }
        parts.append(.value(try lower(only.expression)))
      }
    }
    // swift-syntax has already taken a multi-line literal's indentation and its first and last
    // line breaks out of the segments.
    if isMultiline, parts.count == 1, let value = literal.representedLiteralValue { return .string(value) }
    if parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
      return .string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
    }
    return .interpolation(parts)
  }

  /// The text of a string segment with its escapes replaced: a backslash followed by `pounds`
  /// `#` (none in a plain literal) starts an escape; any other backslash is text.
  private func unescape(_ raw: String, pounds: Int, at node: some SyntaxProtocol) throws -> String {
    var result = ""
    let characters = Array(raw)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      let delimiter = index..<min(index + pounds, characters.count)
      guard character == "\\", delimiter.count == pounds, characters[delimiter].allSatisfy({ $0 == "#" })
      else {
        result.append(character)
        continue
      }
      index = delimiter.upperBound
      guard index < characters.count else { throw refuse("this escape", node) }
      let escaped = characters[index]
      index += 1
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "\"", "'", "\\": result.append(escaped)
      case "u":
        guard index < characters.count, characters[index] == "{",
          let close = characters[index...].firstIndex(of: "}"),
          let code = UInt32(String(characters[(index + 1)..<close]), radix: 16),
          let scalar = Unicode.Scalar(code)
        else { throw refuse("this escape", node) }
        index = close + 1
        result.unicodeScalars.append(scalar)
      default: throw refuse("this escape", node)
      }
    }
    return result
  }
}

extension Expression {
  /// Whether a postfix chain holds an `a?` link that is not yet closed by an `.optionalChain`.
  var containsOptionalBind: Bool {
    switch kind {
    case .optionalBind: true
    case .member(let base, _), .tupleElement(let base, _), .forceUnwrap(let base), .call(let base, _),
      .subscript(let base, _):
      base.containsOptionalBind
    default: false
    }
  }
}
