import Glibc

/// A socket operation that failed: what was tried, on which address, and the system's reason.
///
/// `description` reads `cannot listen on 127.0.0.1:3333: Address already in use`.
package struct UDPSocketError: Error, Equatable, CustomStringConvertible {
    /// What was tried, as a verb phrase: "listen on", "send to", "resolve", "receive on".
    var operation: String
    var address: String
    var reason: String

    package var description: String { "cannot \(operation) \(address): \(reason)" }

    /// The error for `errno` as it is now.
    static func system(_ operation: String, _ address: String, errno number: Int32 = errno) -> UDPSocketError {
        UDPSocketError(operation: operation, address: address, reason: String(cString: strerror(number)))
    }
}
