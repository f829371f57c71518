import DiffableInterpreter
import Testing

/// Combine as a view model drives a data source with it: `@Published` sends in `willSet` (a
/// subscriber reading the property reads the old value), `sink` gets the current value first,
/// `receive(on:)` delivers after the entry, and a subscription whose `AnyCancellable` is dropped
/// ends with the statement. (swiftc on Linux has no Combine, so these are not differential.)
@Suite("Combine: @Published, sink, operators, subjects, cancellation")
struct CombineTests {
  /// What the entries print, each error as a line.
  static func output(_ entries: String...) -> String { printedByEntries(entries) }

  static let model = """
    import Combine
    final class SearchModel: ObservableObject {
      @Published private(set) var names: [String] = []
      @Published var query = "" {
        willSet { print("will", newValue) }
        didSet { print("did", query) }
      }
      func load() { names = ["Ada", "Alan", "Grace"] }
    }
    let model = SearchModel()
    var cancellables = Set<AnyCancellable>()
    """

  /// An `ObservableObject`'s `objectWillChange` sends before each `@Published` property changes:
  /// after the property's own `willSet`, before its `$` publisher; a class that is not an
  /// `ObservableObject` has none.
  @Test func objectWillChangeSendsBeforeEachPublishedChange() {
    let printed = Self.output(
      Self.model,
      """
      model.objectWillChange.sink { print("will change; query still", model.query) }.store(in: &cancellables)
      model.$query.dropFirst().sink { print("query", $0) }.store(in: &cancellables)
      model.query = "G"
      model.load()
      """,
      "final class Plain { @Published var n = 0 }\nprint(Plain().objectWillChange)")
    #expect(
      printed == """
        will G
        will change; query still \("")
        query G
        did G
        will change; query still G
        error: 2:15: value of type 'Plain' has no member 'objectWillChange'

        """)
  }

  @Test func aPublishedPropertySendsBeforeItChanges() {
    let printed = Self.output(
      Self.model,
      """
      model.$names.sink { print("names", $0, "property", model.names) }.store(in: &cancellables)
      model.$query.sink { print("query", $0) }.store(in: &cancellables)
      model.load()
      model.query = "A"
      print(cancellables.count)
      """)
    #expect(
      printed == """
        names [] property []
        query \("")
        names ["Ada", "Alan", "Grace"] property []
        will A
        query A
        did A
        2

        """)
  }

  @Test func operatorsChainAndReceiveOnDeliversAfterTheEntry() {
    let printed = Self.output(
      Self.model,
      """
      model.$names.combineLatest(model.$query)
        .map { names, query in query.isEmpty ? names : names.filter { $0.hasPrefix(query) } }
        .removeDuplicates()
        .receive(on: DispatchQueue.main)
        .sink { print("shown", $0) }
        .store(in: &cancellables)
      print("subscribed")
      """,
      "model.load(); model.query = \"Al\"; model.query = \"Al\"; print(\"entry ends\")",
      "model.$query.dropFirst().compactMap { Int($0) }.filter { $0 > 1 }.sink { print(\"number\", $0) }"
        + ".store(in: &cancellables)",
      "model.query = \"1\"; model.query = \"2\"")
    #expect(
      printed == """
        subscribed
        shown []
        will Al
        did Al
        will Al
        did Al
        entry ends
        shown ["Ada", "Alan", "Grace"]
        shown ["Alan"]
        will 1
        did 1
        will 2
        number 2
        did 2
        shown []

        """)
  }

  @Test func aDroppedSubscriptionEndsWithItsStatement() {
    let printed = Self.output(
      Self.model,
      """
      model.$query.sink { print("dropped", $0) }
      _ = model.$query.sink { print("discarded", $0) }
      let kept = model.$query.sink { print("kept", $0) }
      model.query = "x"
      kept.cancel()
      model.query = "y"
      """)
    #expect(
      printed == """
        dropped \("")
        discarded \("")
        kept \("")
        will x
        kept x
        did x
        will y
        did y

        """)
  }

  @Test func subjectsSendCompleteAndJustSendsOnce() {
    let printed = Self.output(
      """
      import Combine
      let events = PassthroughSubject<String, Never>()
      let count = CurrentValueSubject<Int, Never>(0)
      var bag = Set<AnyCancellable>()
      events.sink(receiveCompletion: { print("end", $0) }, receiveValue: { print("event", $0) }).store(in: &bag)
      count.sink { print("count", $0) }.store(in: &bag)
      events.send("tap")
      count.value += 1
      count.send(5)
      events.send(completion: .finished)
      events.send("late")
      Just([1, 2]).map { $0.count }.sink { print("just", $0) }.store(in: &bag)
      let reload = PassthroughSubject<Void, Never>()
      reload.sink { print("reload") }.store(in: &bag)
      reload.send()
      print(count.value, bag.count)
      """)
    #expect(
      printed == """
        count 0
        event tap
        count 1
        count 5
        end finished
        just 2
        reload
        5 4

        """)
  }

  @Test(arguments: [
    (
      "import Combine\nstruct S { 1️⃣@Published var x = 1 }",
      "'wrappedValue' is unavailable: @Published is only available on properties of classes"
    ),
    (
      "import Combine\nfinal class S { 1️⃣@Published let x = 1 }",
      "property wrapper can only be applied to a 'var'"
    ),
    ("struct S { 1️⃣@State var x = 1 }", "diffable does not run property wrappers ('@State') yet"),
    (
      "import Combine\nfinal class M { @Published var t = \"\"; @Published var u = \"\" }\nlet m = M()\n1️⃣m.$t.assign(to: &m.$u)",
      "diffable does not run Combine's 'assign(to:)' of a @Published property yet"
    ),
  ])
  func aWrapperWhereSwiftRefusesItIsRefused(source: String, message: String) throws {
    let marked = MarkedSource(source)
    var printed = ""
    let error = try #require(failure(of: marked.text, printed: &printed))
    #expect(error.message == message)
    #expect(error.location.line == marked.location.line && error.location.column == marked.location.column)
  }
}
