// A feed grouped into sections by day, as a diffable list of messages does: Calendar's
// startOfDay and dateComponents, date arithmetic, and a DateFormatter for the section titles.
// The calendar's time zone and the formatter's locale are written: the compiled program's
// defaults are the machine's.
import Foundation

struct Message: Hashable {
  let id: Int
  let text: String
  let sent: Date
}

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let start = Date(timeIntervalSince1970: 1_767_258_000)
let messages = [
  Message(id: 1, text: "Hello", sent: start),
  Message(id: 2, text: "Lunch?", sent: start.addingTimeInterval(3 * 3600)),
  Message(id: 3, text: "Sure", sent: calendar.date(byAdding: .day, value: 1, to: start)!),
  Message(id: 4, text: "Late", sent: calendar.date(byAdding: .hour, value: 40, to: start)!),
]

let byDay = Dictionary(grouping: messages) { calendar.startOfDay(for: $0.sent) }
let days = byDay.keys.sorted()
let titles = DateFormatter()
titles.locale = Locale(identifier: "en_US")
titles.timeZone = calendar.timeZone
titles.dateFormat = "EEEE d MMMM"
for day in days {
  let texts = byDay[day]!.sorted { $0.sent < $1.sent }.map(\.text)
  print(titles.string(from: day), texts)
}

let first = messages[0].sent
let parts = calendar.dateComponents([.year, .month, .day, .hour], from: first)
print(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute == nil)
print(calendar.component(.weekday, from: first), calendar.component(.weekOfYear, from: first))
let gap = calendar.dateComponents([.day, .hour], from: first, to: messages[3].sent)
print(gap.day!, gap.hour!)
print(
  calendar.isDate(messages[0].sent, inSameDayAs: messages[1].sent),
  calendar.isDate(first, inSameDayAs: messages[2].sent))
print(
  calendar.isDateInWeekend(first),
  calendar.isDateInWeekend(calendar.date(byAdding: .day, value: 2, to: first)!))
let due = calendar.date(from: DateComponents(year: 2026, month: 2, day: 30))!
print(due.timeIntervalSince1970, calendar.component(.month, from: due))
var step = DateComponents()
step.month = 1
step.day = -1
print(calendar.date(byAdding: step, to: first)!.timeIntervalSince1970)
