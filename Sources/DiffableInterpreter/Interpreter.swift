import Foundation
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift interpreter that keeps its program between entries, as a REPL does: what one entry
/// declares (functions, types, variables), the next can use.
///
/// Each entry is a transaction. It is parsed, lowered and checked before anything runs; then it
/// runs, and only if it ends without an error are its changes kept. A failed entry (refused,
/// trapped, interrupted) leaves the interpreter as it was before it, apart from what it printed.
///
/// For the shell that will drive it:
/// - **One door for state.** `run` parses, lowers and checks the whole entry first (a refusal
///   changes nothing and prints nothing). Then it runs; every write to a variable, static property
///   or object field that existed before the entry is journalled, and the declared types are
///   kept as a value. A failed run replays the journal backwards and restores the types; a
///   successful one drops the journal. What the program printed before failing has been printed.
/// - **Output** goes to the `output` closure as `print` runs, on the evaluator's thread.
/// - **Threads.** Each entry runs on a thread with a large stack (`stackSize`, ``LargeStack``);
///   `run` waits for it. One entry at a time: the interpreter is not safe to share between threads.
/// - **Interruption.** `shouldStop` is asked at every loop turn and every call; returning true ends
///   the entry with an "interrupted" error at that place, and the state is restored.
/// - **Limits.** Parser nesting (`maximumNesting`), square brackets (`maximumSquareNesting`),
///   operators per expression (`maximumOperators`), tree depth (`Lowerer.maximumDepth`), call
///   depth (`Evaluator.maximumCallDepth`, "unbounded recursion") and the size of one value
///   (`Evaluator.maximumValueWeight`) are clear errors.
///
/// ```swift
/// let interpreter = Interpreter()
/// try interpreter.run("struct Point { var x: Int }", output: { print($0, terminator: "") })
/// try interpreter.run("print(Point(x: 1))", output: { print($0, terminator: "") })  // Point(x: 1)
/// ```
public final class Interpreter {
  /// The deepest nesting of brackets and blocks the parser accepts before giving up with an error.
  public static let maximumNesting = 100
  /// The deepest nesting of square brackets accepted: the parser's time doubles with each level
  /// (``BracketDepth``), and real code nests two or three.
  public static let maximumSquareNesting = 16
  /// The most operators one expression may chain.
  public static let maximumOperators = 128
  /// The stack the evaluator runs on: deep enough for `Evaluator.maximumCallDepth` calls.
  public static let stackSize = 1 << 29

  let evaluator = Evaluator()

  /// Asked at every loop turn and call while an entry runs; returning true stops it with an
  /// "interrupted" error (the shell answers it from its Ctrl-C flag). Called on the evaluator's thread.
  public var shouldStop: () -> Bool {
    get { evaluator.shouldStop }
    set { evaluator.shouldStop = newValue }
  }

  /// The session the program's UIKit calls reach (`dataSource.apply(...)`), held weakly.
  public var uikit: (any UIKitHost)? {
    get { evaluator.uikit }
    set { evaluator.uikit = newValue }
  }

  /// Whether the program has declared a global variable, function or type named `name`.
  public func declaresGlobal(_ name: String) -> Bool { evaluator.globals.bindings[name] != nil }

  /// Whether the program may use the session's own `dataSource` and `tableView` without declaring
  /// them (as the short syntax does, and as the code of an article is often shown): the data
  /// source has no cell provider (the session draws its rows), and its identifier types are
  /// those of the first snapshot it applies. A name the program declares hides them.
  public var providesSessionObjects: Bool {
    get { evaluator.sessionObjects != nil }
    set { evaluator.sessionObjects = newValue ? SessionObjects() : nil }
  }

  /// The identifier types of the session's own `dataSource` as Swift spells them (those of the
  /// snapshot it applied last), or nil when the program never applied one to it.
  public var sessionDataSourceTypes: (section: String, item: String)? {
    guard let source = evaluator.sessionObjects?.dataSource, let section = source.sectionType,
      let item = source.itemType
    else { return nil }
    return (section.description, item.description)
  }

  /// Whether the program has read the order of a `Dictionary` or a `Set` of more than one element
  /// (iterated it, or read its `keys`, `values` or `first`): an order compiled Swift changes from
  /// run to run.
  public var readsUnorderedOrder: Bool { evaluator.readUnorderedOrder }

  /// The session's `UUID()` strings (its seeded sequence), when a session drives the interpreter.
  public var nextUUID: (() -> String)? {
    get { evaluator.sessionUUID }
    set { evaluator.sessionUUID = newValue }
  }

  /// The session's random numbers (its seeded sequence), when a session drives the interpreter.
  public var nextRandom: (() -> UInt64)? {
    get { evaluator.sessionRandom }
    set { evaluator.sessionRandom = newValue }
  }

  /// An interpreter with no declarations of the program yet (the UIKit stand-ins that are
  /// Swift, ``UIKitPrelude``, are declared before its first entry).
  public init() {}

  /// Whether ``UIKitPrelude`` has run.
  private var hasPrelude = false

  /// The entries kept for undo and redo.
  private var history = EntryHistory()

  /// Whether the last entry that failed had run a statement to its end that changed the program
  /// before it failed (its changes were taken back); a statement that failed half way changed
  /// nothing that stays.
  public private(set) var failedEntryHadChanges = false

  /// The number of the last entry whose changes stand (0 before any): the one to name to the
  /// session's undo history, so that ``standAt(_:)`` can bring the program back to it.
  public var lastStandingEntry: Int { history.lastEntry }

  /// Brings the program to where it stood after entry `entry` (0: before any entry), as the
  /// session's `undo` and `redo` move: the entries after it are undone, newest first, or the
  /// entries undone up to it are redone, oldest first. Entries too old to be kept stay.
  public func standAt(_ entry: Int) {
    while history.lastEntry > entry, var record = history.popDone() {
      record.journal = record.journal.undo()
      declarations = record.before
      history.pushUndone(record)
    }
    while let next = history.popUndone() {
      guard next.entry <= entry else {
        history.pushUndone(next)
        break
      }
      var record = next
      record.journal = record.journal.undo()
      declarations = record.after
      history.pushDone(record)
    }
  }

  /// The program's declarations, as a value to keep and restore.
  private var declarations: EntryHistory.Declarations {
    get {
      EntryHistory.Declarations(
        types: evaluator.types, aliases: evaluator.aliases, computedGlobals: evaluator.computedGlobals)
    }
    set {
      (evaluator.types, evaluator.aliases, evaluator.computedGlobals) = (
        newValue.types, newValue.aliases, newValue.computedGlobals
      )
    }
  }

  /// Runs one entry.
  /// - Parameters:
  ///   - source: The entry's Swift text: a line, a pasted block or a whole file.
  ///   - file: The name the parser's locations carry.
  ///   - entry: A number for this entry that the locations of its code carry (a later entry can
  ///     trap inside a function this one declares); 0 when the caller does not tell entries apart.
  ///   - output: Receives what the program prints, as it prints it (on the evaluator's thread).
  /// - Throws: `InterpreterError` when the entry is refused or traps; the state is then unchanged.
  public func run(
    _ source: String, file: String = "main.swift", entry: Int = 0, output: @escaping (String) -> Void
  ) throws {
    let work = UncheckedBox { [self] in
      try self.runOnThisThread(source, file: file, entry: entry, output: output)
    }
    try LargeStack.run(stackSize: Self.stackSize) { try work.value() }
  }

  private func runOnThisThread(_ source: String, file: String, entry: Int, output: @escaping (String) -> Void)
    throws
  {
    try prepareToRun()
    let statements: [Statement]
    do {
      statements = try Self.compile(source, file: file, entry: entry, knowing: evaluator)
    } catch var error as InterpreterError {
      // The refusals of the compile stage are all about this entry's text.
      error.location.entry = entry
      throw error
    }
    try execute(statements, entry: entry, output: output)
  }

  /// Declares the prelude before the first entry, and takes the short syntax's working snapshot,
  /// which it may have changed since the last entry (the program's `snapshot`).
  func prepareToRun() throws {
    // An entry refused before it runs changed nothing, whatever the last failed one had done.
    failedEntryHadChanges = false
    if !hasPrelude {
      hasPrelude = true
      try execute(try UIKitPrelude.compiled(), entry: UIKitPrelude.entry) { _ in }
    }
    evaluator.takeWorkingSnapshot()
  }

  /// Runs an entry's compiled statements as one transaction (see the type's notes).
  func execute(_ statements: [Statement], entry: Int, output: @escaping (String) -> Void) throws {
    let saved = declarations
    evaluator.generation += 1
    evaluator.output = output
    evaluator.callDepth = 0
    evaluator.completedChanges = false
    do {
      do {
        _ = try evaluator.execute(statements, in: evaluator.globals)
        // What the entry queued on the main queue runs after it, in order (and what that queues).
        try evaluator.drainMainQueue()
        // Cells the program changed itself show their changes (the session is told).
        try evaluator.showEditedCells(at: SourceLocation(line: 1, column: 1, entry: entry))
        // A table whose data source is the program's loads its rows, as it does on screen.
        try evaluator.loadProgramTables(at: SourceLocation(line: 1, column: 1, entry: entry))
        if entry != UIKitPrelude.entry, !evaluator.giveWorkingSnapshot() {
          throw InterpreterError.reported(at: SourceLocation(line: 1, column: 1))
        }
      } catch let thrown as ThrownError {
        let description = try evaluator.describe(thrown.value, debug: true, at: thrown.location)
        throw InterpreterError.fatal("Error raised at top level: \(description)", at: thrown.location)
      } catch is OptionalChainEnded {
        throw InterpreterError.checkFailed(
          "optional chain ended outside an expression", at: SourceLocation(line: 1, column: 1))
      }
      // Kept for undo, unless the entry changed nothing that was there before it.
      let declares = statements.contains {
        switch $0.kind {
        case .type, .extension, .typeAlias: true
        default: false
        }
      }
      if entry != UIKitPrelude.entry && (declares || !evaluator.journal.isEmpty) {
        history.append(
          EntryHistory.Record(entry: entry, journal: evaluator.journal, before: saved, after: declarations))
      }
      evaluator.journal.commit()
    } catch {
      failedEntryHadChanges = evaluator.completedChanges
      evaluator.mainQueue = []
      evaluator.journal.undo()
      declarations = saved
      throw error
    }
  }

  /// The error of a source whose square brackets nest deeper than ``maximumSquareNesting``, at the
  /// first bracket too deep, or nil: found without parsing (``BracketDepth``), so it is the check
  /// to make before handing any text to swift-syntax's parser.
  public static func squareNestingExcess(in source: String) -> InterpreterError? {
    BracketDepth.firstTooDeep(in: source, limit: maximumSquareNesting).map {
      .checkFailed("square brackets nest deeper than diffable's limit of \(maximumSquareNesting)", at: $0)
    }
  }

  /// Parses, lowers and checks an entry: every refusal and check happens here, before it runs.
  static func compile(_ source: String, file: String, entry: Int = 0, knowing evaluator: Evaluator) throws
    -> [Statement]
  {
    let (tree, converter) = try parse(source, file: file)
    var lowerer = Lowerer(converter: converter, entry: entry)
    let statements = try lowerer.lower(tree.statements)
    var checker = Checker(evaluator: evaluator)
    checker.typePlaces = lowerer.typePlaces
    try checker.check(statements)
    return statements
  }

  /// `source` as swift-syntax parses it with diffable's nesting limit, unfolded: the last text
  /// parsed is kept, since the shell asks of an entry's text whether it is complete
  /// (``parsesAlikeWithoutTheLimit(_:)``) just before it runs. Only an entry's size is kept: a
  /// file read whole would keep its tree (some 10 KB a line) for as long as the file runs.
  public static func syntaxTree(of source: String) -> SourceFileSyntax {
    if let tree = lastParse.tree(of: source) { return tree }
    var parser = Parser(source, maximumNestingLevel: maximumNesting)
    let tree = SourceFileSyntax.parse(from: &parser)
    if source.utf8.count <= keptParseLimit { lastParse.keep(tree, of: source) }
    return tree
  }

  /// The longest text whose tree ``syntaxTree(of:)`` keeps (a pasted view controller's size).
  static let keptParseLimit = 64 * 1024

  /// Whether ``syntaxTree(of:)`` of `source` is the tree swift-syntax's default nesting limit
  /// gives: the parser counts its nesting by the brackets it opens, so a text opening no more
  /// than the limit cannot reach it.
  public static func parsesAlikeWithoutTheLimit(_ source: String) -> Bool {
    var opened = 0
    for byte in source.utf8
    where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
      || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "#")
    {
      opened += 1
      if opened >= maximumNesting { return false }
    }
    return true
  }

  private static let lastParse = LastParse()

  /// Parses a source and folds its operators, refusing a syntax error or an expression past the
  /// limits: the stage every source goes through before it is lowered.
  static func parse(_ source: String, file: String) throws -> (SourceFileSyntax, SourceLocationConverter) {
    if let tooDeep = squareNestingExcess(in: source) { throw tooDeep }
    let tree = syntaxTree(of: source)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    if tree.hasError, let equals = equalsWithoutFixIt(in: tree) {
      let place = equals.startLocation(converter: converter)
      throw InterpreterError(
        .syntax, "'=' must have consistent whitespace on both sides",
        at: SourceLocation(line: place.line, column: place.column))
    }
    if let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: {
      $0.diagMessage.severity == .error
    }) {
      let place = error.location(converter: converter)
      var refusal = InterpreterError(
        .syntax, error.message, at: SourceLocation(line: place.line, column: place.column))
      refusal.fixIt = error.fixIts.first?.message.message
      throw refusal
    }
    try ExpressionLength.check(tree, converter: converter, limit: maximumOperators)
    var foldError: InterpreterError?
    let folded = OperatorTable.standardOperators.foldAll(tree) { error in
      if foldError == nil {
        let place = error.asDiagnostic.location(converter: converter)
        foldError = InterpreterError(
          .syntax, error.message, at: SourceLocation(line: place.line, column: place.column))
      }
    }
    if let foldError { throw foldError }
    return (folded.as(SourceFileSyntax.self) ?? tree, converter)
  }
}

extension Interpreter {
  /// An `=` the lexer finds spaced on one side only that swift-syntax (603) then finds spaced on
  /// both (after characters the lexer could not read): its diagnostic would build a Fix-It of no
  /// change, which traps (SwiftDiagnostics' `FixIt.init`). Found by the fuzzer; nil for any other
  /// source, whose diagnostics are swift-syntax's.
  fileprivate static func equalsWithoutFixIt(in tree: SourceFileSyntax) -> TokenSyntax? {
    for token in tree.tokens(viewMode: .all)
    where token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides {
      let spacedBefore =
        token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
      if spacedBefore && token.trailingTrivia.contains(where: \.isSpaceOrTab) { return token }
    }
    return nil
  }
}

/// Refuses an expression that chains more operators than the later passes should walk.
private final class ExpressionLength: SyntaxVisitor {
  let converter: SourceLocationConverter
  let limit: Int
  var failure: InterpreterError?

  init(converter: SourceLocationConverter, limit: Int) {
    self.converter = converter
    self.limit = limit
    super.init(viewMode: .sourceAccurate)
  }

  static func check(_ tree: SourceFileSyntax, converter: SourceLocationConverter, limit: Int) throws {
    let visitor = ExpressionLength(converter: converter, limit: limit)
    visitor.walk(tree)
    if let failure = visitor.failure { throw failure }
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard failure == nil else { return .skipChildren }
    if node.elements.count / 2 > limit {
      let place = node.startLocation(converter: converter)
      failure = .checkFailed(
        "this expression chains more than diffable's limit of \(limit) operators",
        at: SourceLocation(line: place.line, column: place.column))
      return .skipChildren
    }
    return .visitChildren
  }
}

/// The text parsed last and its tree, for any thread (the shell's, or the large stack's).
private final class LastParse: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  private var tree: SourceFileSyntax?

  func tree(of text: String) -> SourceFileSyntax? {
    lock.withLock { self.text == text ? tree : nil }
  }

  func keep(_ tree: SourceFileSyntax, of text: String) {
    lock.withLock { (self.text, self.tree) = (text, tree) }
  }
}
