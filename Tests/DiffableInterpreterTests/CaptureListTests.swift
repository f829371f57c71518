import DiffableInterpreter
import Testing

/// A closure's capture list is read when the closure is made; what its names may hold is Swift's.
@Suite("Capture lists")
struct CaptureListTests {
  @Test func weakOfAValueIsSwiftsErrorAtTheName() {
    let interpreter = Interpreter()
    var printed = ""
    #expect(failure(of: "var n = 1", in: interpreter, printed: &printed) == nil)
    let marked = MarkedSource("let c = { [weak 1️⃣n] in print(n as Any) }")
    let error = failure(of: marked.text, in: interpreter, printed: &printed)
    #expect(error?.message == "'weak' may only be applied to class and class-bound protocol types, not 'Int'")
    #expect(error?.location == marked.location)
    // The entry left nothing: `c` is not declared.
    let after = failure(of: "c()", in: interpreter, printed: &printed)
    #expect(after?.message == "cannot find 'c' in scope")
  }

  @Test func aValueCapturedIsTheValueWhenTheClosureWasMade() {
    let printed = printedByEntries([
      "var count = 1", "let show = { [count] in print(count) }", "count = 2", "show()", "print(count)",
    ])
    #expect(printed == "1\n2\n")
  }
}
