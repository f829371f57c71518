let xs = [9223372036854775807, -9223372036854775807 - 1, -1, 0]
print(xs[0] &+ 1)
print(xs[1] / xs[2])
print(xs[0] * 2)
print(-xs[1])
print(xs[0] % xs[3])
print(xs[0] << 70)
