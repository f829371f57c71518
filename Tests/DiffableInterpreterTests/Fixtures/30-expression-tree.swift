// A recursive enum: an expression tree evaluated and printed recursively, with indirect cases
// and a throwing evaluator for division by zero.
indirect enum Node {
  case number(Int)
  case add(Node, Node)
  case multiply(Node, Node)
  case divide(Node, Node)
  case negate(Node)
}

enum EvaluationError: Error {
  case divisionByZero
}

func evaluate(_ node: Node) throws -> Int {
  switch node {
  case .number(let value):
    return value
  case .add(let left, let right):
    return try evaluate(left) + evaluate(right)
  case .multiply(let left, let right):
    return try evaluate(left) * evaluate(right)
  case .divide(let left, let right):
    let divisor = try evaluate(right)
    guard divisor != 0 else { throw EvaluationError.divisionByZero }
    return try evaluate(left) / divisor
  case .negate(let inner):
    return -(try evaluate(inner))
  }
}

func render(_ node: Node) -> String {
  switch node {
  case .number(let value): return value < 0 ? "(\(value))" : "\(value)"
  case let .add(left, right): return "(\(render(left)) + \(render(right)))"
  case let .multiply(left, right): return "\(render(left)) * \(render(right))"
  case let .divide(left, right): return "\(render(left)) / \(render(right))"
  case .negate(let inner): return "-\(render(inner))"
  }
}

let tree = Node.add(.number(2), .multiply(.number(3), .negate(.number(4))))
let broken = Node.divide(.number(1), .add(.number(1), .number(-1)))
for node in [tree, broken, .divide(.number(9), .number(2))] {
  do {
    print(render(node), "=", try evaluate(node))
  } catch {
    print(render(node), "fails:", error)
  }
}

func depth(_ node: Node) -> Int {
  switch node {
  case .number: return 1
  case .add(let a, let b), .multiply(let a, let b), .divide(let a, let b): return 1 + max(depth(a), depth(b))
  case .negate(let inner): return 1 + depth(inner)
  }
}
print(depth(tree), depth(broken))
