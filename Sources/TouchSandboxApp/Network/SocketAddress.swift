import Glibc

/// An IPv4 or IPv6 socket address as the system returns it, shown as `192.168.1.20:50123` or `[::1]:50123`.
package struct SocketAddress: Equatable, Sendable, CustomStringConvertible {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)

    package static func == (a: SocketAddress, b: SocketAddress) -> Bool {
        guard a.length == b.length else { return false }
        return withUnsafeBytes(of: a.storage) { first in
            withUnsafeBytes(of: b.storage) { second in
                first.prefix(Int(a.length)).elementsEqual(second.prefix(Int(b.length)))
            }
        }
    }

    /// Calls `body` with the address as the `sockaddr` pointer the socket functions take.
    func withPointer<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }

    /// Lets the system fill the address in (recvfrom, getsockname).
    mutating func fill(_ body: (UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int) -> Int {
        length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var storage = self.storage
        var length = self.length
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, &length) }
        }
        self.storage = storage
        self.length = length
        return result
    }

    package var port: UInt16 {
        switch Int32(storage.ss_family) {
        case AF_INET: withPointer { pointer, _ in pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) } }
        case AF_INET6: withPointer { pointer, _ in pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) } }
        default: 0
        }
    }

    package var description: String {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = withPointer { pointer, length in
            getnameinfo(pointer, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
        }
        guard status == 0 else { return "unknown address" }
        let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.contains(":") ? "[\(text)]:\(port)" : "\(text):\(port)"
    }
}
