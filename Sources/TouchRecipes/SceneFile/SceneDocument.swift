import Foundation
import TouchEngine
import TouchFiles

/// A scene file as written on disk (see docs/formats.md): the canvas and the sprites to place on it.
///
/// Only `image`, `x` and `y` are required for a sprite; everything else has a documented default. Every number is
/// range-checked when read (`SceneLimits`), so nothing taken from a scene can overflow later.
public struct SceneDocument: Equatable, Sendable {
    public var width: Double = 1280
    public var height: Double = 800
    public var background = RGBColor(red: 0x1e, green: 0x24, blue: 0x30)
    public var sprites: [SpriteDescription] = []
    /// What was accepted but changed while reading (a scale outside the sprite's limits), one message each,
    /// naming the file and the sprite.
    public var warnings: [String] = []

    public init() {}
}

/// One sprite of a scene file, with defaults filled in.
public struct SpriteDescription: Equatable, Sendable {
    public var id: String
    /// The image path as written, relative to the scene file.
    public var image: String
    public var x: Double
    public var y: Double
    public var scale: Double = 1
    /// Degrees, clockwise on screen.
    public var rotation: Double = 0
    /// Stacking order; 0 is the back. Defaults to file order.
    public var z: Int
    public var width: Double?
    public var height: Double?
    public var options = SpriteOptions()
    /// The recipes' part: a resize handle, a control action.
    public var recipe = SpriteRecipeOptions()

    public init(id: String, image: String, x: Double, y: Double, z: Int) {
        self.id = id
        self.image = image
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A scene file that cannot be used, with where (the line, when known) and why.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` for a fault of the whole file.
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

extension SceneDocument {
    /// Reads and checks a scene file: only a regular file of at most `limits.sceneFileBytes` is read.
    public static func load(contentsOf path: String, limits: SceneLimits = .standard) throws(SceneFileError) -> SceneDocument {
        let bytes: [UInt8]
        do {
            bytes = try InputFileReader.read(path, limit: limits.sceneFileBytes)
        } catch {
            throw SceneFileError(file: path, message: error.reason)
        }
        return try parse(Data(bytes), file: path, limits: limits)
    }

    /// The fields a scene has at its top level, and in each sprite: any other is refused with the closest of these.
    public static let fields = ["width", "height", "background", "sprites"]
    public static let spriteFields = ["id", "image", "x", "y", "scale", "rotation", "z", "width", "height", "gestures", "minScale",
                                      "maxScale", "constrain", "alphaThreshold", "inertia", "locked", "touchable", "resizable", "action"]

    /// Parses scene JSON (strictly: `JSONDocument`); `file` names the source in errors and warnings.
    public static func parse(_ data: Data, file: String, limits: SceneLimits = .standard) throws(SceneFileError) -> SceneDocument {
        let top: SceneFieldReader
        do {
            top = SceneFieldReader(object: try JSONObjectReader(document: try JSONDocument.parse(Array(data), file: file), file: file))
        } catch {
            throw SceneFileError(error)
        }
        try top.refuseUnknownFields(known: fields)
        var document = SceneDocument()
        let side = 1...limits.sceneSide, sideRule = "between 1 and \(SceneFieldReader.format(limits.sceneSide))"
        document.width = try top.number("width", default: 1280, in: side, rule: sideRule)
        document.height = try top.number("height", default: 800, in: side, rule: sideRule)
        if let text = try top.string("background") {
            guard let color = RGBColor(hex: text) else {
                throw top.fail("background", "expected a colour like \"#1e2430\", found \(TextExcerpt.quoted(text))")
            }
            document.background = color
        }
        let listed: [JSONNode]?
        do { listed = try top.object.list("sprites") } catch { throw SceneFileError(error) }
        guard let sprites = listed else { throw top.fail("sprites", "missing (a list of sprites is required)") }
        var ids = SpriteIDAllocator()
        for index in sprites.indices {
            let sprite: SceneFieldReader
            do { sprite = SceneFieldReader(object: try top.object.object(in: sprites, at: index, of: "sprites")) } catch { throw SceneFileError(error) }
            try sprite.refuseUnknownFields(known: spriteFields)
            var description = try readSprite(sprite, index: index, ids: &ids, limits: limits)
            if let warning = clampScale(&description, file: file, path: sprite.path) { document.warnings.append(warning) }
            document.sprites.append(description)
        }
        return document
    }

    /// One sprite's fields, checked; `index` is its place in the file (its default `z`).
    private static func readSprite(
        _ sprite: SceneFieldReader, index: Int, ids: inout SpriteIDAllocator, limits: SceneLimits
    ) throws(SceneFileError) -> SpriteDescription {
        guard let image = try sprite.string("image"), !image.isEmpty else { throw sprite.fail("image", "missing (required)") }
        let place = -limits.sceneCoordinate...limits.sceneCoordinate
        let placeRule = "between -\(SceneFieldReader.format(limits.sceneCoordinate)) and \(SceneFieldReader.format(limits.sceneCoordinate))"
        guard let x = try sprite.optionalNumber("x", in: place, rule: placeRule) else { throw sprite.fail("x", "missing (required)") }
        guard let y = try sprite.optionalNumber("y", in: place, rule: placeRule) else { throw sprite.fail("y", "missing (required)") }
        let id: String
        if let explicit = try sprite.string("id") {
            guard ids.claim(explicit) else { throw sprite.fail("id", "\(TextExcerpt.quoted(explicit)) is already used by another sprite") }
            id = explicit
        } else {
            id = ids.allocate(base: defaultID(forImage: image))
        }
        var description = SpriteDescription(id: id, image: image, x: x, y: y, z: index)
        description.scale = try sprite.optionalPositive("scale") ?? 1
        description.rotation = try sprite.number("rotation", default: 0)
        description.z = try sprite.integer("z", below: limits.stackingBound) ?? index
        description.width = try sprite.optionalPositive("width", upTo: limits.spriteSide)
        description.height = try sprite.optionalPositive("height", upTo: limits.spriteSide)
        description.options = try readOptions(sprite, limits: limits)
        description.recipe = SpriteRecipeOptions(resizable: try sprite.bool("resizable") ?? false,
                                                 action: try sprite.string("action").map(ControlAction.init))
        return description
    }

    /// The sprite's behaviour: gestures, scale limits, constraint, alpha threshold and flags.
    private static func readOptions(_ sprite: SceneFieldReader, limits: SceneLimits) throws(SceneFileError) -> SpriteOptions {
        var options = SpriteOptions()
        if let names = try sprite.stringList("gestures") {
            var gestures: GestureSet = []
            for name in names {
                guard let gesture = GestureSet.names.first(where: { $0.0 == name })?.1 else {
                    throw sprite.fail("gestures", "unknown gesture \(TextExcerpt.quoted(name)) (expected drag, pinch or rotate)")
                }
                gestures.insert(gesture)
            }
            options.gestures = gestures
        }
        let scales = limits.scaleRange
        let scaleRule = "between \(scales.lowerBound) and \(SceneFieldReader.format(scales.upperBound))"
        options.minScale = try sprite.number("minScale", default: 0.1, in: scales, rule: scaleRule)
        options.maxScale = try sprite.number("maxScale", default: 10, in: scales, rule: scaleRule)
        guard options.minScale <= options.maxScale else {
            throw SceneFileError(file: sprite.file, line: sprite.object.line,
                                 message: "\(sprite.path): minScale (\(options.minScale)) is larger than maxScale (\(options.maxScale))")
        }
        switch try sprite.string("constrain") ?? "window" {
        case "window": options.constraint = .window
        case "none": options.constraint = .none
        case let other: throw sprite.fail("constrain", "expected \"window\" or \"none\", found \(TextExcerpt.quoted(other))")
        }
        options.alphaThreshold = try sprite.number("alphaThreshold", default: 0.5, in: 0...1, rule: "between 0 and 1")
        options.inertia = try sprite.bool("inertia") ?? false
        options.locked = try sprite.bool("locked") ?? false
        options.touchable = try sprite.bool("touchable") ?? true
        return options
    }

    /// Brings a scale outside `minScale...maxScale` to the nearest limit; the warning names the file and sprite.
    private static func clampScale(_ sprite: inout SpriteDescription, file: String, path: String) -> String? {
        let limits = sprite.options.minScale...sprite.options.maxScale
        guard !limits.contains(sprite.scale) else { return nil }
        let clamped = min(max(sprite.scale, limits.lowerBound), limits.upperBound)
        let side = sprite.scale < limits.lowerBound ? "below minScale" : "above maxScale"
        let warning = "\(file): \(path) (\(TextExcerpt.quoted(sprite.id))): scale \(sprite.scale) is \(side); using \(clamped)"
        sprite.scale = clamped
        return warning
    }

    /// The id a sprite gets from its image path: the file name without extension.
    public static func defaultID(forImage image: String) -> String {
        let name = (image as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? "sprite" : stem
    }
}

/// Hands out sprite ids: explicit ones must be new; ids from image names get `-2`, `-3` … from a counter per
/// name, so 20,000 sprites sharing one image take linear time, not a probe from 2 for each.
struct SpriteIDAllocator {
    private var used = Set<String>()
    private var nextSuffix: [String: Int] = [:]

    /// Takes `id` as it is; false when it is already used.
    mutating func claim(_ id: String) -> Bool { used.insert(id).inserted }

    /// `base` if free, else `base-N` for the smallest N not yet handed out for this base and not used.
    mutating func allocate(base: String) -> String {
        if used.insert(base).inserted { return base }
        var suffix = nextSuffix[base, default: 2]
        while used.contains("\(base)-\(suffix)") { suffix += 1 }
        nextSuffix[base] = suffix + 1
        let id = "\(base)-\(suffix)"
        used.insert(id)
        return id
    }
}
