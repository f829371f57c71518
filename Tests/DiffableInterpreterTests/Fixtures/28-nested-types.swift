// Nested types, static factories, typealiases and extensions on nested types, as model code
// groups them under one namespace.
struct Library {
  typealias ID = Int

  struct Book: Hashable {
    let id: ID
    let title: String
    var status: Status = .available

    enum Status: String {
      case available, borrowed, lost
    }
  }

  enum Shelf {
    case fiction, science

    static let all: [Shelf] = [.fiction, .science]
  }

  private(set) var books: [ID: Book] = [:]
  private var shelves: [Shelf: [ID]] = [:]

  mutating func add(_ title: String, id: ID, on shelf: Shelf) {
    books[id] = Book(id: id, title: title)
    shelves[shelf, default: []].append(id)
  }

  mutating func borrow(_ id: ID) -> Bool {
    guard books[id]?.status == .available else { return false }
    books[id]?.status = .borrowed
    return true
  }

  func titles(on shelf: Shelf) -> [String] {
    (shelves[shelf] ?? []).compactMap { books[$0]?.title }
  }

  static func sample() -> Library {
    var library = Library()
    library.add("Dune", id: 1, on: .fiction)
    library.add("Cosmos", id: 2, on: .science)
    library.add("Emma", id: 3, on: .fiction)
    return library
  }
}

extension Library.Book {
  var label: String { "\(title) (\(status.rawValue))" }
}

var library = Library.sample()
print(library.borrow(1), library.borrow(1), library.borrow(9))
for shelf in Library.Shelf.all {
  print(shelf, library.titles(on: shelf))
}
print(library.books.keys.sorted().map { library.books[$0]!.label })
let status: Library.Book.Status = .lost
print(status, Library.Book.Status(rawValue: "borrowed") as Any, Library.Book(id: 4, title: "New"))
