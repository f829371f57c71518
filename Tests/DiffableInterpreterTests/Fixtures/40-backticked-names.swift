// Backticked names: keywords used as names of constants, functions, parameters, types, properties
// and cases keep working without their backticks, and value.self is the value.
let `default` = 5
func `func`(_ `in`: Int) -> Int { `in` * 2 }
struct `Type` { var `self`: Int; var `class` = "c" }
enum Mode { case `default`, custom }
let t = `Type`(self: 1)
print(`default`, `func`(3), t.`class`, t.self, Mode.default, [Mode.`default`])
