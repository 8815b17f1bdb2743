import TouchEngine
import TouchRecordings

/// Receives every pointer event that reaches the engine, and every wheel turn and key the session acts on,
/// for `--record`.
package protocol PointerRecorder: AnyObject {
    func record(_ event: PointerEvent)
    func record(_ input: ControlInput, at time: Double)
    /// Flushes what was recorded to the disk if the last flush is old enough (called every loop turn).
    func syncIfDue()
    func close()
}

extension PointerRecorder {
    /// A recorder that keeps nothing on disk has nothing to flush.
    func syncIfDue() {}
}
