import Foundation
import TouchEngine
import TouchFiles

/// The state document written at exit (`--state FILE`): where every sprite is, what the touches did,
/// and what was recognised. Field names and meanings are fixed by docs/formats.md.
public struct StateDocument: Codable, Equatable, Sendable {
    public struct Size: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int
    }

    public struct Environment: Codable, Equatable, Sendable {
        public var videoDriver: String
        public var renderer: String

        public init(videoDriver: String, renderer: String) {
            self.videoDriver = videoDriver
            self.renderer = renderer
        }
    }

    public struct SpriteState: Codable, Equatable, Sendable {
        public var id: String
        public var x: Double
        public var y: Double
        public var scale: Double
        /// Degrees in (-180, 180].
        public var rotation: Double
        public var width: Double
        public var height: Double
        /// 0 is the back.
        public var z: Int
    }

    public struct Touches: Codable, Equatable, Sendable {
        public var active: Int
        public var totalContacts: Int
        public var maxSimultaneous: Int
        public var rejectedEvents: Int
        public var cancelled: Int
    }

    public var window: Size
    public var environment: Environment
    public var sprites: [SpriteState]
    public var touches: Touches
    public var taps: [TapRecord]
    public var gestures: [RecognizedGesture]
    /// Every tap recognised in the session, when that is more than `taps` lists (it keeps the most recent ones,
    /// `RecipeConfiguration.keptTaps`); absent otherwise.
    public var totalTaps: Int?
    /// Every gesture recognised in the session, when that is more than `gestures` lists; absent otherwise.
    public var totalGestures: Int?
    /// What the kiosk's rules did (idle resets, blanking, wakes); present for kiosk sessions only.
    public var kiosk: KioskActivity?

    /// Reads the document off a scene and its counters; sprites come sorted by id.
    public init(
        scene: Scene, statistics: TouchStatistics, window: (width: Int, height: Int), environment: Environment,
        taps: [TapRecord] = [], gestures: [RecognizedGesture] = []
    ) {
        self.window = Size(width: window.width, height: window.height)
        self.environment = environment
        sprites = scene.drawOrder.enumerated().map { z, handle in
            let sprite = scene[handle]
            return SpriteState(
                id: sprite.id, x: sprite.pose.center.x, y: sprite.pose.center.y, scale: sprite.pose.scale,
                rotation: sprite.pose.rotationDegrees, width: sprite.width, height: sprite.height, z: z)
        }.sorted { $0.id < $1.id }
        touches = Touches(
            active: statistics.active, totalContacts: statistics.totalContacts,
            maxSimultaneous: statistics.maxSimultaneous, rejectedEvents: statistics.rejectedEvents,
            cancelled: statistics.cancelled)
        self.taps = taps
        self.gestures = gestures
    }

    /// The document as JSON: keys sorted and indented, so the same state is always the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0a)
        return data
    }

    /// Writes the document atomically and durably (`AtomicFileWriter`), so a reader never sees half a file, even
    /// after a crash or a power cut.
    public func write(to path: String) throws {
        try AtomicFileWriter().write(try jsonData(), to: path)
    }
}

/// A recognised tap or multi-tap, as listed in the state document.
public struct TapRecord: Codable, Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var count: Int
    /// The sprite tapped, or nil on the empty canvas.
    public var sprite: String?
    /// A tap of 2 to 4 fingers at once (`x`, `y` their centre); nil (left out) for a one-finger tap.
    public var fingers: Int?

    public init(x: Double, y: Double, count: Int, sprite: String?, fingers: Int? = nil) {
        self.x = x
        self.y = y
        self.count = count
        self.sprite = sprite
        self.fingers = fingers
    }
}

/// The kinds of stroke gesture the sandbox recognises; the state document writes their names.
public enum GestureKind: String, Codable, Sendable {
    case circle
    /// A user-taught gesture (`--gestures FILE.json`), named by its template.
    case template
    /// A finger pulled in from an edge of the screen; `edge` says which.
    case edgeSwipe
}

/// A recognised stroke gesture, as listed in the state document: a circle (its centre `x`, `y` and `radius`), a
/// user-taught template (`name`, `score`, and the centre of the stroke's bounding box in `x`, `y`) or an edge swipe
/// (`edge`, and where it landed in `x`, `y`). Fields a kind does not have are left out of the JSON.
public struct RecognizedGesture: Codable, Equatable, Sendable {
    public var kind: GestureKind
    /// The template's name (templates only).
    public var name: String?
    /// The id of the touch whose stroke made it.
    public var touch: Int
    /// How close the stroke came to its template: 1 for an exact copy, 0.5 at the refusal limit (templates only).
    public var score: Double?
    public var x: Double
    public var y: Double
    /// The circle's radius (circles only).
    public var radius: Double?
    /// The edge an edge swipe came from (edge swipes only; `x`, `y` where it landed).
    public var edge: ScreenEdge?

    /// A circle.
    public init(kind: GestureKind, touch: Int, x: Double, y: Double, radius: Double) {
        self.kind = kind
        self.touch = touch
        self.x = x
        self.y = y
        self.radius = radius
    }

    /// A swipe in from `edge` by the touch that landed at `start`.
    public init(edgeSwipe edge: ScreenEdge, touch: Int, start: Vector2) {
        kind = .edgeSwipe
        self.edge = edge
        self.touch = touch
        x = start.x
        y = start.y
    }

    /// A user-taught gesture matched by its template `name`.
    public init(template name: String, touch: Int, score: Double, center: Vector2) {
        kind = .template
        self.name = name
        self.touch = touch
        self.score = score
        x = center.x
        y = center.y
    }
}

extension StateDocument {
    /// Reads the document off a sandbox: its scene, counters, taps and recognised gestures.
    public init(sandbox: Sandbox, window: (width: Int, height: Int), environment: Environment) {
        self.init(scene: sandbox.scene, statistics: sandbox.statistics, window: window, environment: environment,
                  taps: sandbox.taps, gestures: sandbox.gestures)
        if sandbox.totalTaps > taps.count { totalTaps = sandbox.totalTaps }
        if sandbox.totalGestures > gestures.count { totalGestures = sandbox.totalGestures }
    }
}
