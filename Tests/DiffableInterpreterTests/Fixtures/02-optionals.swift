// Optionals: ?, !, ??, optional chaining, if let, guard let, Optional's description.
struct Address {
  var city: String
  var zip: String?
}

struct Person {
  var name: String
  var address: Address?
  var nickname: String? = nil
}

let ada = Person(name: "Ada", address: Address(city: "London", zip: nil))
let bob = Person(name: "Bob", address: nil, nickname: "Bobby")
print(ada.address?.city as Any, bob.address?.city as Any)
print(ada.address?.zip ?? "no zip", bob.nickname ?? "none")
print(ada.nickname as Any, bob.nickname as Any)

func describe(_ person: Person) -> String {
  guard let address = person.address else {
    return "\(person.name) has no address"
  }
  if let zip = address.zip {
    return "\(person.name) lives in \(address.city) \(zip)"
  } else {
    return "\(person.name) lives in \(address.city)"
  }
}

print(describe(ada))
print(describe(bob))
var maybe: Int? = nil
print(maybe as Any, maybe == nil)
maybe = 5
print(maybe as Any, maybe! + 1, maybe.map { $0 * 2 } as Any)
if let value = maybe, value > 3 {
  print("big", value)
}
let numbers = [Optional(1), nil, 3]
print(numbers, numbers.compactMap { $0 })
var people = [ada, bob]
people[1].address = Address(city: "Paris", zip: "75001")
print(people[1].address?.zip ?? "-", people.first?.name ?? "-", people.last!.name)
let lengths = people.map { $0.nickname?.count ?? 0 }
print(lengths)
