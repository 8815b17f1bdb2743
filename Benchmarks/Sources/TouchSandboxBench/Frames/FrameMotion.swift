import ArgumentParser
import TouchEngine
import TouchSandboxApp

/// How the front sprite moves between the frames `touch-sandbox-bench frames` times, as a user's gesture moves it: a user sees
/// frames of a drag or a pinch, and the software renderer keeps what a drag does not change (`CopyCellCache`).
enum FrameMotion: String, CaseIterable, Codable, ExpressibleByArgument {
    /// Nothing moves: every frame is the one before.
    case still
    /// One finger drags the sprite back and forth, a few pixels a frame.
    case drag
    /// Two fingers pinch the sprite smaller and back, about 1 % a frame: a new size every frame.
    case pinch
}

/// The fingers of a `FrameMotion` on a session, one step before each frame (a sixtieth of a second apart).
final class FrameGesture {
    private let session: SandboxSession
    private let motion: FrameMotion
    private let center: Vector2
    private var step = 0

    /// Puts the fingers down on the front sprite of `session` (none for `still`).
    init(session: SandboxSession, motion: FrameMotion) {
        self.session = session
        self.motion = motion
        let scene = session.sandbox.scene
        center = scene.drawOrder.last.map { scene[$0].pose.center } ?? Vector2(0, 0)
        for (id, position) in fingers(at: 0) {
            session.apply(PointerEvent(.down, id: PointerID(id), position: position, time: 0))
        }
    }

    /// Moves the fingers one step.
    func advance() {
        guard motion != .still else { return }
        step += 1
        let time = Double(step) / 60
        for (id, position) in fingers(at: step) {
            session.apply(PointerEvent(.move, id: PointerID(id), position: position, time: time))
        }
    }

    /// Where the fingers are at `step`: a drag goes 3 and 2 pixels a step up to 60 and 40 pixels away and back; a
    /// pinch's fingers start 80 pixels apart, come together by half a pixel each a step to 56 apart, and part again
    /// (never wider than at the start, so the sprite is never held at its largest zoom).
    private func fingers(at step: Int) -> [(Int, Vector2)] {
        switch motion {
        case .still: return []
        case .drag: return [(1, center + Vector2(Self.triangle(step, amplitude: 20) * 3, Self.triangle(step, amplitude: 20) * 2))]
        case .pinch:
            let half = 40 - Self.triangle(step, amplitude: 24) * 0.5
            return [(1, center - Vector2(half, 0)), (2, center + Vector2(half, 0))]
        }
    }

    /// 0, 1, …, `amplitude`, …, 1, 0, 1, … at `step` 0, 1, ….
    private static func triangle(_ step: Int, amplitude: Int) -> Double {
        let phase = step % (2 * amplitude)
        return Double(phase <= amplitude ? phase : 2 * amplitude - phase)
    }
}
