let a = 0x7fff_ffff_ffff_ffff
let b = 1e308 * 10
let c = "\u{1F600}\u{10FFFF}\(a)\(b)"
let d = #"raw \(a)"#
let e = """
  multi
  \(c)
  """
print(a, b, c, d, e, 99999999999999999999)
