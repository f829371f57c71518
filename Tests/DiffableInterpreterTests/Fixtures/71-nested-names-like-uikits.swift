// Nested types named as UIKit names its own (UITableView.Style, UIControl.State and Event): a
// program's `Message.State` is the one its code means by `State`.
struct Message: Hashable {
  enum State: Hashable { case sending, delivered }
  enum Style { case bubble, plain }
  let id: Int
  var state: State
  var style: Style = .bubble
}

struct Tracker {
  enum Event: String { case opened, closed }
  var events: [Event] = []
  mutating func record(_ event: Event) { events.append(event) }
}

var message = Message(id: 1, state: .sending)
message.state = .delivered
print(message, message.state == .delivered)
var tracker = Tracker()
tracker.record(.opened)
tracker.record(.closed)
print(tracker.events.map(\.rawValue))
let styles: [Message.Style] = [.plain, .bubble]
print(styles)
