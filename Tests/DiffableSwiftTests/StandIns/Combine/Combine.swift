import Foundation

// The part of Combine diffable runs (Sources/DiffableInterpreter/Library/CombinePrelude.swift),
// for swiftc on Linux, which has no Combine: the same classes, with `public`, and with the
// constraints the compiler needs (`removeDuplicates()` of an Equatable output, `send()` of a
// Void subject). `@Published` is a property wrapper whose setter sends the new value before it
// stores it, as Combine's does.

/// A type whose changes are published.
public protocol ObservableObject: AnyObject {}

/// Something that can be cancelled.
public protocol Cancellable {
  /// Ends the work.
  func cancel()
}

/// The subscribers' namespace.
public enum Subscribers {
  /// How a publisher ends.
  public enum Completion<Failure: Error> {
    /// It ended normally.
    case finished
    /// It ended with an error.
    case failure(Failure)
  }
}

/// What a subscription returns; cancels it when freed.
public final class AnyCancellable: Cancellable, Hashable {
  nonisolated(unsafe) private static var made = 0
  private let serial: Int
  private var onCancel: (() -> Void)?

  /// A cancellable running `cancel` once.
  public init(_ cancel: @escaping () -> Void) {
    AnyCancellable.made += 1
    serial = AnyCancellable.made
    onCancel = cancel
  }

  deinit { cancel() }

  /// Ends the subscription.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Keeps the cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Whether both are the same cancellable.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs.serial == rhs.serial }

  /// Hashes the cancellable's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(serial) }
}

/// A debounce interval (not waited: see CombinePrelude.swift).
public struct SchedulerInterval {
  /// Seconds.
  public static func seconds(_ value: Double) -> SchedulerInterval { SchedulerInterval() }
  /// Milliseconds.
  public static func milliseconds(_ value: Int) -> SchedulerInterval { SchedulerInterval() }
  /// Microseconds.
  public static func microseconds(_ value: Int) -> SchedulerInterval { SchedulerInterval() }
}

/// A publisher: what subscribers attach to.
open class AnyPublisher<Output, Failure: Error> {
  /// A subscriber's two callbacks, given to `attach`.
  public typealias Attach = (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void)
    ->
    AnyCancellable

  private let body: Attach?

  /// A publisher that attaches subscribers with `body`.
  public init(attach body: @escaping Attach) { self.body = body }

  /// A publisher whose subclass attaches subscribers.
  public init() { body = nil }

  /// Attaches a subscriber.
  open func attach(
    _ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    body!(receive, finish)
  }

  /// Subscribes to the values.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    attach(receiveValue, { _ in })
  }

  /// Subscribes to the values and the end.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    attach(receiveValue, receiveCompletion)
  }

  /// Writes each value to the property the key path names on `object`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    attach({ object[keyPath: keyPath] = $0 }, { _ in })
  }

  /// Each value transformed.
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher<T, Failure>(attach: { receive, finish in self.attach({ receive(transform($0)) }, finish) })
  }

  /// The non-nil results.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    AnyPublisher<T, Failure>(attach: { receive, finish in
      self.attach({ if let value = transform($0) { receive(value) } }, finish)
    })
  }

  /// The values that pass.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher<Output, Failure>(attach: { receive, finish in
      self.attach({ if isIncluded($0) { receive($0) } }, finish)
    })
  }

  /// Each value unless it duplicates the one before.
  public func removeDuplicates(by isDuplicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<
    Output, Failure
  > {
    AnyPublisher<Output, Failure>(attach: { receive, finish in
      var previous: Output? = nil
      return self.attach(
        { value in
          if let last = previous, isDuplicate(last, value) { return }
          previous = value
          receive(value)
        }, finish)
    })
  }

  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
    AnyPublisher<Output, Failure>(attach: { receive, finish in
      var dropped = 0
      return self.attach(
        { value in
          guard dropped >= count else {
            dropped += 1
            return
          }
          receive(value)
        }, finish)
    })
  }

  /// The latest of both, once each has one.
  public func combineLatest<Other>(_ other: AnyPublisher<Other, Failure>) -> AnyPublisher<
    (Output, Other), Failure
  > {
    AnyPublisher<(Output, Other), Failure>(attach: { receive, finish in
      var first: Output? = nil
      var second: Other? = nil
      let one = self.attach(
        { value in
          first = value
          if let second { receive((value, second)) }
        }, finish)
      let two = other.attach(
        { value in
          second = value
          if let first { receive((first, value)) }
        }, finish)
      return AnyCancellable {
        one.cancel()
        two.cancel()
      }
    })
  }

  /// Delivers on the main queue.
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> {
    AnyPublisher<Output, Failure>(attach: { receive, finish in
      self.attach(
        { value in DispatchQueue.main.async { receive(value) } },
        { end in DispatchQueue.main.async { finish(end) } })
    })
  }

  /// Itself.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { self }
}

extension AnyPublisher where Output: Equatable {
  /// Each value unless it equals the one before.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> {
    removeDuplicates(by: { $0 == $1 })
  }
}

/// A subject that sends what it is given.
open class PassthroughSubject<Output, Failure: Error>: AnyPublisher<Output, Failure> {
  private var receivers:
    [(serial: Int, receive: (Output) -> Void, finish: (Subscribers.Completion<Failure>) -> Void)] = []
  private var attached = 0
  private var isFinished = false

  /// A subject without subscribers.
  public override init() { super.init() }

  open override func attach(
    _ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    attached += 1
    let serial = attached
    if !isFinished { receivers.append((serial: serial, receive: receive, finish: finish)) }
    return AnyCancellable { self.receivers.removeAll { $0.serial == serial } }
  }

  /// Sends a value to each subscriber.
  open func send(_ value: Output) {
    for receiver in receivers { receiver.receive(value) }
  }

  /// Ends the subject.
  public func send(completion: Subscribers.Completion<Failure>) {
    let finishing = receivers
    receivers = []
    isFinished = true
    for receiver in finishing { receiver.finish(completion) }
  }
}

extension PassthroughSubject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// A subject that keeps its value and gives it to each new subscriber.
open class CurrentValueSubject<Output, Failure: Error>: PassthroughSubject<Output, Failure> {
  private var current: Output

  /// The current value; setting it sends it.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }

  /// A subject holding `value`.
  public init(_ value: Output) {
    current = value
    super.init()
  }

  open override func attach(
    _ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    let cancellable = super.attach(receive, finish)
    receive(current)
    return cancellable
  }

  open override func send(_ value: Output) {
    current = value
    super.send(value)
  }
}

/// A `@Published` property's publisher.
public final class PublishedPublisher<Output>: CurrentValueSubject<Output, Never> {}

/// A publisher of one value.
public final class Just<Output>: AnyPublisher<Output, Never> {
  /// The value.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) {
    self.output = output
    super.init()
  }

  public override func attach(
    _ receive: @escaping (Output) -> Void, _ finish: @escaping (Subscribers.Completion<Never>) -> Void
  ) -> AnyCancellable {
    receive(output)
    finish(.finished)
    return AnyCancellable {}
  }
}

/// A property whose changes its `$` publisher sends, before each is stored.
@propertyWrapper
public struct Published<Value> {
  /// The type of `$property`.
  public typealias Publisher = PublishedPublisher<Value>

  private let storage: Storage

  /// The value, in a box, so that the setter does not change the wrapper (a subscriber reads the
  /// property while it is being set).
  private final class Storage {
    var value: Value
    let publisher: PublishedPublisher<Value>

    init(_ value: Value) {
      self.value = value
      publisher = PublishedPublisher(value)
    }
  }

  /// A property starting at `wrappedValue`.
  public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

  /// The property's value.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set {
      storage.publisher.send(newValue)
      storage.value = newValue
    }
  }

  /// The publisher of the property's changes.
  public var projectedValue: PublishedPublisher<Value> { storage.publisher }
}
