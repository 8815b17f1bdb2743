import Foundation

/// Writes every byte to a file descriptor, going on after partial writes and interrupted calls.
public enum DescriptorWrite {
    /// 0 when every byte was written, else the `errno` of the write that failed.
    public static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
