// The program scripts/files-crossed.sh builds with coverage: runs SETUP_FILE in a shell, then
// writes two profiles of LINE: parse.profraw (parsing it alone) and run.profraw (running it
// at the prompt, output included), which files.py compares.
//   trace SETUP_FILE LINE OUTDIR
import DiffableShell
import Foundation

@_silgen_name("__llvm_profile_reset_counters") func profileReset()
@_silgen_name("__llvm_profile_set_filename") func profileSetFilename(_ name: UnsafePointer<CChar>)
@_silgen_name("__llvm_profile_write_file") func profileWrite() -> Int32

let args = CommandLine.arguments
let setup = try! String(contentsOfFile: args[1], encoding: .utf8)
let line = args[2]
let out = args[3]
var printed: [String] = []
let shell = Shell(settings: Settings(), echo: false) { printed.append($0) }
shell.runScript(setup, name: "setup")
shell.resume()
shell.wrapWidth = 80
shell.promptWidth = 10
// Pass P: parsing alone.
profileReset()
_ = try? Parser.parse(line)
profileSetFilename(out + "/parse.profraw")
_ = profileWrite()
// Pass R: parse + run + render.
printed = []
profileReset()
shell.run(line, interactive: true)
profileSetFilename(out + "/run.profraw")
_ = profileWrite()
for p in printed { print(p) }
profileSetFilename(out + "/exit.profraw")
