import Glibc

/// A POSIX UDP socket, either bound to a local address to receive, or aimed at one destination to send.
///
/// The rules it keeps: names are resolved with getaddrinfo (IPv4 or IPv6, in the order the system prefers); every
/// failure is a `UDPSocketError` naming the address and the system's reason; receiving and sending never block;
/// the socket is closed when the object goes away.
package final class UDPSocket: Sendable {
    let fileDescriptor: Int32
    /// The address as given: the one it is bound to, or the destination.
    let address: UDPAddress
    /// The local address, after binding (port 0 becomes the port the system chose).
    let localAddress: SocketAddress
    private let destination: SocketAddress?

    /// The largest UDP payload (65,535 less the 8-byte UDP and 20-byte IPv4 headers).
    static let maximumDatagramBytes = 65_507

    /// A datagram that arrived: its size (which can exceed the buffer when it was cut) and who sent it.
    struct Received {
        var byteCount: Int
        var sender: SocketAddress
    }

    private init(fileDescriptor: Int32, address: UDPAddress, localAddress: SocketAddress, destination: SocketAddress?) {
        self.fileDescriptor = fileDescriptor
        self.address = address
        self.localAddress = localAddress
        self.destination = destination
    }

    deinit { close(fileDescriptor) }

    /// A socket bound to `address`, receiving from anyone who can reach it. `receiveBufferBytes` asks the kernel for
    /// that much buffering (it may give less), so a burst waits in the kernel instead of being lost.
    static func bound(to address: UDPAddress, receiveBufferBytes: Int32 = 1 << 20) throws(UDPSocketError) -> UDPSocket {
        var lastError = UDPSocketError(operation: "listen on", address: address.description, reason: "no usable address")
        for candidate in try resolve(address, passive: true) {
            let descriptor = socket(candidate.family, candidate.socketType | closeOnExec, candidate.protocolNumber)
            guard descriptor >= 0 else {
                lastError = .system("listen on", address.description)
                continue
            }
            var size = receiveBufferBytes
            _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
            let status = candidate.address.withPointer { bind(descriptor, $0, $1) }
            guard status == 0 else {
                lastError = .system("listen on", address.description)
                close(descriptor)
                continue
            }
            var local = SocketAddress()
            _ = local.fill { Int(getsockname(descriptor, $0, $1)) }
            return UDPSocket(fileDescriptor: descriptor, address: address, localAddress: local, destination: nil)
        }
        throw lastError
    }

    /// A socket that sends to `address` (resolved once, now).
    package static func sending(to address: UDPAddress) throws(UDPSocketError) -> UDPSocket {
        var lastError = UDPSocketError(operation: "send to", address: address.description, reason: "no usable address")
        for candidate in try resolve(address, passive: false) {
            let descriptor = socket(candidate.family, candidate.socketType | closeOnExec, candidate.protocolNumber)
            guard descriptor >= 0 else {
                lastError = .system("send to", address.description)
                continue
            }
            return UDPSocket(fileDescriptor: descriptor, address: address, localAddress: SocketAddress(),
                             destination: candidate.address)
        }
        throw lastError
    }

    /// The next waiting datagram into `buffer` (its first `byteCount` bytes, cut at the buffer's size), or nil
    /// when none is waiting.
    func receive(into buffer: inout [UInt8]) throws(UDPSocketError) -> Received? {
        var sender = SocketAddress()
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                sender.fill { recvfrom(fileDescriptor, bytes.baseAddress, bytes.count, Int32(MSG_DONTWAIT | MSG_TRUNC), $0, $1) }
            }
            if count >= 0 { return Received(byteCount: count, sender: sender) }
            let number = errno
            if number == EINTR { continue }
            if number == EAGAIN || number == EWOULDBLOCK { return nil }
            throw .system("receive on", address.description, errno: number)
        }
    }

    /// Sends one datagram to the destination. A full send buffer is an error (the datagram is dropped), not a wait.
    package func send(_ bytes: [UInt8]) throws(UDPSocketError) {
        guard let destination else {
            throw UDPSocketError(operation: "send to", address: address.description, reason: "the socket is bound for receiving")
        }
        while true {
            let count = bytes.withUnsafeBytes { buffer in
                destination.withPointer { sendto(fileDescriptor, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT), $0, $1) }
            }
            if count >= 0 { return }
            let number = errno
            if number == EINTR { continue }
            throw .system("send to", address.description, errno: number)
        }
    }

    /// Child processes (the app starts none, the tests start senders) must not inherit the socket and its port.
    private static let closeOnExec = Int32(SOCK_CLOEXEC.rawValue)

    private struct Candidate {
        var family: Int32
        var socketType: Int32
        var protocolNumber: Int32
        var address: SocketAddress
    }

    private static func resolve(_ address: UDPAddress, passive: Bool) throws(UDPSocketError) -> [Candidate] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_DGRAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV | (passive ? AI_PASSIVE : 0)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(address.host, String(address.port), &hints, &list)
        guard status == 0 else {
            let reason = status == EAI_SYSTEM ? String(cString: strerror(errno)) : String(cString: gai_strerror(status))
            throw UDPSocketError(operation: "resolve", address: address.description, reason: reason)
        }
        defer { freeaddrinfo(list) }
        var candidates: [Candidate] = []
        var entry = list
        while let info = entry?.pointee {
            if let pointer = info.ai_addr, Int(info.ai_addrlen) <= MemoryLayout<sockaddr_storage>.size {
                var socketAddress = SocketAddress()
                withUnsafeMutableBytes(of: &socketAddress.storage) { target in
                    target.copyMemory(from: UnsafeRawBufferPointer(start: pointer, count: Int(info.ai_addrlen)))
                }
                socketAddress.length = info.ai_addrlen
                candidates.append(Candidate(family: info.ai_family, socketType: info.ai_socktype,
                                            protocolNumber: info.ai_protocol, address: socketAddress))
            }
            entry = info.ai_next
        }
        return candidates
    }
}
