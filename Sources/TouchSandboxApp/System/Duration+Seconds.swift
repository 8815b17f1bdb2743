/// Durations of the clocks the app reads (`ContinuousClock`) as seconds, the unit of every time in the project.
extension Duration {
    /// The duration in seconds as a Double.
    package var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
