// `#available(iOS N, *)` holds for the iOS diffable imitates (26 unless `--ios` says otherwise),
// and swiftc's program on Linux takes it as the `*`: both hold for any N up to 26.
// `#unavailable` is its negation; other platforms are not asked.
func refresh(_ ids: [Int]) -> String {
  if #available(iOS 15.0, *) {
    return "reconfigure \(ids)"
  } else {
    return "reload \(ids)"
  }
}
print(refresh([1, 2]))
if #unavailable(iOS 13) {
  print("iOS 12")
} else if #available(macOS 12, iOS 14.5, *) {
  print("iOS 14.5 or later")
}
guard #available(iOS 26, *) else { fatalError("older") }
var count = 0
while #available(iOS 13, *), count < 2 { count += 1 }
print(count)
