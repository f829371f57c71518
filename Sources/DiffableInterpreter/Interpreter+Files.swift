import SwiftSyntax

/// A Swift file compiled whole before any of it runs, as swiftc compiles one: every declaration
/// of the file is known throughout it, and an error anywhere refuses the file. It then runs as
/// steps, one per top-level statement (or per line of statements), each a transaction of its own,
/// so that what a statement prints and applies is shown under it.
///
/// In compiled Swift, the file's types, extensions and functions hold from its start. Declarations
/// run in place, each a step, unless a statement that runs uses one written below it (by name,
/// or through the declarations it uses: a function above that calls one below, a type whose
/// extension is below). Then all of the file's declarations run first, together, as one step
/// placed before the first statement that runs: a statement above a function can call it, and
/// an extension's `==` below the code is the rule from the start, not a change of rule.
public struct CompiledFile {
  /// One entry of the file: the lines it shows and what runs when it does.
  public struct Step {
    /// The file's lines this step shows (1-based, half-open): its code with the comments and
    /// blank lines before it. Empty for the declarations taken ahead, whose lines show where
    /// they are written.
    public let lines: Range<Int>
    /// The line where its code starts, where what it prints is placed.
    public let line: Int
    /// Its code: the lines from ``line`` on.
    public let code: String
    /// Its code with the comment lines above it (its documentation), for the session's recording
    /// and exports.
    public let text: String
    let statements: [Statement]

    /// Whether it has anything to run (an `import`, comments, or declarations taken ahead do not).
    public var runs: Bool { !statements.isEmpty }
  }

  /// The steps, in the order they run.
  public let steps: [Step]
}

extension Interpreter {
  /// Compiles a whole file (see ``CompiledFile``): parsed, lowered and checked as one unit, against
  /// what earlier entries declared.
  /// - Parameters:
  ///   - entry: The number every location of the file carries (its text is the whole file).
  /// - Throws: `InterpreterError` at the file's first error; nothing has run.
  public func compileFile(_ source: String, file: String, entry: Int) throws(InterpreterError) -> CompiledFile
  {
    let work = UncheckedBox { [self] in
      try self.prepareToRun()
      return try FileCompilation(source: source, file: file, entry: entry).compile(knowing: self.evaluator)
    }
    do {
      return try LargeStack.run(stackSize: Self.stackSize) { try work.value() }
    } catch var error as InterpreterError {
      error.location.entry = entry
      throw error
    } catch {
      throw .checkFailed("\(error)", at: SourceLocation(line: 1, column: 1, entry: entry))
    }
  }

  /// Runs one step of a compiled file as an entry (a transaction, as ``run(_:file:entry:output:)``).
  /// - Parameter entry: This step's number in the session's history (for undo).
  public func run(_ step: CompiledFile.Step, entry: Int, output: @escaping (String) -> Void) throws {
    let work = UncheckedBox { [self] in
      try self.prepareToRun()
      try self.execute(step.statements, entry: entry, output: output)
    }
    try LargeStack.run(stackSize: Self.stackSize) { try work.value() }
  }
}

/// The work of ``Interpreter/compileFile(_:file:entry:)``: the file's top-level items lowered one
/// by one (so each statement's lines are known), checked together, and laid out as steps.
private struct FileCompilation {
  /// Top-level items that share a line: they run as one step.
  struct Part {
    var items: [(syntax: CodeBlockItemSyntax, statements: [Statement])] = []
    var firstLine = 0
    var lastLine = 0

    /// The names its code spells (a superset of those it uses).
    var spelled: Set<String> = []
    /// The names its declarations declare or extend, and the members of its extensions.
    var declared: Set<String> = []

    var statements: [Statement] { items.flatMap(\.statements) }
    var onlyDeclares: Bool { statements.allSatisfy(FileCompilation.declares) }
  }

  let source: String
  let file: String
  let entry: Int

  init(source: String, file: String, entry: Int) {
    (self.source, self.file, self.entry) = (source, file, entry)
  }

  func compile(knowing evaluator: Evaluator) throws -> CompiledFile {
    let (tree, converter) = try Interpreter.parse(source, file: file)
    var lowerer = Lowerer(converter: converter, entry: entry)
    var parts: [Part] = []
    for item in tree.statements {
      let statements = try lowerer.lower(item)
      let first = item.startLocation(converter: converter).line
      let last = item.endLocation(converter: converter).line
      if parts.last?.lastLine != first {
        parts.append(Part(firstLine: first, lastLine: last))
      }
      parts[parts.count - 1].items.append((item, statements))
      parts[parts.count - 1].lastLine = last
      parts[parts.count - 1].spelled.formUnion(
        item.tokens(viewMode: .sourceAccurate).compactMap { $0.identifier?.name })
      parts[parts.count - 1].declared.formUnion(Self.declaredNames(item))
    }
    var checker = Checker(evaluator: evaluator)
    checker.typePlaces = lowerer.typePlaces
    try checker.check(parts.flatMap(\.statements))
    let lineCount = source.isEmpty ? 0 : source.utf8.count(where: { $0 == 0x0A }) + 1
    return CompiledFile(steps: steps(of: parts, lineCount: lineCount))
  }

  /// The parts as steps, the declarations taken ahead when one follows a statement that runs.
  private func steps(of parts: [Part], lineCount: Int) -> [CompiledFile.Step] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    func text(of part: Part) -> String { lines[(part.firstLine - 1)..<part.lastLine].joined(separator: "\n") }
    var steps: [CompiledFile.Step] = []
    var shownUpTo = 0
    func show(_ part: Part, text: String, running statements: [Statement]) {
      let comments = lines[shownUpTo..<(part.firstLine - 1)].filter { !$0.allSatisfy(\.isWhitespace) }
      steps.append(
        CompiledFile.Step(
          lines: (shownUpTo + 1)..<(part.lastLine + 1), line: part.firstLine, code: text,
          text: (comments + [Substring(text)]).joined(separator: "\n"), statements: statements))
      shownUpTo = part.lastLine
    }
    let firstRunning = parts.firstIndex { !$0.onlyDeclares }
    let declaresLater = Self.usesDeclarationBelow(parts)
    for (index, part) in parts.enumerated() {
      guard declaresLater, let firstRunning else {
        show(part, text: text(of: part), running: part.statements)
        continue
      }
      if index == firstRunning {
        // Every declaration of the file, in its order, before the first statement that runs.
        let declarations = parts.map { part in
          part.onlyDeclares
            ? (text(of: part), part.statements)
            : (
              part.items.filter { $0.statements.allSatisfy(Self.declares) }.map(\.syntax.trimmedDescription)
                .joined(separator: "\n"),
              part.statements.filter(Self.declares)
            )
        }.filter { !$0.1.isEmpty }
        let text = declarations.map(\.0).joined(separator: "\n")
        steps.append(
          CompiledFile.Step(
            lines: (shownUpTo + 1)..<(shownUpTo + 1),
            line: declarations.first?.1.first?.location.line ?? part.firstLine,
            code: text, text: text, statements: declarations.flatMap(\.1)))
      }
      if index < firstRunning || part.onlyDeclares {
        show(part, text: text(of: part), running: [])
      } else if part.items.contains(where: { $0.statements.contains(where: Self.declares) }) {
        let running = part.items.filter { !$0.statements.allSatisfy(Self.declares) }
        show(
          part, text: running.map(\.syntax.trimmedDescription).joined(separator: "\n"),
          running: part.statements.filter { !Self.declares($0) })
      } else {
        show(part, text: text(of: part), running: part.statements)
      }
    }
    if shownUpTo < lineCount {
      // Comments and blank lines after the last statement.
      steps.append(
        CompiledFile.Step(
          lines: (shownUpTo + 1)..<(lineCount + 1), line: shownUpTo + 1, code: "", text: "", statements: []))
    }
    return steps
  }

  /// Whether a part that runs uses a declaration of a part below it: by a name it spells, or
  /// through the declarations (above or below) those names lead to.
  private static func usesDeclarationBelow(_ parts: [Part]) -> Bool {
    var declaring: [String: [Int]] = [:]
    for (index, part) in parts.enumerated() {
      for name in part.declared { declaring[name, default: []].append(index) }
    }
    for (index, part) in parts.enumerated() where !part.onlyDeclares {
      var names = Array(part.spelled)
      var seen: Set<Int> = [index]
      while let name = names.popLast() {
        for declarer in declaring[name] ?? [] where seen.insert(declarer).inserted {
          if declarer > index { return true }
          names += parts[declarer].spelled
        }
      }
    }
    return false
  }

  /// The names a top-level item declares: a type's, a function's, an alias's; for an extension,
  /// the type it extends and the names of its members.
  private static func declaredNames(_ item: CodeBlockItemSyntax) -> [String] {
    guard let declaration = item.item.as(DeclSyntax.self) else { return [] }
    if let named = declaration.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
    guard let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) else { return [] }
    var names = extensionDeclaration.extendedType.tokens(viewMode: .sourceAccurate).compactMap {
      $0.identifier?.name
    }
    for member in extensionDeclaration.memberBlock.members {
      if let named = member.decl.asProtocol(NamedDeclSyntax.self) {
        names.append(named.name.text)
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        names += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      }
    }
    return names
  }

  /// Whether a statement only declares: it holds from the file's start in compiled Swift.
  fileprivate static func declares(_ statement: Statement) -> Bool {
    switch statement.kind {
    case .type, .extension, .typeAlias, .function: true
    default: false
    }
  }
}
