// Swift concurrency as app code uses it around a data source: async functions, await, Task,
// a stored Task, MainActor.run, Task.sleep, a task's value and error.
struct Episode: Hashable {
  let id: Int
  let title: String
}

enum LoadError: Error { case offline }

func fetchEpisodes(page: Int) async throws -> [Episode] {
  try await Task.sleep(nanoseconds: 1_000_000)
  guard page < 3 else { throw LoadError.offline }
  return (1...2).map { Episode(id: page * 10 + $0, title: "Episode \(page).\($0)") }
}

@MainActor
final class EpisodesModel {
  private(set) var episodes: [Episode] = []
  var loadTask: Task<Void, Never>?

  func load(pages: [Int]) async {
    for page in pages {
      do {
        let more = try await fetchEpisodes(page: page)
        episodes.append(contentsOf: more)
        print("page \(page): \(more.map(\.title))")
      } catch {
        print("page \(page) failed: \(error)")
      }
    }
  }

  func titles() async -> [String] {
    await MainActor.run { episodes.map { $0.title.uppercased() } }
  }
}

let model = EpisodesModel()

// A task's work runs once the code that made it waits for it (here, its value) or ends.
@MainActor
func loadEverything() async {
  let first = Task { () -> Int in
    await model.load(pages: [1, 2])
    return model.episodes.count
  }
  print("started")
  let count = await first.value
  print("loaded", count)

  let failing = Task { () throws -> [Episode] in
    try await fetchEpisodes(page: 3)
  }
  do {
    _ = try await failing.value
  } catch {
    print("the task failed: \(error)")
  }
}
await loadEverything()

model.loadTask = Task {
  await model.load(pages: [0])
}
await model.loadTask?.value
print(await model.titles())
try await Task.sleep(for: .seconds(0.01))
print(model.episodes.count)
