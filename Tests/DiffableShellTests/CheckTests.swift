import Testing

@testable import DiffableEngine
@testable import DiffableShell

@Suite("Transcripts: the script inside a transcript")
struct CheckScriptTests {
  @Test func theInputLinesAreTheScriptAndABareMarkIsABlankLine() {
    let transcript =
      "> appendSections main\n>\n> # a comment\n> apply\napply (animated): 1 section inserted\n"
    #expect(Transcript.script(of: transcript) == "appendSections main\n\n# a comment\napply\n")
  }

  @Test func aTextWithoutInputLinesIsNoTranscript() {
    #expect(Transcript.script(of: "appendSections main\napply\n") == nil)
  }

  @Test func recordingEchoesEveryLineAndItsOutput() {
    let text = Transcript.record(script: "appendSections main\n\nappendItems 1\napply\n", name: "x.diffable")
    #expect(
      Transcript.lines(of: text) == [
        "> appendSections main", ">", "> appendItems 1", "> apply", "apply (animated): 1 section inserted",
        "  insertSections  0  main  (with its 1 item)",
      ])
  }

  @Test func theRecordedNameComesFromTheFirstErrorLocation() {
    let text = Transcript.record(
      script: "appendSections main\ntry? appendItems 1 1\n", name: "lessons/x.diffable")
    #expect(Transcript.recordedName(of: text) == "lessons/x.diffable")
    #expect(Transcript.recordedName(of: "> apply\napply (animated): no changes\n") == nil)
  }
}

@Suite("Transcripts: check passes, fails with a diff, updates")
struct CheckResultTests {
  static let script = "appendSections main\nappendItems 1 2\napply\nmoveItem 2 before 1\napply\n"

  @Test func aFreshRecordingPasses() {
    let text = Transcript.record(script: Self.script, name: "t.transcript")
    let check = TranscriptCheck(transcript: text, name: "t.transcript")
    #expect(check.passed)
    #expect(check.differences.isEmpty)
    #expect(check.report == ["ok    t.transcript"])
  }

  @Test func trailingSpacesAndAMissingFinalNewlineAreIgnored() {
    var text = Transcript.record(script: Self.script, name: "t.transcript")
    text = text.split(separator: "\n").map { $0 + "   " }.joined(separator: "\n")
    #expect(TranscriptCheck(transcript: text, name: "t.transcript").passed)
  }

  @Test func aChangedLineFailsWithAUnifiedDiffAndItsLineNumber() {
    let recorded = Transcript.record(script: Self.script, name: "t.transcript")
    let edited = recorded.replacingFirst(
      "  moveRow  [0, 0] → [0, 1]  1", with: "  moveRow  [0, 0] → [0, 1]  3")
    let check = TranscriptCheck(transcript: edited, name: "t.transcript")
    #expect(!check.passed)
    #expect(check.firstDifference == 9)
    #expect(
      check.report == [
        "FAIL  t.transcript:9: the replay differs from the transcript (- transcript, + replay)",
        "--- t.transcript (transcript)",
        "+++ t.transcript (replayed)",
        "@@ -6,4 +6,4 @@",
        " > moveItem 2 before 1",
        " > apply",
        " apply (animated): 1 item moved",
        "-  moveRow  [0, 0] → [0, 1]  3",
        "+  moveRow  [0, 0] → [0, 1]  1",
      ])
  }

  @Test func anEditedScriptLineIsReplayedAsEdited() {
    let recorded = Transcript.record(script: Self.script, name: "t.transcript")
    let edited = recorded.replacingFirst("> moveItem 2 before 1", with: "> deleteItems 2")
    let check = TranscriptCheck(transcript: edited, name: "t.transcript")
    #expect(!check.passed)
    #expect(check.differences.contains("+  deleteRows  [0, 1]  2"))
    #expect(check.actual == Transcript.record(script: Transcript.script(of: edited)!, name: "t.transcript"))
  }

  @Test func theUpdateIsTheReplayAndThenPasses() {
    let recorded = Transcript.record(script: Self.script, name: "t.transcript")
    let stale = recorded + "a line the replay does not print\n"
    let check = TranscriptCheck(transcript: stale, name: "t.transcript")
    #expect(!check.passed)
    #expect(check.differences.last == "-a line the replay does not print")
    #expect(check.actual == recorded)
    #expect(TranscriptCheck(transcript: check.actual, name: "t.transcript").passed)
  }

  @Test func onlyInputLinesAreEnoughToWriteANewTranscript() {
    let check = TranscriptCheck(transcript: "> appendSections main\n> apply\n", name: "new.transcript")
    #expect(!check.passed)
    #expect(Transcript.lines(of: check.actual).count == 4)
  }

  @Test func aTranscriptKeptElsewhereReplaysUnderItsRecordedName() {
    let recorded = Transcript.record(
      script: "appendSections main\ntry? appendItems 1 1\n", name: "scripts/x.diffable")
    #expect(TranscriptCheck(transcript: recorded, name: "Tests/Transcripts/x.transcript").passed)
  }
}

@Suite("UnifiedDiff: hunks with line numbers")
struct CheckUnifiedDiffTests {
  @Test func equalSidesHaveNoDiff() {
    let diff = UnifiedDiff(old: ["a", "b"], new: ["a", "b"])
    #expect(diff.isEmpty)
    #expect(diff.lines(oldName: "x", newName: "y").isEmpty)
    #expect(diff.firstOldLine == nil)
  }

  @Test func aReplacedLineInTheMiddle() {
    let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
    var new = old
    new[4] = "five"
    #expect(
      UnifiedDiff(old: old, new: new).lines(oldName: "x", newName: "y") == [
        "--- x", "+++ y", "@@ -2,7 +2,7 @@", " 2", " 3", " 4", "-5", "+five", " 6", " 7", " 8",
      ])
  }

  @Test func farApartChangesMakeTwoHunks() {
    let old = (1...20).map(String.init)
    var new = old
    new[0] = "one"
    new[19] = "twenty"
    let lines = UnifiedDiff(old: old, new: new).lines(oldName: "x", newName: "y")
    #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"])
  }

  @Test func insertionsAndDeletionsAtTheEnds() {
    #expect(
      UnifiedDiff(old: [], new: ["a"]).lines(oldName: "x", newName: "y") == [
        "--- x", "+++ y", "@@ -0,0 +1,1 @@", "+a",
      ])
    #expect(
      UnifiedDiff(old: ["a", "b"], new: ["a"]).lines(oldName: "x", newName: "y") == [
        "--- x", "+++ y", "@@ -1,2 +1,1 @@", " a", "-b",
      ])
  }

  @Test func theEditScriptIsShortest() {
    // A B C A B B A → C B A B A C (the classic Myers example): 5 edits.
    let diff = UnifiedDiff(old: Array("ABCABBA").map(String.init), new: Array("CBABAC").map(String.init))
    let changes = diff.edits.filter { if case .keep = $0 { false } else { true } }
    #expect(changes.count == 5)
    #expect(diff.firstOldLine == 1)
  }

  @Test func theEditsRebuildBothSidesAndKeepALongestCommonSubsequence() {
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<200 {
      let old = (0..<next(25)).map { _ in String(next(4)) }
      let new = (0..<next(25)).map { _ in String(next(4)) }
      let diff = UnifiedDiff(old: old, new: new)
      var oldRebuilt: [String] = [], newRebuilt: [String] = [], kept = 0
      for edit in diff.edits {
        switch edit {
        case .keep(let o, let n):
          oldRebuilt.append(old[o])
          newRebuilt.append(new[n])
          kept += 1
        case .delete(let o): oldRebuilt.append(old[o])
        case .insert(let n): newRebuilt.append(new[n])
        }
      }
      #expect(oldRebuilt == old)
      #expect(newRebuilt == new)
      #expect(kept == Self.longestCommonSubsequence(old, new))
    }
  }

  @Test func tooManyDifferencesShowTheMiddleReplacedWhole() {
    let old = (0...UnifiedDiff.differenceLimit).map { "old \($0)" }
    let new = ["same"] + (0...UnifiedDiff.differenceLimit).map { "new \($0)" }
    let diff = UnifiedDiff(old: ["same"] + old, new: new)
    #expect(diff.edits.count == 1 + old.count + old.count)
    #expect(diff.lines(oldName: "x", newName: "y")[2] == "@@ -1,\(old.count + 1) +1,\(old.count + 1) @@")
  }

  private static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }
}

extension String {
  /// The text with the first occurrence of `target` replaced.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(of: target) else { return self }
    lines[index] = replacement
    return lines.joined(separator: "\n")
  }
}
