// The UIKit stand-in of the corpus tests: CorpusRunner.swift compiles these files with swiftc as a
// module named UIKit, over diffable's own DiffableKit, DiffableEngine and DiffableShell, so that a
// snippet of the corpus says `import UIKit` as an app does and runs as a compiled program.
//
// Its views are plain classes with UIKit's names and signatures; its snapshot is plain arrays (an
// implementation of its own, not DiffableKit's, which the interpreter uses: the point of a
// differential test); its data source hands each apply to a diffable session, which prints it as
// the shell prints it in a script. So the compiled program prints what
// `diffable FILE.swift` prints for the same file.
//
// Nothing here is isolated to the main actor (UIKit's classes are): the program is a script on
// one thread, and a snippet compiles as an app's code does without annotating it.
@_exported import Foundation
