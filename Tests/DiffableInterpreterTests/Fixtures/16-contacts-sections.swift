// A contacts list as a view model builds it: contacts grouped into sections by the first letter
// of the last name, sections sorted, each section's rows sorted, with a search filter.
struct Contact: Hashable {
  let first: String
  let last: String
  var isStarred = false

  var fullName: String { "\(first) \(last)" }
  var sectionLetter: String { String(last.prefix(1)).uppercased() }
}

struct ContactsViewModel {
  var contacts: [Contact]
  var searchText = ""

  var visibleContacts: [Contact] {
    guard !searchText.isEmpty else { return contacts }
    return contacts.filter { $0.fullName.lowercased().contains(searchText.lowercased()) }
  }

  var sections: [(letter: String, rows: [Contact])] {
    let grouped = Dictionary(grouping: visibleContacts, by: { $0.sectionLetter })
    return grouped.keys.sorted().map { letter in
      (letter: letter, rows: grouped[letter]!.sorted { $0.first < $1.first })
    }
  }

  mutating func star(_ contact: Contact) {
    guard let index = contacts.firstIndex(of: contact) else { return }
    contacts[index].isStarred = true
  }
}

var model = ContactsViewModel(contacts: [
  Contact(first: "Grace", last: "Hopper"),
  Contact(first: "Alan", last: "Turing"),
  Contact(first: "Ada", last: "Lovelace"),
  Contact(first: "Tim", last: "Berners-Lee"),
  Contact(first: "Linus", last: "Torvalds"),
  Contact(first: "Barbara", last: "Liskov"),
])

func show(_ model: ContactsViewModel) {
  for section in model.sections {
    print(section.letter, section.rows.map(\.fullName))
  }
  print("--")
}

show(model)
model.searchText = "li"
show(model)
model.searchText = ""
model.star(Contact(first: "Alan", last: "Turing"))
print(model.contacts.filter(\.isStarred).map(\.fullName), model.contacts.count)
print(model.contacts.contains(Contact(first: "Alan", last: "Turing")), model.sections.count)
