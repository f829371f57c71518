// Model-layer code around a data source: a protocol with an associated type and a constrained
// extension that uses it, a repository held as `any Repository` with a mutating method, a generic
// stack with a private store and @discardableResult, rethrows, and a LocalizedError whose
// errorDescription is its localizedDescription.
import Foundation

protocol Identified {
  associatedtype ID: Hashable
  var id: ID { get }
}

struct User: Identified, Codable, Equatable {
  let id: Int
  var name: String
  var email: String?
}

protocol Repository {
  func all() -> [User]
  mutating func save(_ user: User)
}

struct InMemoryRepository: Repository {
  private var storage: [Int: User] = [:]
  func all() -> [User] { storage.values.sorted { $0.id < $1.id } }
  mutating func save(_ user: User) { storage[user.id] = user }
}

final class UserService {
  private var repository: any Repository
  init(repository: any Repository) { self.repository = repository }
  func register(name: String) -> User {
    let user = User(id: repository.all().count + 1, name: name, email: nil)
    repository.save(user)
    return user
  }
  var users: [User] { repository.all() }
}

extension Array where Element: Identified {
  func index(of id: Element.ID) -> Int? { firstIndex { $0.id == id } }
}

extension Optional where Wrapped == String {
  var orEmpty: String { self ?? "" }
}

let service = UserService(repository: InMemoryRepository())
_ = service.register(name: "Ann")
let bob = service.register(name: "Bob")
print(service.users.map(\.name), bob.id, service.users.index(of: 2) ?? -1)
print(bob.email.orEmpty.isEmpty, bob == User(id: 2, name: "Bob", email: nil))

struct Stack<Element>: CustomStringConvertible {
  private var items: [Element] = []
  var isEmpty: Bool { items.isEmpty }
  mutating func push(_ item: Element) { items.append(item) }
  @discardableResult mutating func pop() -> Element? { items.popLast() }
  var description: String { "Stack\(items)" }
}
var stack = Stack<String>()
stack.push("a"); stack.push("b")
stack.pop()
print(stack, stack.isEmpty)

func measure<T>(_ label: String, _ work: () throws -> T) rethrows -> T {
  let result = try work()
  print("measured", label)
  return result
}
enum ParseError: Error, LocalizedError {
  case empty
  var errorDescription: String? { "nothing to parse" }
}
func parse(_ s: String) throws -> Int {
  guard !s.isEmpty else { throw ParseError.empty }
  return Int(s) ?? 0
}
do {
  let v = try measure("parse") { try parse("12") }
  print(v)
  _ = try measure("empty") { try parse("") }
} catch let error as ParseError {
  print("failed:", error.localizedDescription)
} catch {
  print("other", error)
}
let value = try? parse("")
print(value as Any, (try? parse("7")) ?? 0)
