import DiffableInterpreter
import Testing

/// Swift concurrency on one thread: `async` functions run when called, `await` finds its value
/// ready, a `Task`'s work runs after the entry that made it or where its value is awaited.
@Suite("Concurrency: async, await and Task, run in order on one thread")
struct ConcurrencyTests {
  /// What an entry prints, in order.
  static func output(of entries: [String]) -> String {
    let interpreter = Interpreter()
    var printed = ""
    for entry in entries {
      do {
        try interpreter.run(entry) { printed += $0 }
      } catch {
        printed += "error: \(error)\n"
      }
    }
    return printed
  }

  @Test func aTasksWorkRunsAfterTheEntryThatMadeIt() {
    let printed = Self.output(of: [
      "Task { print(\"task\") }\nprint(\"entry\")", "print(\"next entry\")",
    ])
    #expect(printed == "entry\ntask\nnext entry\n")
  }

  @Test func awaitingATasksValueRunsItThere() {
    let printed = Self.output(of: [
      """
      func twice(_ n: Int) async -> Int { n * 2 }
      let task = Task { () -> Int in
        print("working")
        return await twice(21)
      }
      print("before")
      print(await task.value)
      print("after")
      """
    ])
    #expect(printed == "before\nworking\n42\nafter\n")
  }

  @Test func aTasksErrorStaysInTheTask() {
    let printed = Self.output(of: [
      """
      enum Failure: Error { case offline }
      func load() async throws -> Int { throw Failure.offline }
      Task { _ = try await load(); print("not reached") }
      let task = Task { try await load() }
      do { _ = try await task.value } catch { print("caught", error) }
      print(task.result)
      """
    ])
    #expect(printed == "caught offline\nfailure(main.Failure.offline)\n")
  }

  @Test func aFailedEntrysTasksDoNotRun() {
    let printed = Self.output(of: ["Task { print(\"queued\") }\nlet a = [1]\nprint(a[3])", "print(\"next\")"])
    #expect(printed.hasPrefix("error: "))
    #expect(!printed.contains("queued"))
    #expect(printed.hasSuffix("next\n"))
  }

  @Test func sleepDoesNotWaitAndMainActorRunRunsAtOnce() {
    let printed = Self.output(of: [
      """
      try await Task.sleep(nanoseconds: 5_000_000_000)
      try await Task.sleep(for: .seconds(60))
      let value = await MainActor.run { () -> Int in print("on the main actor"); return 7 }
      print(value)
      """
    ])
    #expect(printed == "on the main actor\n7\n")
  }

  @Test func theProgramsOwnTaskReplacesTheLibrarys() {
    let printed = Self.output(of: [
      "struct Task: Hashable { let title: String; var done = false }\nlet chores = [Task(title: \"Dishes\")]\nprint(chores)"
    ])
    #expect(printed == "[main.Task(title: \"Dishes\", done: false)]\n")
  }
}
