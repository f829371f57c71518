/// Where control goes after a statement: on, or out of a loop, a function or a switch case.
/// Unwinding by value, as jlox's `Return` does by exception.
enum Completion {
  case normal
  case breakLoop(String?)
  case continueLoop(String?)
  case returned(Value)
  case fallthroughCase
}

/// An error the program threw with `throw`, travelling to its `catch`.
struct ThrownError: Error, @unchecked Sendable {
  var value: Value
  var location: SourceLocation
}

/// A nil link of an optional chain, travelling to the end of the chain.
struct OptionalChainEnded: Error {}
