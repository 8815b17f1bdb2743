import TouchEngine

/// Receives every pointer event that reaches the engine, for `--record`.
protocol PointerRecorder: AnyObject {
    func record(_ event: PointerEvent)
    func close()
}
