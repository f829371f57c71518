// Swift's Result as app code uses it, checked against swiftc: a completion handler of paging code
// taking a Result (its payloads' context from the generic arguments), switch and if case over it,
// get(), map, mapError, flatMap, flatMapError, the catching initializer, == when both arguments are
// Equatable, its description (Swift.Result<...> inside collections and properties), type(of:),
// a Result stored in a property, an array, a dictionary and an optional, and aliases of it.
struct Item: Hashable { var id: Int }
enum LoadError: Error, Equatable { case offline, badPage(Int) }
typealias Completion = (Result<[Item], LoadError>) -> Void

func loadPage(_ page: Int, completion: @escaping Completion) {
  guard page < 3 else { completion(.failure(.badPage(page))); return }
  guard page > 0 else { completion(.failure(.offline)); return }
  completion(.success((page * 10..<page * 10 + 3).map { Item(id: $0) }))
}

var loaded: [Item] = []
for page in [1, 2, 5, 0] {
  loadPage(page) { result in
    print(result)
    switch result {
    case .success(let items):
      loaded += items
      print("page", page, "->", items.map(\.id))
    case .failure(.badPage(let number)):
      print("no page", number)
    case .failure(let error):
      print("failed:", error)
    }
  }
}
print(loaded.count)

let ok: Result<[Int], LoadError> = .success([1, 2])
let bad: Result<[Int], LoadError> = .failure(.offline)
print(ok, bad)
print("\(ok) and \(bad)", String(describing: bad))
print([ok, bad])
print(type(of: ok), type(of: bad))
print(ok == bad, ok == .success([1, 2]), bad != .failure(.badPage(1)))

if case .success(let numbers) = ok { print("if case", numbers) }
if case let .failure(error) = bad { print("if case let", error) }
if case .failure = ok { print("unreachable") } else { print("ok is not a failure") }

do {
  let numbers = try ok.get()
  print("got", numbers)
  _ = try bad.get()
  print("unreachable")
} catch LoadError.offline {
  print("caught offline")
} catch {
  print("caught", error)
}
print((try? bad.get()) as Any, (try? ok.get()) as Any)

print(ok.map { $0.count }, bad.map { $0.count })
print(bad.mapError { _ in LoadError.badPage(9) }, ok.mapError { _ in LoadError.badPage(9) })
let parsed: Result<Int, LoadError> = ok.flatMap { $0.isEmpty ? .failure(.offline) : .success($0[0]) }
print(parsed, [parsed])
let recovered: Result<[Int], LoadError> = bad.flatMapError { _ in .success([]) }
print(recovered)

func risky(_ n: Int) throws -> Int {
  if n < 0 { throw LoadError.badPage(n) }
  return n * 2
}
let caught = Result { try risky(-1) }
let fine = Result { try risky(4) }
print(caught, fine)
print([fine])
switch caught {
case .success(let value): print("value", value)
case .failure(let error as LoadError): print("load error", error)
case .failure(let error): print("other", error)
}
let explicit = Result<Int, LoadError>.success(1)
print([explicit], type(of: explicit))

typealias PageResult = Result<[Int], LoadError>
let aliased: PageResult = .success([3])
print([aliased], type(of: aliased))

struct PageState {
  var last: Result<Int, LoadError>?
  var history: [Result<Int, LoadError>] = []
}
var state = PageState()
state.last = .success(3)
state.history = [.failure(.offline), .success(1)]
print(state)
var results: [Result<Double, LoadError>] = []
results.append(.success(2))
results.append(.failure(.badPage(4)))
print(results)
let byKey: [String: Result<String, LoadError>] = ["a": .success("x")]
print(byKey, byKey["a"] as Any)
let maybe: Result<Int, LoadError>? = .success(7)
print(maybe as Any)

let tuple: Result<(Int, String), LoadError> = .success((1, "a"))
print(tuple, [tuple])
let anyError: Result<Int, any Error> = .failure(LoadError.offline)
let plainError: Result<Int, Error> = .success(5)
print(anyError, [anyError], [plainError], type(of: plainError))
let successes = [ok, bad, .success([4])].filter { result in
  if case .success = result { return true }
  return false
}
print(successes.count)

// The catching initializer's failure type: Error when the closure throws, Never when it cannot.
let never = Result { 3 }
let recoveredInside = Result { () -> Int in
  do { return try risky(-1) } catch { return 0 }
}
let declaredThrows = Result { () throws -> Int in 4 }
print([never], [recoveredInside], [declaredThrows], type(of: never), type(of: fine))
let mapped = ok.map { $0.map(String.init) }
let remapped: Result<[String], LoadError> = mapped
print([mapped], [remapped], type(of: remapped))

// Appended where a stored property declares the element type, from outside and from a method.
state.history.append(.success(5))
print(state.history)
final class PageLoader {
  var outcomes: [Result<[Item], LoadError>] = []
  func loadAll() {
    for page in 1...3 {
      loadPage(page) { result in self.outcomes.append(result) }
    }
    outcomes.append(.failure(.offline))
  }
}
let loader = PageLoader()
loader.loadAll()
print(loader.outcomes.count, loader.outcomes.last as Any)
print(loader.outcomes.map { (try? $0.get())?.count ?? -1 })
