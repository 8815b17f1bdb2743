import ArgumentParser
import Testing
@testable import TouchSandboxApp

/// `--tuio [HOST:]PORT` and `--tuio-send HOST:PORT` as a person types them.
@Suite struct UDPAddressTests {
    @Test func aBarePortListensOnLoopbackOnly() throws {
        #expect(try UDPAddress.listening("3333") == UDPAddress(host: "127.0.0.1", port: 3333))
    }

    @Test func aNamedHostOpensThatAddress() throws {
        #expect(try UDPAddress.listening("0.0.0.0:3333") == UDPAddress(host: "0.0.0.0", port: 3333))
        #expect(try UDPAddress.listening("[::]:3334") == UDPAddress(host: "::", port: 3334))
        #expect(try UDPAddress.destination("table.local:3333") == UDPAddress(host: "table.local", port: 3333))
        #expect(try UDPAddress.destination("[fe80::1%eth0]:65535") == UDPAddress(host: "fe80::1%eth0", port: 65535))
        #expect(UDPAddress(host: "::1", port: 3333).description == "[::1]:3333")
        #expect(UDPAddress(host: "10.0.0.2", port: 3333).description == "10.0.0.2:3333")
    }

    @Test(arguments: [
        ("", "\"\": expected [HOST:]PORT, e.g. 3333 or 0.0.0.0:3333"),
        ("0", "\"0\": the port must be a number from 1 to 65535, not \"0\""),
        ("65536", "\"65536\": the port must be a number from 1 to 65535, not \"65536\""),
        ("host:", "\"host:\": the port must be a number from 1 to 65535, not \"\""),
        ("host:-1", "\"host:-1\": the port must be a number from 1 to 65535, not \"-1\""),
        (":3333", "\":3333\": the host before the port is empty; expected [HOST:]PORT, e.g. 3333 or 0.0.0.0:3333"),
        ("localhost", "\"localhost\": expected [HOST:]PORT, e.g. 3333 or 0.0.0.0:3333"),
        ("::1:3333", "\"::1:3333\": put an IPv6 address in brackets, e.g. [::1]:3333"),
        ("[::1:3333", "\"[::1:3333\": an IPv6 address opened with '[' needs its ']'; expected [HOST:]PORT, e.g. 3333 or 0.0.0.0:3333"),
        ("[::1]3333", "\"[::1]3333\": the ']' of an IPv6 address must be followed by :PORT, e.g. [::1]:3333"),
        ("my host:3333", "\"my host:3333\": \"my host\" is not a host name or address"),
        ("3333 ", "\"3333 \": expected [HOST:]PORT, e.g. 3333 or 0.0.0.0:3333"),
    ])
    func badListeningAddressesAreNamed(text: String, message: String) {
        #expect(throws: UDPAddressError.self) { try UDPAddress.listening(text) }
        do { _ = try UDPAddress.listening(text) } catch { #expect(error.description == message) }
    }

    @Test func aDestinationNeedsAHost() {
        do {
            _ = try UDPAddress.destination("3333")
            Issue.record("accepted a bare port")
        } catch {
            #expect(error.description == "\"3333\": expected HOST:PORT, e.g. 192.168.1.50:3333")
        }
    }

    /// How the lead wires it: `@Option(transform: UDPAddress.listening)`; the message reaches the person.
    struct Options: ParsableArguments {
        @Option(transform: UDPAddress.listening) var tuio: UDPAddress?
        @Option(name: .customLong("tuio-send"), transform: UDPAddress.destination) var tuioSend: UDPAddress?
    }

    @Test func theParserShowsTheProblem() throws {
        let options = try Options.parse(["--tuio", "3333", "--tuio-send", "[::1]:4444"])
        #expect(options.tuio == UDPAddress(host: "127.0.0.1", port: 3333))
        #expect(options.tuioSend == UDPAddress(host: "::1", port: 4444))
        do {
            _ = try Options.parse(["--tuio", "70000"])
            Issue.record("accepted port 70000")
        } catch {
            let message = Options.message(for: error)
            #expect(message.contains("the port must be a number from 1 to 65535, not \"70000\""), "\(message)")
            #expect(Options.exitCode(for: error).rawValue == 64)
        }
    }
}
