import Testing
import TouchEngine
import TouchTUIO

/// Thousands of damaged TUIO packets from a seeded generator, so a failure repeats: the decoder and the receiver
/// must never crash, must keep their state within the caps, and must only ever produce consistent, finite events.
@Suite struct TUIOFuzzTests {
    /// Valid packets of the shapes real senders use: named and unnamed sources, several cursors, other profiles,
    /// fseq -1, a lone message and a nested bundle.
    static let seeds: [[UInt8]] = {
        var seeds: [[UInt8]] = []
        for step in 1...6 {
            let alive = (1...Int32(step % 4 + 1)).map { $0 + Int32(step / 3) }
            let sets = alive.map { ($0, Float(step) / 8, Float($0) / 16) }
            seeds.append(TUIOTestPackets.frame(source: step % 2 == 0 ? "phone@10.0.0.\(step)" : nil,
                                               alive: alive, sets: sets, fseq: Int32(step)))
        }
        seeds.append(TUIOTestPackets.bundle([
            TUIOTestPackets.cursor("alive", [.int32(4)]), .message(OSCMessage("/tuio/2Dobj", [.string("alive"), .int32(1)])),
            TUIOTestPackets.set(4, 0.5, 0.5), TUIOTestPackets.cursor("fseq", [.int32(-1)]),
        ]))
        seeds.append(OSCEncoder.encode(TUIOTestPackets.set(2, 0.25, 0.75)))
        seeds.append(TUIOTestPackets.bundle([.bundle(OSCBundle([TUIOTestPackets.cursor("alive", [.int32(9)]),
                                                                TUIOTestPackets.set(9, 0.125, 0.5)]))]))
        // TUIO 2.0: the reference server's shape (ptr with velocities), two pointers, and an empty closing frame 0.
        seeds.append(TUIO2Packets.frame(0, source: "ref@host", pointers: [
            TUIO2Packets.pointer(5, 0.5, 0.5, pressure: 0.5, radius: 0.01, velocities: true)], alive: [5]))
        seeds.append(TUIO2Packets.frame(3, source: "b", pointers: [TUIO2Packets.pointer(1, 0.25, 0.75), TUIO2Packets.pointer(2, 0.75, 0.25)],
                                        alive: [1, 2]))
        seeds.append(TUIO2Packets.frame(0, source: "ref@host", alive: []))
        var sender = TUIOSender(sourceName: "fuzz@host")
        for id in 1...25 { sender.apply(PointerEvent(.down, id: id, x: Double(id * 30), y: 300, time: 0)) }
        seeds += sender.frame(at: 0, windowWidth: 1000, windowHeight: 500)
        return seeds
    }()

    /// Words a mutation writes over an aligned word: sizes that lie, NaN, infinity, type tags, small integers.
    static let interestingWords: [UInt32] = [
        0, 1, 4, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 0xFFFF_FFFC, 0x7FC0_0000, 0x7F80_0000, 0xFF80_0000,
        0x2C69_6600, 0x2C73_7300, 0x2F74_7569, 0x2362_756E, 0x6669_7800, 0x0000_1000,
    ]

    static func mutate(_ original: [UInt8], with random: inout SeededRandomNumberGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            let word = Int.random(in: 0..<max(1, bytes.count / 4), using: &random) * 4
            switch Int.random(in: 0..<7, using: &random) {
            case 0:  // any byte to anything
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            case 1:  // an aligned word to a value that matters to the decoder
                guard word + 4 <= bytes.count else { continue }
                let value = interestingWords.randomElement(using: &random)!
                for offset in 0..<4 { bytes[word + offset] = UInt8(truncatingIfNeeded: value >> (24 - 8 * offset)) }
            case 2:  // truncate, keeping or breaking the alignment
                bytes.removeLast(Int.random(in: 1...bytes.count, using: &random))
            case 3:  // drop a word
                bytes.removeSubrange(word..<min(bytes.count, word + 4))
            case 4:  // repeat a run of words
                let end = min(bytes.count, word + 4 * Int.random(in: 1...8, using: &random))
                bytes.insert(contentsOf: bytes[word..<end], at: word)
            case 5:  // splice in the tail of another seed
                let other = seeds.randomElement(using: &random)!
                bytes = Array(bytes.prefix(word)) + other.suffix(from: min(other.count, word))
            default:  // append random words
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    bytes += (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
                }
            }
        }
        return bytes
    }

    @Test func damagedPacketsNeverCrashTheReceiverNorGrowItsState() {
        var random = SeededRandomNumberGenerator(seed: 0x7010_0001)
        var configuration = TUIOReceiverConfiguration()
        configuration.maximumSources = 4
        configuration.maximumCursorsPerSource = 8
        var receiver = TUIOReceiver(configuration: configuration, windowWidth: 1280, windowHeight: 800)
        var down: [PointerID: Bool] = [:]
        var time = 0.0
        var downs = 0
        for round in 0..<6000 {
            let seed = Self.seeds[Int.random(in: 0..<Self.seeds.count, using: &random)]
            let packet = Int.random(in: 0..<4, using: &random) == 0 ? seed : Self.mutate(seed, with: &random)
            time += Double.random(in: 0...0.05, using: &random)
            receiver.receive(packet, from: "10.0.0.\(Int.random(in: 1...6, using: &random)):3333", at: time)
            for event in receiver.drainEvents() {
                #expect(event.position.isFinite && event.source == .tuio && event.time == time, "round \(round)")
                #expect((0...1).contains(event.pressure) && (event.contactSize.map { $0.isFinite && $0 > 0 } ?? true), "round \(round)")
                #expect((1000..<1032).contains(event.id.rawValue), "round \(round): id \(event.id)")
                switch event.phase {
                case .down:
                    #expect(down.updateValue(true, forKey: event.id) == nil, "round \(round): second down")
                    downs += 1
                case .move: #expect(down[event.id] != nil, "round \(round): move while up")
                case .up, .cancel: #expect(down.removeValue(forKey: event.id) != nil, "round \(round): up while up")
                }
            }
            #expect(receiver.sourceCount <= 4 && receiver.touchCount <= 32 && receiver.touchCount == down.count)
        }
        receiver.advance(to: time + 2)
        #expect(receiver.drainEvents().count == down.count)
        #expect(receiver.sourceCount == 0 && receiver.touchCount == 0)
        // The mutations must reach every outcome, or the test is not testing much.
        let counters = receiver.counters
        #expect(counters.packets == 6000 && downs > 100)
        #expect(counters.malformedPackets > 1000 && counters.malformedPackets < 5000, "\(counters)")
        #expect(counters.lateFrames > 0 && counters.nonFinitePositions > 0 && counters.strayUpdates > 0, "\(counters)")
        #expect(counters.cursorCapHits > 0 && counters.sourceCapHits > 0 && counters.silencedSources > 0, "\(counters)")
        #expect(counters.ignoredMessages > 0 && counters.unknownMessages > 0, "\(counters)")
    }

    /// Whatever decodes, encodes to bytes that decode to the same packet again.
    @Test func whatDecodesSurvivesAnEncodeDecodeRoundTrip() throws {
        var random = SeededRandomNumberGenerator(seed: 0x7010_0002)
        var decoded = 0
        for round in 0..<6000 {
            let packet = Self.mutate(Self.seeds[round % Self.seeds.count], with: &random)
            guard let first = try? OSCDecoder().decode(packet) else { continue }
            decoded += 1
            let encoded = OSCEncoder.encode(first)
            #expect(OSCEncoder.size(of: first) == encoded.count, "round \(round)")
            #expect(OSCEncoder.encode(try OSCDecoder().decode(encoded)) == encoded, "round \(round)")
        }
        #expect(decoded > 500 && decoded < 5500, "\(decoded) of 6000 decoded")
    }

    /// Random bytes of random lengths, nothing like OSC.
    @Test func randomBytesAreRefusedWithAnOffsetInsideThePacket() {
        var random = SeededRandomNumberGenerator(seed: 0x7010_0003)
        for round in 0..<3000 {
            var bytes = (0..<Int.random(in: 0...96, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if round % 2 == 0, bytes.count >= 4 { bytes[0] = Bool.random(using: &random) ? 0x2F : 0x23 }
            do {
                _ = try OSCDecoder().decode(bytes)
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count, "round \(round): \(error)")
            }
        }
    }
}
