// Completion handlers and stored callbacks taking a Result, checked against swiftc: the context of
// .success and .failure comes from the declared function type (a parameter, an alias, a stored
// optional closure), so that two error enums may share a case name, an Int literal fills a Double
// payload, and the values a closure receives print their type arguments.
enum PageError: Error {
  case offline
  case badPage(Int)
}
enum SaveError: Error { case offline }
typealias Completion = (Result<[Double], PageError>) -> Void
func load(_ page: Int, completion: @escaping Completion) {
  if page > 1 { completion(.failure(.offline)) } else { completion(.success([1, 2])) }
}
load(1) { print($0, [$0]) }
load(2) { result in print(result, [result]) }
func save(completion: (Result<Int, SaveError>) -> Void) { completion(.failure(.offline)) }
save { print([$0]) }
let handler: (Result<Int, SaveError>) -> Void = { r in print(type(of: r), r) }
handler(.success(3))
var stored: ((Result<Int, SaveError>) -> Void)? = nil
stored = { print([$0]) }
stored?(.failure(.offline))
struct Item: Hashable { var id: Int }
enum LoadError: Error { case offline }
func store(_ id: Int, completion: (Result<Void, Error>) -> Void) {
  if id > 0 { completion(.success(())) } else { completion(.failure(LoadError.offline)) }
}
store(1) { print($0) }
store(0) { result in
  if case .failure(let error) = result { print("error", error) }
}
func handle(_ result: Result<[Item], Error>) -> Int {
  guard case .success(let items) = result else { return -1 }
  switch result {
  case .success(let items) where items.isEmpty: return 0
  default: return items.count
  }
}
print(handle(.success([])), handle(.success([Item(id: 1)])), handle(.failure(LoadError.offline)))
let r: Result<[Item], Error> = .success([Item(id: 2)])
let items = (try? r.get()) ?? []
print(items, r.map(\.count))
final class Loader {
  var onLoad: ((Result<[Item], Error>) -> Void)?
  func finish(_ ok: Bool) {
    do {
      if !ok { throw LoadError.offline }
      onLoad?(.success([Item(id: 3)]))
    } catch {
      onLoad?(.failure(error))
    }
  }
}
let loader = Loader()
var log: [Result<[Item], Error>] = []
loader.onLoad = { log.append($0) }
loader.finish(true)
loader.finish(false)
print(log)
func forward(_ page: Int, completion: @escaping (Result<Int, LoadError>) -> Void) {
  completion(page > 0 ? .success(page) : .failure(.offline))
}
func twice(completion: @escaping (Result<Int, LoadError>) -> Void) { forward(2, completion: completion) }
twice { print([$0]) }
let results: [Result<Int, LoadError>] = [.success(1), .failure(.offline), .success(3)]
let values = results.compactMap { try? $0.get() }
let failures = results.filter { result in
  if case .failure = result { return true }
  return false
}
print(values, failures.count)
let mapped = results.map { $0.map { $0 * 10 } }
print(mapped.map { "\($0)" })
print(Result<Int, LoadError>.success(4).flatMap { v in v > 3 ? .failure(.offline) : .success(v) })

// Hashable when both arguments are: in a Set and as a dictionary's key.
let outcomes: Set<Result<Int, SaveError>> = [.success(1), .failure(.offline), .success(1)]
print(outcomes.count, outcomes.contains(.failure(.offline)), outcomes.contains(.success(2)))
var byOutcome: [Result<Int, SaveError>: String] = [:]
byOutcome[.success(2)] = "two"
print(byOutcome[.success(2)] as Any, byOutcome[.failure(SaveError.offline)] as Any)
