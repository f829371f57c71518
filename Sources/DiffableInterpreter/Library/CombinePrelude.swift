/// Combine as view models use it to drive a data source: `@Published` properties (the lowerer
/// gives each a `willSet` that sends the new value to its `$` publisher, before the property
/// changes, as Combine does, after the object's `objectWillChange` when its class is an
/// `ObservableObject`), `sink`, `assign(to:on:)`, `store(in:)`, the operators such code chains (`map`,
/// `compactMap`, `filter`, `removeDuplicates`, `dropFirst`, `combineLatest`, `receive(on:)`,
/// `debounce`), `PassthroughSubject`, `CurrentValueSubject` and `Just`.
///
/// Every publisher here is an `AnyPublisher`: an operator's result prints and is typed as one,
/// where Combine has a type per operator (`Publishers.Map<...>`). `receive(on:)` delivers on the
/// main queue, after the entry (as `DispatchQueue.main.async` does, whichever scheduler is
/// named); `debounce` delivers the last value once the entry is done (a choice: diffable keeps
/// no clock, and an entry is a burst of changes). A subscription's `AnyCancellable` ends it when
/// cancelled, or at once when the statement that made it drops it (Swift frees it there); one kept
/// anywhere lives as long as the session, as every object here does.
///
/// A program that declares a type of one of these names replaces the prelude's.
extension UIKitPrelude {
  /// The class of a `@Published` property's `$` publisher.
  static let publishedPublisherName = "PublishedPublisher"
  /// The class every publisher here is (or subclasses).
  static let publisherName = "AnyPublisher"
  /// The class of an `ObservableObject`'s `objectWillChange`.
  static let objectWillChangePublisherName = "ObservableObjectPublisher"
  /// The class of what a subscription returns, which cancels it when dropped.
  static let cancellableName = "AnyCancellable"

  static let combineSource = """
    protocol ObservableObject: AnyObject {}

    protocol Cancellable {
      func cancel()
    }

    enum Subscribers {
      enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
      }
    }

    final class AnyCancellable: Cancellable, Hashable {
      private static var made = 0
      private let serial: Int
      private var onCancel: (() -> Void)?

      init(_ cancel: @escaping () -> Void) {
        AnyCancellable.made += 1
        serial = AnyCancellable.made
        onCancel = cancel
      }

      func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
      }

      func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

      static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs.serial == rhs.serial }

      func hash(into hasher: inout Hasher) { hasher.combine(serial) }
    }

    final class RunLoop {
      static let main = RunLoop()
    }

    struct SchedulerInterval {
      static func seconds(_ value: Double) -> SchedulerInterval { SchedulerInterval() }
      static func milliseconds(_ value: Int) -> SchedulerInterval { SchedulerInterval() }
      static func microseconds(_ value: Int) -> SchedulerInterval { SchedulerInterval() }
    }

    class AnyPublisher<Output, Failure: Error> {
      private let body: ((@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable)?

      init(attach body: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.body = body
      }

      init() { body = nil }

      func attach(_ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        body!(receive, finish)
      }

      func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        attach(receiveValue, { _ in })
      }

      func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        attach(receiveValue, receiveCompletion)
      }

      // Combine's `ReferenceWritableKeyPath<Root, Output>`: a key path, written through.
      func assign<Root>(to keyPath: @escaping (Root) -> Output, on object: Root) -> AnyCancellable {
        attach({ object[keyPath: keyPath] = $0 }, { _ in })
      }

      func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher<T, Failure>(attach: { receive, finish in self.attach({ receive(transform($0)) }, finish) })
      }

      func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
        AnyPublisher<T, Failure>(attach: { receive, finish in
          self.attach({ if let value = transform($0) { receive(value) } }, finish)
        })
      }

      func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure>(attach: { receive, finish in
          self.attach({ if isIncluded($0) { receive($0) } }, finish)
        })
      }

      func removeDuplicates() -> AnyPublisher<Output, Failure> {
        removeDuplicates(by: { $0 == $1 })
      }

      func removeDuplicates(by isDuplicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure>(attach: { receive, finish in
          var previous: Output? = nil
          return self.attach({ value in
            if let last = previous, isDuplicate(last, value) { return }
            previous = value
            receive(value)
          }, finish)
        })
      }

      func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure>(attach: { receive, finish in
          var dropped = 0
          return self.attach({ value in
            guard dropped >= count else {
              dropped += 1
              return
            }
            receive(value)
          }, finish)
        })
      }

      func combineLatest<Other>(_ other: AnyPublisher<Other, Failure>) -> AnyPublisher<(Output, Other), Failure> {
        AnyPublisher<(Output, Other), Failure>(attach: { receive, finish in
          var first: Output? = nil
          var second: Other? = nil
          let one = self.attach({ value in
            first = value
            if let second { receive((value, second)) }
          }, finish)
          let two = other.attach({ value in
            second = value
            if let first { receive((first, value)) }
          }, finish)
          return AnyCancellable {
            one.cancel()
            two.cancel()
          }
        })
      }

      func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure>(attach: { receive, finish in
          self.attach({ value in DispatchQueue.main.async { receive(value) } }, { end in DispatchQueue.main.async { finish(end) } })
        })
      }

      func debounce<S>(for dueTime: SchedulerInterval, scheduler: S) -> AnyPublisher<Output, Failure> {
        AnyPublisher<Output, Failure>(attach: { receive, finish in
          var latest: Output? = nil
          return self.attach({ value in
            let isScheduled = latest != nil
            latest = value
            guard !isScheduled else { return }
            DispatchQueue.main.async {
              if let value = latest {
                latest = nil
                receive(value)
              }
            }
          }, finish)
        })
      }

      func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { self }
    }

    class PassthroughSubject<Output, Failure: Error>: AnyPublisher<Output, Failure> {
      private var receivers: [(serial: Int, receive: (Output) -> Void, finish: (Subscribers.Completion<Failure>) -> Void)] = []
      private var attached = 0
      private var isFinished = false

      override init() { super.init() }

      override func attach(_ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        attached += 1
        let serial = attached
        if !isFinished { receivers.append((serial: serial, receive: receive, finish: finish)) }
        return AnyCancellable { self.receivers.removeAll { $0.serial == serial } }
      }

      func send(_ value: Output) {
        for receiver in receivers { receiver.receive(value) }
      }

      func send() {
        for receiver in receivers { receiver.receive(()) }
      }

      func send(completion: Subscribers.Completion<Failure>) {
        let finishing = receivers
        receivers = []
        isFinished = true
        for receiver in finishing { receiver.finish(completion) }
      }
    }

    class CurrentValueSubject<Output, Failure: Error>: PassthroughSubject<Output, Failure> {
      private var current: Output

      var value: Output {
        get { current }
        set { send(newValue) }
      }

      init(_ value: Output) {
        current = value
        super.init()
      }

      override func attach(_ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let cancellable = super.attach(receive, finish)
        receive(current)
        return cancellable
      }

      override func send(_ value: Output) {
        current = value
        super.send(value)
      }
    }

    final class PublishedPublisher<Output>: CurrentValueSubject<Output, Never> {}

    // What an ObservableObject's `objectWillChange` is: it sends before any @Published property changes.
    final class ObservableObjectPublisher: PassthroughSubject<Void, Never> {}

    final class Just<Output>: AnyPublisher<Output, Never> {
      let output: Output

      init(_ output: Output) {
        self.output = output
        super.init()
      }

      override func attach(_ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output)
        finish(.finished)
        return AnyCancellable {}
      }
    }

    """
}
