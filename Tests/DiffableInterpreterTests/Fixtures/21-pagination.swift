// Pagination: pages of items loaded one after another into a growing list, with a loading
// state enum, duplicates dropped by identifier, and the end detected.
struct Item: Hashable {
  let id: Int
  let name: String
}

enum PageState: Equatable {
  case idle
  case loading(page: Int)
  case finished
}

struct Backend {
  let all: [Item]
  let pageSize: Int

  func page(_ number: Int) -> [Item] {
    let start = number * pageSize
    guard start < all.count else { return [] }
    let end = min(start + pageSize, all.count)
    return Array(all[start..<end])
  }
}

final class Feed {
  private let backend: Backend
  private(set) var items: [Item] = []
  private(set) var state = PageState.idle
  private var seen: Set<Int> = []
  private var nextPage = 0

  init(backend: Backend) {
    self.backend = backend
  }

  func loadMore() {
    guard state == .idle else {
      print("not loading in state", state)
      return
    }
    state = .loading(page: nextPage)
    let fresh = backend.page(nextPage)
    if fresh.isEmpty {
      state = .finished
      return
    }
    for item in fresh where !seen.contains(item.id) {
      seen.insert(item.id)
      items.append(item)
    }
    nextPage += 1
    state = .idle
  }
}

let names = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu"]
var source = names.enumerated().map { Item(id: $0.offset, name: $0.element) }
source.insert(Item(id: 1, name: "bee again"), at: 3)
let feed = Feed(backend: Backend(all: source, pageSize: 3))
for _ in 0..<5 {
  feed.loadMore()
  print(feed.state, feed.items.map(\.name))
}
