/// What tells two paths to one file apart from paths to two files, as the caller's file system
/// knows it (on POSIX, the device and the inode): the compiler loads each file once, however its
/// paths are spelt (`./a.notif`, an absolute path, a symbolic link, `../dir/a.notif`).
public struct SourceIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The device that holds the file.
  public let device: UInt64
  /// The file's number on its device.
  public let inode: UInt64

  /// Creates an identity.
  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  /// `device:inode`, the same for every path to one file.
  public var description: String { "\(device):\(inode)" }
}
