#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls through which ``FileWriter`` moves bytes, so that a test can make them fail
/// (a full disk, a short write, a failed `fsync`) without filling a real disk or preloading a
/// library. Everything else the writer does goes to the system directly.
public struct FileSystemCalls: Sendable {
  /// `write(2)`: the bytes taken, or -1 with `errno` set.
  public var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int
  /// `fsync(2)`: 0, or -1 with `errno` set.
  public var fsync: @Sendable (_ descriptor: Int32) -> Int32

  /// Calls made of the two functions given.
  public init(
    write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int,
    fsync: @escaping @Sendable (Int32) -> Int32
  ) {
    self.write = write
    self.fsync = fsync
  }

  /// The system's own calls.
  public static let system = FileSystemCalls(
    write: { descriptor, bytes, count in
      #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
      #else
        Darwin.write(descriptor, bytes, count)
      #endif
    },
    fsync: { descriptor in
      #if canImport(Glibc)
        Glibc.fsync(descriptor)
      #else
        Darwin.fsync(descriptor)
      #endif
    })
}
