/// A UDP address from the command line: `[HOST:]PORT` to listen on (`--tuio`), `HOST:PORT` to send to (`--tuio-send`).
///
/// The rule it keeps: a bare port listens on 127.0.0.1 only, so nothing outside the machine can reach it; the
/// network is opened only when a host (0.0.0.0, `[::]`, or one interface's address) is named. IPv6 literals go in
/// brackets, `[::1]:3333`. Host names are resolved later, by the socket, so a name that does not resolve is
/// reported with the system's reason.
package struct UDPAddress: Equatable, Sendable, CustomStringConvertible {
    package var host: String
    package var port: UInt16

    static let loopback = "127.0.0.1"

    package init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// `PORT` (on 127.0.0.1) or `HOST:PORT`, e.g. `3333`, `0.0.0.0:3333`, `[::]:3333`.
    static func listening(_ text: String) throws(UDPAddressError) -> UDPAddress {
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            return UDPAddress(host: loopback, port: try port(String(text), in: text))
        }
        return try hostAndPort(text, expected: "[HOST:]PORT, e.g. 3333 or 0.0.0.0:3333")
    }

    /// `HOST:PORT`, e.g. `192.168.1.50:3333`, `table.local:3333`, `[fe80::1%eth0]:3333`.
    static func destination(_ text: String) throws(UDPAddressError) -> UDPAddress {
        try hostAndPort(text, expected: "HOST:PORT, e.g. 192.168.1.50:3333")
    }

    /// As it would be typed: `127.0.0.1:3333`, `[::1]:3333`.
    package var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    private static func hostAndPort(_ text: String, expected: String) throws(UDPAddressError) -> UDPAddress {
        let host: Substring, portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else {
                throw UDPAddressError(text, "an IPv6 address opened with '[' needs its ']'; expected \(expected)")
            }
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else {
                throw UDPAddressError(text, "the ']' of an IPv6 address must be followed by :PORT, e.g. [::1]:3333")
            }
            portText = rest.dropFirst()
        } else {
            guard let colon = text.lastIndex(of: ":") else { throw UDPAddressError(text, "expected \(expected)") }
            host = text[..<colon]
            guard !host.contains(":") else {
                throw UDPAddressError(text, "put an IPv6 address in brackets, e.g. [::1]:3333")
            }
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty else { throw UDPAddressError(text, "the host before the port is empty; expected \(expected)") }
        guard !host.contains(where: { $0.isWhitespace || $0 == "/" || $0.asciiValue.map { $0 < 0x20 } == true }) else {
            throw UDPAddressError(text, "\"\(host)\" is not a host name or address")
        }
        return UDPAddress(host: String(host), port: try port(String(portText), in: text))
    }

    private static func port(_ text: String, in whole: String) throws(UDPAddressError) -> UInt16 {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), (1...65535).contains(value) else {
            throw UDPAddressError(whole, "the port must be a number from 1 to 65535, not \"\(text)\"")
        }
        return UInt16(value)
    }
}

/// Why a command-line address was refused; `description` names the text and the problem.
struct UDPAddressError: Error, Equatable, CustomStringConvertible {
    var text: String
    var problem: String

    init(_ text: String, _ problem: String) {
        self.text = text
        self.problem = problem
    }

    var description: String { "\"\(text)\": \(problem)" }
}
