import TouchEngine
import TouchRecordings

/// Receives every pointer event that reaches the engine, and every wheel turn and key the session acts on,
/// for `--record`.
protocol PointerRecorder: AnyObject {
    func record(_ event: PointerEvent)
    func record(_ input: ControlInput, at time: Double)
    func close()
}
