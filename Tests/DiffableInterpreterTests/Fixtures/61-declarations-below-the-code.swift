// Top-level code above the declarations it uses, as a file may be laid out: the compiler reads
// the whole file first, so the functions, types and extensions below hold from the first line.
let library = makeLibrary()
print(library.map { $0.title })
report(library)

let sorted =
  library
  .sorted { $0.year < $1.year }
  .map { "\($0.title) (\($0.year))" }
print(sorted)

// The extension's == below is Book's rule from the start: a second printing is the same book.
var seen = Set<Book>()
for book in library + [Book(isbn: "1", title: "Dune, 2nd printing", year: 1966)] {
  let (inserted, _) = seen.insert(book)
  print(book.title, inserted ? "added" : "already there")
}
print(Shelf.describe(seen.count)); print(Book.count)
let total = library.reduce(0) {
  $0 + $1.year
}
print(total)

func makeLibrary() -> [Book] {
  [Book(isbn: "1", title: "Dune", year: 1965), Book(isbn: "2", title: "Emma", year: 1815)]
}

func report(_ books: [Book]) {
  for book in books { print(book.summary) }
}

struct Book {
  let isbn: String
  var title: String
  let year: Int
  static var count: Int { 2 }
}

extension Book: Hashable {
  func hash(into hasher: inout Hasher) { hasher.combine(isbn) }
  static func == (lhs: Book, rhs: Book) -> Bool { lhs.isbn == rhs.isbn }
}

extension Book {
  var summary: String { "\(title), \(year)" }
}

enum Shelf {
  static func describe(_ count: Int) -> String { "\(count) on the shelf" }
}
