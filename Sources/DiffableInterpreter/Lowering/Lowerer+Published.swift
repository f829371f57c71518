import SwiftSyntax

extension Lowerer {
  /// `@Published var items: [Item] = []` in a class, as Combine's property wrapper behaves: the
  /// property, whose `willSet` sends the new value to its publisher (after the program's own
  /// `willSet`, before the value is stored: a subscriber that reads the property there reads the
  /// old value), and the publisher itself, `$items`, made when first read from the value then
  /// (CombinePrelude.swift's `PublishedPublisher`, which gives it to each new subscriber first).
  /// In an `ObservableObject` class, the `willSet` first sends the object's `objectWillChange`.
  mutating func published(_ declarations: [VariableDeclaration], attribute: AttributeSyntax, isLet: Bool)
    throws -> [VariableDeclaration]
  {
    guard enclosingIsClass.last == true else {
      throw InterpreterError.checkFailed(
        "'wrappedValue' is unavailable: @Published is only available on properties of classes",
        at: location(of: attribute))
    }
    guard !isLet else {
      throw InterpreterError.checkFailed(
        "property wrapper can only be applied to a 'var'", at: location(of: attribute))
    }
    var lowered: [VariableDeclaration] = []
    for var declaration in declarations {
      guard let name = declaration.name, !declaration.isStatic, !declaration.isComputed,
        declaration.accessors.setter == nil
      else {
        throw InterpreterError.checkFailed(
          "property wrapper cannot be applied to a computed or static property", at: declaration.location)
      }
      let place = declaration.location
      let expression = { (kind: ExpressionKind) in Expression(kind: kind, location: place) }
      let publisher = expression(.member(expression(.selfValue), "$\(name)"))
      var willSet = declaration.accessors.willSet ?? (name: "newValue", body: [])
      if enclosingIsObservable.last == true {
        // The object's `objectWillChange` first, then the property's own publisher, as Combine sends them.
        let objectWillChange = expression(.member(expression(.selfValue), "objectWillChange"))
        let sendChange = expression(.call(expression(.member(objectWillChange, "send")), []))
        willSet.body.append(Statement(kind: .expression(sendChange), location: place))
      }
      let send = expression(
        .call(
          expression(.member(publisher, "send")),
          [Argument(label: nil, value: expression(.name(willSet.name)))]))
      willSet.body.append(Statement(kind: .expression(send), location: place))
      declaration.accessors.willSet = willSet
      lowered.append(declaration)
      let projection = VariableDeclaration(
        pattern: Pattern(kind: .binding("$\(name)"), location: place), isLet: false, type: nil,
        initializer: expression(
          .call(
            expression(.name(UIKitPrelude.publishedPublisherName)),
            [Argument(label: nil, value: expression(.member(expression(.selfValue), name)))])),
        isLazy: true, location: place)
      lowered.append(projection)
    }
    return lowered
  }

  /// `lazy var objectWillChange = ObservableObjectPublisher()`: an `ObservableObject` class's
  /// publisher, made when first read.
  func objectWillChange(at place: SourceLocation) -> VariableDeclaration {
    VariableDeclaration(
      pattern: Pattern(kind: .binding("objectWillChange"), location: place), isLet: false, type: nil,
      initializer: Expression(
        kind: .call(Expression(kind: .name(UIKitPrelude.objectWillChangePublisherName), location: place), []),
        location: place),
      isLazy: true, location: place)
  }
}
