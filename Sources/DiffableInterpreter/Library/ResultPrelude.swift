/// Swift's `Result<Success, Failure>`, declared as the enum it is so that its cases, their
/// payloads, `switch`, `if case` and printing run as a program's own enum's do. It is the one
/// generic type here: its values carry their type arguments (``EnumValue/typeArguments``), which
/// give its payloads their context (`.failure(.offline)`) and show in its debug description and
/// `type(of:)`. Its methods (`get()`, `map`, `mapError`, `flatMap`, `flatMapError`), its catching
/// initializer and its conditional Equatable and Hashable conformances are native
/// (Library+Result.swift), because what they return has type arguments of its own.
///
/// A program that declares its own `Result` replaces this one, as in Swift, where the module's
/// type shadows the standard library's.
extension UIKitPrelude {
  static let resultSource = """
    enum Result<Success, Failure: Error> {
      case success(Success)
      case failure(Failure)
    }

    """
}
