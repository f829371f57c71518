import DiffableEngine
import DiffableShell

/// libFuzzer's entry point: the bytes are a script, run line by line through the parser and a
/// fresh shell (session, renderers), whose output goes nowhere. A crash, a sanitizer report or
/// a hang is a bug; an error message is a correct answer.
///
/// The first byte chooses the settings (JSON or text, colour, echo, bail, the iOS profile),
/// so that every renderer and profile is reached. `source` is skipped: it reads files, and a
/// fuzzer that names `/dev/zero` tests the machine, not diffable (the bad-input tests cover
/// sourcing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  guard let flags = bytes.first else { return 0 }
  var settings = Settings()
  settings.format = flags & 1 == 0 ? .text : .json
  settings.color = flags & 2 != 0
  settings.bail = flags & 4 != 0
  settings.iOS = 13 + Int(flags >> 3) % 6
  let shell = Shell(settings: settings, echo: flags & 0x80 != 0) { _ in }
  // Invalid UTF-8 is repaired, as the binary refuses such files before the parser sees them.
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  var pending: [String] = []
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    guard !shell.isStopped else { break }
    pending.append(String(line))
    let joined = join(pending)
    if LogicalLines.needsContinuation(joined) { continue }
    pending = []
    if let commands = try? CommandParser.parse(joined), commands.contains(where: sources) { continue }
    shell.run(joined, location: InputLocation(file: "fuzz", line: 1, text: joined))
  }
  return 0
}

/// Whether `command` reads a file.
private func sources(_ command: Command) -> Bool {
  switch command {
  case .source: true
  case .tryOptional(let inner): sources(inner)
  default: false
  }
}

/// Physical lines as one logical line, each trailing `\` dropped (as the script runner joins
/// them).
private func join(_ lines: [String]) -> String {
  lines.enumerated().map { index, line in
    index < lines.count - 1 && line.hasSuffix("\\") ? String(line.dropLast()) : line
  }.joined(separator: "\n")
}
