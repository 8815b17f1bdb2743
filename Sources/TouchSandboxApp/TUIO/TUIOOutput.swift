import Foundation
import Logging
import TouchEngine
import TouchSandboxSDL
import TouchTUIO

/// `--tuio-send HOST:PORT [--tuio-version 2]`: the app's touches as TUIO 1.1 (or 2.0) bundles, one frame per loop
/// turn in which touches changed
/// (and a keep-alive while they are held still), positions normalised to the window. Touches that came in over
/// TUIO are not sent back out, so a sandbox listening and sending on the same port cannot echo forever. When the
/// playback ends, however it ends, `close` sends the closing frame (an empty `alive`) twice.
final class TUIOOutput {
    private var sender: TUIOSender
    private let socket: UDPSocket
    private let logger: Logger
    private var failures = 0
    /// Whether the sender's time tags were tied to the wall clock yet (at the first frame, from its time).
    private var hasTimeTagOrigin = false

    init(destination: UDPAddress, version: TUIOVersion, logger: Logger) throws {
        sender = TUIOSender(sourceName: TUIOSender.sourceName(host: ProcessInfo.processInfo.hostName), version: version,
                            firstFrame: TUIOSender.perRunFirstFrame(unixSeconds: Date().timeIntervalSince1970))
        do {
            socket = try UDPSocket.sending(to: destination)
        } catch {
            throw RuntimeFailure("cannot send TUIO to \(destination): \(error)")
        }
        self.logger = logger
        logger.info("sending touches as TUIO \(version == .tuio20 ? "2.0" : "1.1") to \(destination)")
    }

    /// Takes note of a pointer event the playback applied; `mapping` places it in the window.
    func observe(_ event: PointerEvent, mapping: ViewportMapping) {
        guard event.source != .tuio else { return }
        var inWindow = event
        if event.position.isFinite { inWindow.position = mapping.windowPoint(fromScene: event.position) }
        inWindow.contactSize = event.contactSize.map { $0 * mapping.scale }
        sender.apply(inWindow)
    }

    /// Sends this turn's frame, if anything changed (or a keep-alive is due).
    func flush(at time: Double, window: PixelSize) {
        tieTimeTags(to: time)
        send(sender.frame(at: time, windowWidth: Double(window.width), windowHeight: Double(window.height)))
    }

    /// TUIO 2.0 frames carry their time as an OSC time tag: the playback's clock, placed on the wall clock once.
    private func tieTimeTags(to time: Double) {
        guard !hasTimeTagOrigin, time.isFinite else { return }
        hasTimeTagOrigin = true
        sender.timeTagOrigin = Date().timeIntervalSince1970 + TUIOSender.unixEpochSince1900 - time
    }

    /// The end of the session for receivers: the pending frame (touches lifted since the last frame, sent alive
    /// where they lifted), then the closing frame with an empty `alive`, twice, `closingRepeatInterval` apart.
    func close(at time: Double, window: PixelSize) {
        let width = Double(window.width), height = Double(window.height)
        var now = time
        tieTimeTags(to: time)
        if sender.hasPendingChanges {
            send(sender.frame(at: now, windowWidth: width, windowHeight: height))
            now = now.nextUp
        }
        send(sender.closingFrame(at: now, windowWidth: width, windowHeight: height))
        Thread.sleep(forTimeInterval: sender.configuration.closingRepeatInterval)
        send(sender.closingFrame(at: now + sender.configuration.closingRepeatInterval, windowWidth: width, windowHeight: height))
        logger.info("TUIO: closing frame sent twice (last fseq \(sender.frameSequence))")
    }

    private func send(_ packets: [[UInt8]]) {
        for packet in packets {
            do {
                try socket.send(packet)
            } catch {
                failures += 1
                if failures == 1 || failures % 1000 == 0 { logger.warning("TUIO send failed (\(failures) so far): \(error)") }
            }
        }
    }

    /// When a keep-alive frame is due without new events.
    var nextDeadline: Double? { sender.nextDeadline }
}
