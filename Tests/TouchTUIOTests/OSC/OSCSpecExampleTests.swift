import Testing
import TouchTUIO

/// The examples printed in the OSC 1.0 specification, byte for byte, and TUIO bundles written out by hand from it:
/// the encoder must produce exactly these bytes and the decoder must read them back to the same values.
@Suite struct OSCSpecExampleTests {
    /// OSC 1.0, "OSC Message Examples": `/oscillator/4/frequency` with the float 440.0.
    static let oscillatorBytes: [UInt8] = [
        0x2F, 0x6F, 0x73, 0x63, 0x69, 0x6C, 0x6C, 0x61, 0x74, 0x6F, 0x72, 0x2F,  // "/oscillator/"
        0x34, 0x2F, 0x66, 0x72, 0x65, 0x71, 0x75, 0x65, 0x6E, 0x63, 0x79, 0x00,  // "4/frequency" NUL
        0x2C, 0x66, 0x00, 0x00,  // ",f" NUL NUL
        0x43, 0xDC, 0x00, 0x00,  // 440.0
    ]

    /// OSC 1.0, "OSC Message Examples": `/foo` with 1000, -1, "hello", 1.234, 5.678.
    static let fooBytes: [UInt8] = [
        0x2F, 0x66, 0x6F, 0x6F, 0x00, 0x00, 0x00, 0x00,  // "/foo" and 4 NULs (a string always ends with a NUL)
        0x2C, 0x69, 0x69, 0x73, 0x66, 0x66, 0x00, 0x00,  // ",iisff" NUL NUL
        0x00, 0x00, 0x03, 0xE8,  // 1000
        0xFF, 0xFF, 0xFF, 0xFF,  // -1
        0x68, 0x65, 0x6C, 0x6C, 0x6F, 0x00, 0x00, 0x00,  // "hello" NUL NUL NUL
        0x3F, 0x9D, 0xF3, 0xB6,  // 1.234
        0x40, 0xB5, 0xB2, 0x2D,  // 5.678
    ]

    /// A TUIO 1.1 frame as a bundle: immediate time tag, `alive 5`, `set 5 0.5 0.25 0 0 0`, `fseq 7`.
    static let tuioBundleBytes: [UInt8] = [
        0x23, 0x62, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x00,  // "#bundle" NUL
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01,  // time tag 1: immediately
        0x00, 0x00, 0x00, 0x1C,  // element size 28
        0x2F, 0x74, 0x75, 0x69, 0x6F, 0x2F, 0x32, 0x44, 0x63, 0x75, 0x72, 0x00,  // "/tuio/2Dcur" NUL
        0x2C, 0x73, 0x69, 0x00,  // ",si" NUL
        0x61, 0x6C, 0x69, 0x76, 0x65, 0x00, 0x00, 0x00,  // "alive" NUL NUL NUL
        0x00, 0x00, 0x00, 0x05,  // 5
        0x00, 0x00, 0x00, 0x34,  // element size 52
        0x2F, 0x74, 0x75, 0x69, 0x6F, 0x2F, 0x32, 0x44, 0x63, 0x75, 0x72, 0x00,  // "/tuio/2Dcur" NUL
        0x2C, 0x73, 0x69, 0x66, 0x66, 0x66, 0x66, 0x66, 0x00, 0x00, 0x00, 0x00,  // ",sifffff" and 4 NULs
        0x73, 0x65, 0x74, 0x00,  // "set" NUL
        0x00, 0x00, 0x00, 0x05,  // 5
        0x3F, 0x00, 0x00, 0x00,  // 0.5
        0x3E, 0x80, 0x00, 0x00,  // 0.25
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,  // 0 0 0
        0x00, 0x00, 0x00, 0x1C,  // element size 28
        0x2F, 0x74, 0x75, 0x69, 0x6F, 0x2F, 0x32, 0x44, 0x63, 0x75, 0x72, 0x00,  // "/tuio/2Dcur" NUL
        0x2C, 0x73, 0x69, 0x00,  // ",si" NUL
        0x66, 0x73, 0x65, 0x71, 0x00, 0x00, 0x00, 0x00,  // "fseq" and 4 NULs
        0x00, 0x00, 0x00, 0x07,  // 7
    ]

    static let tuioBundle = OSCBundle([
        .message(OSCMessage("/tuio/2Dcur", [.string("alive"), .int32(5)])),
        .message(OSCMessage("/tuio/2Dcur", [.string("set"), .int32(5), .float32(0.5), .float32(0.25),
                                            .float32(0), .float32(0), .float32(0)])),
        .message(OSCMessage("/tuio/2Dcur", [.string("fseq"), .int32(7)])),
    ])

    @Test func theSpecsFrequencyMessageIsWrittenAndReadByteForByte() throws {
        let message = OSCMessage("/oscillator/4/frequency", [.float32(440)])
        #expect(OSCEncoder.encode(message) == Self.oscillatorBytes)
        #expect(OSCEncoder.size(of: message) == 32)
        #expect(try OSCDecoder().decode(Self.oscillatorBytes) == .message(message))
    }

    @Test func theSpecsFooMessageIsWrittenAndReadByteForByte() throws {
        let message = OSCMessage("/foo", [.int32(1000), .int32(-1), .string("hello"), .float32(1.234), .float32(5.678)])
        #expect(OSCEncoder.encode(message) == Self.fooBytes)
        #expect(try OSCDecoder().decode(Self.fooBytes) == .message(message))
    }

    @Test func aTUIOFrameBundleIsWrittenAndReadByteForByte() throws {
        #expect(OSCEncoder.encode(Self.tuioBundle) == Self.tuioBundleBytes)
        #expect(OSCEncoder.size(of: Self.tuioBundle) == Self.tuioBundleBytes.count)
        #expect(try OSCDecoder().decode(Self.tuioBundleBytes) == .bundle(Self.tuioBundle))
    }

    /// OSC 1.0, "OSC-string": "OSC" is 4 bytes, "data" is 8 (the NUL always needs room).
    @Test func stringsAlwaysEndWithANulAndPadToFourBytes() {
        #expect(OSCEncoder.encode(OSCMessage("/a", [.string("OSC")])).suffix(4) == [0x4F, 0x53, 0x43, 0x00])
        #expect(OSCEncoder.encode(OSCMessage("/a", [.string("data")])).suffix(8) == [0x64, 0x61, 0x74, 0x61, 0, 0, 0, 0])
        #expect(OSCEncoder.encode(OSCMessage("/a", [.string("")])).suffix(4) == [0, 0, 0, 0])
    }

    /// A string cannot hold a NUL in OSC; the encoder ends it there, as a receiver would read it.
    @Test func aNulInsideAStringEndsIt() throws {
        let bytes = OSCEncoder.encode(OSCMessage("/a", [.string("ab\u{0}cd")]))
        #expect(bytes == [0x2F, 0x61, 0, 0, 0x2C, 0x73, 0, 0, 0x61, 0x62, 0, 0])
        #expect(try OSCDecoder().decode(bytes) == .message(OSCMessage("/a", [.string("ab")])))
    }

    /// OSC 1.0, "OSC-blob": an int32 size, the bytes, then 0-3 NULs to a multiple of 4.
    @Test func blobsCarryTheirSizeAndPadToFourBytes() throws {
        let message = OSCMessage("/b", [.blob([1, 2, 3, 4, 5]), .blob([]), .blob([9, 9, 9, 9])])
        let bytes: [UInt8] = [
            0x2F, 0x62, 0, 0, 0x2C, 0x62, 0x62, 0x62, 0, 0, 0, 0,
            0, 0, 0, 5, 1, 2, 3, 4, 5, 0, 0, 0,
            0, 0, 0, 0,
            0, 0, 0, 4, 9, 9, 9, 9,
        ]
        #expect(OSCEncoder.encode(message) == bytes)
        #expect(try OSCDecoder().decode(bytes) == .message(message))
    }

    /// The optional tags of OSC 1.0: h d t are 8 bytes big-endian, T F N I carry no bytes at all.
    @Test func theOptionalTypeTagsAreWrittenAndRead() throws {
        let message = OSCMessage("/x", [
            .int64(-2), .double(0.5), .timeTag(OSCTimeTag(seconds: 0xDEAD_BEEF, fraction: 0x8000_0000)),
            .true, .false, .null, .impulse,
        ])
        let bytes: [UInt8] = [
            0x2F, 0x78, 0, 0,
            0x2C, 0x68, 0x64, 0x74, 0x54, 0x46, 0x4E, 0x49, 0, 0, 0, 0,  // ",hdtTFNI" and 4 NULs
            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE,  // -2
            0x3F, 0xE0, 0, 0, 0, 0, 0, 0,  // 0.5
            0xDE, 0xAD, 0xBE, 0xEF, 0x80, 0, 0, 0,  // time tag
        ]
        #expect(OSCEncoder.encode(message) == bytes)
        #expect(try OSCDecoder().decode(bytes) == .message(message))
    }

    /// Bundles may hold bundles; each element is preceded by its size.
    @Test func nestedBundlesAreWrittenAndRead() throws {
        let inner = OSCBundle(timeTag: OSCTimeTag(seconds: 1, fraction: 2), [.message(OSCMessage("/in", [.int32(1)]))])
        let outer = OSCBundle([.bundle(inner), .message(OSCMessage("/out"))])
        let bytes: [UInt8] = [
            0x23, 0x62, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x00, 0, 0, 0, 0, 0, 0, 0, 1,
            0, 0, 0, 32,
            0x23, 0x62, 0x75, 0x6E, 0x64, 0x6C, 0x65, 0x00, 0, 0, 0, 1, 0, 0, 0, 2,
            0, 0, 0, 12, 0x2F, 0x69, 0x6E, 0, 0x2C, 0x69, 0, 0, 0, 0, 0, 1,
            0, 0, 0, 12, 0x2F, 0x6F, 0x75, 0x74, 0, 0, 0, 0, 0x2C, 0, 0, 0,
        ]
        #expect(OSCEncoder.encode(outer) == bytes)
        #expect(try OSCDecoder().decode(bytes) == .bundle(outer))
    }

    /// Old senders write messages without a type tag string; OSC 1.0 asks receivers to accept them.
    @Test func aMessageWithoutTypeTagsHasNoArguments() throws {
        #expect(try OSCDecoder().decode([0x2F, 0x70, 0x69, 0x6E, 0x67, 0, 0, 0]) == .message(OSCMessage("/ping")))
    }

    /// Floats travel as sent, NaN and infinity included: the decoder does not judge them.
    @Test func nonFiniteFloatsAreReadAsSent() throws {
        let bytes: [UInt8] = [0x2F, 0x66, 0, 0, 0x2C, 0x66, 0x66, 0, 0x7F, 0xC0, 0, 0, 0x7F, 0x80, 0, 0]
        guard case .message(let message) = try OSCDecoder().decode(bytes) else { Issue.record("not a message"); return }
        guard case .float32(let nan) = message.arguments[0], case .float32(let infinity) = message.arguments[1] else {
            Issue.record("wrong types"); return
        }
        #expect(nan.isNaN && infinity == .infinity)
    }
}
