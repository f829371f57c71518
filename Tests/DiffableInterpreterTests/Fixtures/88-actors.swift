// An actor that app code loads through: its state changes only inside it, each call from
// outside is awaited, a method calls its own methods without await, nonisolated members and
// static ones are called as on a class, and the actor is a reference shared by its holders.
actor ImageCache {
  private var store: [String: Int] = [:]
  private(set) var hits = 0
  let name: String
  static let shared = ImageCache(name: "shared")

  init(name: String) { self.name = name }

  func image(for key: String) -> Int {
    if let cached = store[key] {
      hits += 1
      return cached
    }
    let made = key.count * 10
    store[key] = made
    return made
  }

  func warm(_ keys: [String]) -> Int {
    keys.map { image(for: $0) }.reduce(0, +)
  }

  nonisolated func describe() -> String { "cache \(name)" }
  static func make(_ name: String) -> ImageCache { ImageCache(name: name) }
}

func load(_ keys: [String], from cache: ImageCache) async -> [Int] {
  var loaded: [Int] = []
  for key in keys {
    loaded.append(await cache.image(for: key))
  }
  return loaded
}

let cache = ImageCache.make("main")
let other = cache
print(await load(["a", "bb", "a"], from: cache))
print(await other.warm(["bb", "ccc"]))
print(await cache.hits, cache.describe(), cache.name)
print(await ImageCache.shared.image(for: "x"), ImageCache.shared.describe())
let fresh = ImageCache(name: "fresh")
print(fresh.describe())
