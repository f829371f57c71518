// A trailing closure passes over the defaulted parameters before it that take no closure (Swift's
// forward scan): a parameter whose type is an enum, a struct or a class of the program, or an
// alias of one, takes no closure; an alias of a function type does.
enum Priority { case low, high }
struct Style { var bold = false }
final class Logger { var lines: [String] = [] }
typealias Completion = (String) -> Void
typealias Level = Priority

func load(priority: Priority = .low, style: Style = Style(), completion: Completion? = nil) {
  completion?("loaded with \(priority), bold: \(style.bold)")
}

func schedule(level: Level? = nil, logger: Logger? = nil, work: () -> Void) {
  work()
  print("scheduled at \(level.map { "\($0)" } ?? "default")", logger == nil ? "unlogged" : "logged")
}

final class Job {
  let name: String
  init(name: String = "job", priority: Priority? = nil, body: @escaping () -> String) {
    self.name = name
    print(name, priority.map { "\($0)" } ?? "none", body())
  }
}

struct Request {
  var path: String
  var onFinish: Completion? = nil
}

load { print($0) }
load(priority: .high) { print($0) }
load(style: Style(bold: true)) { print($0) }
schedule { print("working") }
schedule(level: .high) { print("urgent") }
_ = Job { "ran" }
_ = Job(name: "sync", priority: .low) { "ran too" }
let request = Request(path: "/items") { print("finished", $0) }
request.onFinish?(request.path)
