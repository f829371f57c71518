var i = 0
outer: while true {
  repeat { i += 1; if i > 10 { break outer } } while true
}
for (a, b) in zip([1, 2], ["x", "y"]) { print(a, b) }
while true {}
