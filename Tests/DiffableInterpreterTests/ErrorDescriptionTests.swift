import DiffableInterpreter
import Testing

/// An error's `localizedDescription`, as iOS's Foundation gives it.
@Suite("Error descriptions")
struct ErrorDescriptionTests {
  /// Without an `errorDescription`, iOS's text names the type and the case's number (a struct's
  /// is 1); Linux's Foundation words it otherwise, so no differential fixture compares it.
  @Test func anErrorWithoutADescriptionHasIOSsText() {
    let printed = printedByEntries([
      """
      enum LoadError: Error { case offline, timedOut }
      struct Failure: Error {}
      enum Silent: LocalizedError {
        case quiet
        var errorDescription: String? { nil }
      }
      print(LoadError.timedOut.localizedDescription)
      print(Failure().localizedDescription)
      print(Silent.quiet.localizedDescription)
      """
    ])
    #expect(
      printed == """
        The operation couldn’t be completed. (main.LoadError error 1.)
        The operation couldn’t be completed. (main.Failure error 1.)
        The operation couldn’t be completed. (main.Silent error 0.)

        """)
  }
}
