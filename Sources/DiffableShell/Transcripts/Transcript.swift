import DiffableEngine

/// A transcript: what `diffable --echo --color never FILE` prints. Every input line of the
/// script appears behind `> ` (a blank line as `>`), followed by the output it caused, so
/// the `> ` lines alone give the script back.
///
/// ```swift
/// let text = Transcript.record(script: "appendSections main\nappendItems 1\napply\n", name: "x.diffable")
/// Transcript.script(of: text)  // "appendSections main\nappendItems 1\napply\n"
/// ```
public enum Transcript {
  /// The prefix of an input line.
  public static let inputPrefix = "> "

  /// The script a transcript replays: its `> ` lines without the prefix (`>` alone is a
  /// blank line), one per line, with a final newline; `nil` when it has no input line.
  /// - Complexity: O(length of the text).
  public static func script(of transcript: String) -> String? {
    let inputs = lines(of: transcript).compactMap(input(of:))
    return inputs.isEmpty ? nil : inputs.map { $0 + "\n" }.joined()
  }

  /// The script line that a transcript line echoes, or `nil` for an output line.
  public static func input(of line: String) -> String? {
    let line = trimmingTrailingSpace(line)
    if line == ">" { return "" }
    guard line.hasPrefix(inputPrefix) else { return nil }
    return String(line.dropFirst(inputPrefix.count))
  }

  /// Runs `script` in a fresh session with the options of `--echo --color never` (text
  /// output, stop at the first failure outside `try?`, the default iOS profile) and returns
  /// what it prints, one line per line, with a final newline.
  /// - Parameter name: the script's name in `FILE:LINE:` error locations, and the place
  ///   `source` resolves relative paths from.
  ///   - frontEnd: the front end beside the short syntax (the executable's Swift front end).
  public static func record(script: String, name: String, frontEnd: (any FrontEnd)? = nil) -> String {
    var output: [String] = []
    var settings = Settings()
    settings.color = false
    let shell = Shell(settings: settings, echo: true) { output.append($0) }
    shell.frontEnd = frontEnd
    shell.runScript(script, name: name)
    return output.map { $0 + "\n" }.joined()
  }

  /// The name a transcript was recorded under: the `FILE` of its first `FILE:LINE: error`
  /// line, whose LINE is an input line of the transcript; `nil` when no command failed.
  ///
  /// Replaying under the same name gives the same error locations wherever the transcript
  /// is kept (a lesson recorded from `scripts/lessons/x.diffable` and kept in `Tests/`).
  public static func recordedName(of transcript: String) -> String? {
    var inputLines = 0
    for line in lines(of: transcript) {
      if input(of: line) != nil {
        inputLines += 1
        continue
      }
      guard let errorRange = line.range(of: ": error") else { continue }
      let place = line[..<errorRange.lowerBound]
      guard let colon = place.lastIndex(of: ":"), let number = Int(place[place.index(after: colon)...]),
        (1...inputLines).contains(number), colon > place.startIndex
      else { continue }
      return String(place[..<colon])
    }
    return nil
  }

  /// The lines of a text: split at newlines, without a final empty line, `\r` dropped.
  public static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `line` without trailing spaces and tabs, which transcripts ignore.
  public static func trimmingTrailingSpace(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex, [" ", "\t", "\r"].contains(line[line.index(before: end)]) {
      end = line.index(before: end)
    }
    return String(line[..<end])
  }
}
