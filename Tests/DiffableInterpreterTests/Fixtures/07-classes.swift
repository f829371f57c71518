// Classes: reference semantics, ===, stored properties with defaults, init, inheritance,
// override, super, final, static members, class description.
class Animal {
  var name: String
  var sound: String { "..." }
  static var count = 0

  init(name: String) {
    self.name = name
    Animal.count += 1
  }

  func speak() -> String {
    "\(name) says \(sound)"
  }

  func describe() -> String { "animal \(name)" }
}

class Dog: Animal {
  var tricks: [String] = []

  override var sound: String { "woof" }

  init(name: String, tricks: [String]) {
    self.tricks = tricks
    super.init(name: name)
  }

  override func describe() -> String {
    super.describe() + " with \(tricks.count) tricks"
  }
}

final class Puppy: Dog {
  override var sound: String { "yip" }
}

let generic = Animal(name: "Generic")
let rex = Dog(name: "Rex", tricks: ["sit"])
let bit = Puppy(name: "Bit", tricks: [])
print(generic.speak(), rex.speak(), bit.speak())
print(rex.describe(), bit.describe(), Animal.count)

let alias = rex
alias.tricks.append("roll")
alias.name = "Rexy"
print(rex.name, rex.tricks, alias === rex, rex === bit)

let animals: [Animal] = [generic, rex, bit]
for animal in animals {
  if let dog = animal as? Dog {
    print(dog.name, "is a dog with", dog.tricks)
  } else {
    print(animal.name, "is not a dog")
  }
}
print(animals.filter { $0 is Puppy }.count, animals.map { $0.sound })

class Node {
  var value: Int
  var next: Node?

  init(value: Int, next: Node? = nil) {
    self.value = value
    self.next = next
  }
}

let list = Node(value: 1, next: Node(value: 2, next: Node(value: 3)))
var cursor: Node? = list
var values: [Int] = []
while let node = cursor {
  values.append(node.value)
  cursor = node.next
}
print(values, list.next?.next?.value as Any, list.next?.next?.next?.value as Any)
list.next?.value = 20
print(list.next!.value)

class Counter {
  private(set) var value = 0
  func increment() { value += 1 }
}

let shared = Counter()
let handlers = [shared.increment, shared.increment]
for handler in handlers { handler() }
print(shared.value, Counter().value)
print(generic)
