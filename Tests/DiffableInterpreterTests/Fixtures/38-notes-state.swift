// A notes screen's state: Identifiable and Equatable models, toggles by id, pinned-first ordering,
// value copies compared with ==, grouping by a Bool key path, counting words, and a small matrix.
struct Note: Identifiable, Equatable {
  let id: Int
  var text: String
  var pinned = false
}
struct NotesState {
  var notes: [Note] = []
  var pinnedFirst: [Note] {
    notes.filter(\.pinned) + notes.filter { !$0.pinned }
  }
  mutating func togglePin(_ id: Note.ID) {
    guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
    notes[index].pinned.toggle()
  }
  mutating func update(_ id: Int, text: String) {
    if let index = notes.firstIndex(where: { $0.id == id }) {
      notes[index].text = text
    }
  }
}
var state = NotesState()
state.notes = (1...4).map { Note(id: $0, text: "note \($0)") }
state.togglePin(3)
state.update(2, text: "edited")
print(state.pinnedFirst.map(\.text))
let before = state
state.togglePin(3)
print(before.notes == state.notes, before.notes[2] == state.notes[2], before.pinnedFirst.first!.id)
let grouped = Dictionary(grouping: state.notes, by: \.pinned)
print(grouped[false]?.count ?? 0, grouped[true]?.count ?? 0)
var counter = [String: Int]()
for word in "a b a c b a".split(separator: " ") { counter[String(word), default: 0] += 1 }
let top = counter.max { $0.value < $1.value }!
print(top.key, top.value)
let matrix = (0..<3).map { row in (0..<3).map { row * 3 + $0 } }
print(matrix, matrix.map { $0.reduce(0, +) }, matrix.flatMap { $0 }.filter { $0 % 2 == 0 })
let transposed = (0..<3).map { column in matrix.map { $0[column] } }
print(transposed[0])
