import TouchRecipes

/// What the `gestures record` window says on its canvas, at the top, so a person who sees no window title (a kiosk
/// under cage, a bare X server) knows what to do: the gesture to draw, how many examples are taken of how many
/// recommended, what became of the last stroke, and how to save.
struct GestureRecordingGuide: Equatable {
    /// Two or three examples drawn the way the gesture will be drawn are enough (the matcher compares shapes, not
    /// sizes or places); three is what the guide asks for.
    static let recommendedExamples = 3

    let name: String
    var examples = 0
    /// What became of the latest touch, nil before the first.
    var lastStroke: LastStroke?

    enum LastStroke: Equatable {
        case kept
        case skipped(OneFingerStrokeCollector.Skip)
    }

    /// The lines drawn at the top of the canvas, the first the instruction.
    var lines: [String] {
        let count = "Examples: \(examples) of \(Self.recommendedExamples) recommended"
            + (examples >= Self.recommendedExamples ? " (enough; more are welcome)" : "")
        return [
            "Draw \"\(name)\" with one finger (or the mouse), the way you will draw it later; each stroke is one example.",
            count,
            lastStrokeLine,
            "Esc or closing the window saves; a stroke shorter than 40 px is not kept.",
        ]
    }

    /// What became of the latest touch (`Last stroke: too short, not kept`).
    var lastStrokeLine: String {
        switch lastStroke {
        case nil: "Last stroke: none yet"
        case .kept: "Last stroke: kept as example \(examples)"
        case .skipped(.tooShort): "Last stroke: too short, not kept"
        case .skipped(.sharedWithAnotherFinger): "Last stroke: another finger was down, not kept"
        case .skipped(.cancelled): "Last stroke: cancelled, not kept"
        }
    }
}
