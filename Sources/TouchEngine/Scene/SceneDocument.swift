import Foundation

/// A scene file as written on disk (see docs/formats.md): the canvas and the sprites to place on it.
///
/// Only `image`, `x` and `y` are required for a sprite; everything else has a documented default.
public struct SceneDocument: Equatable, Sendable {
    public var width: Double = 1280
    public var height: Double = 800
    public var background = RGBColor(red: 0x1e, green: 0x24, blue: 0x30)
    public var sprites: [SpriteDescription] = []

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

    public init(id: String, image: String, x: Double, y: Double, z: Int) {
        self.id = id
        self.image = image
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A scene file that cannot be used, with where and why.
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}

extension SceneDocument {
    /// Reads and checks a scene file.
    public static func load(contentsOf path: String) throws(SceneFileError) -> SceneDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneFileError(file: path, message: "cannot read the file (\(Self.reason(error)))")
        }
        return try parse(data, file: path)
    }

    /// Parses scene JSON; `file` names the source in errors.
    public static func parse(_ data: Data, file: String) throws(SceneFileError) -> SceneDocument {
        func fail(_ message: String) -> SceneFileError { SceneFileError(file: file, message: message) }
        guard !data.isEmpty else { throw fail("the file is empty") }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON: \(Self.reason(error))")
        }
        guard let object = root as? [String: Any] else { throw fail("the top level must be a JSON object") }
        var reader = FieldReader(object: object, path: "", file: file)
        var document = SceneDocument()
        document.width = try reader.number("width", default: 1280, where: { $0 >= 1 && $0 <= 16384 }, rule: "between 1 and 16384")
        document.height = try reader.number("height", default: 800, where: { $0 >= 1 && $0 <= 16384 }, rule: "between 1 and 16384")
        if let text = try reader.string("background") {
            guard let color = RGBColor(hex: text) else { throw fail("background: expected a colour like \"#1e2430\", found \"\(text)\"") }
            document.background = color
        }
        guard let list = object["sprites"] else { throw fail("sprites: missing (a list of sprites is required)") }
        guard let sprites = list as? [Any] else { throw fail("sprites: expected a list") }
        var usedIDs = Set<String>()
        var descriptions: [SpriteDescription] = []
        for (index, element) in sprites.enumerated() {
            let path = "sprites[\(index)]"
            guard let spriteObject = element as? [String: Any] else { throw fail("\(path): expected an object") }
            var sprite = FieldReader(object: spriteObject, path: path + ".", file: file)
            guard let image = try sprite.string("image"), !image.isEmpty else { throw fail("\(path).image: missing (required)") }
            guard let x = try sprite.optionalNumber("x") else { throw fail("\(path).x: missing (required)") }
            guard let y = try sprite.optionalNumber("y") else { throw fail("\(path).y: missing (required)") }
            var id = try sprite.string("id") ?? Self.defaultID(forImage: image)
            if try sprite.string("id") != nil, usedIDs.contains(id) {
                throw fail("\(path).id: \"\(id)\" is already used by another sprite")
            }
            id = Self.unique(id, among: usedIDs)
            usedIDs.insert(id)
            var description = SpriteDescription(id: id, image: image, x: x, y: y, z: index)
            description.scale = try sprite.number("scale", default: 1, where: { $0 > 0 }, rule: "greater than 0")
            description.rotation = try sprite.number("rotation", default: 0, where: { _ in true }, rule: "")
            description.z = try sprite.integer("z") ?? index
            description.width = try sprite.optionalNumber("width", where: { $0 > 0 }, rule: "greater than 0")
            description.height = try sprite.optionalNumber("height", where: { $0 > 0 }, rule: "greater than 0")
            var options = SpriteOptions()
            if let names = try sprite.stringList("gestures") {
                var gestures: GestureSet = []
                for name in names {
                    guard let gesture = GestureSet.names.first(where: { $0.0 == name })?.1 else {
                        throw fail("\(path).gestures: unknown gesture \"\(name)\" (expected drag, pinch or rotate)")
                    }
                    gestures.insert(gesture)
                }
                options.gestures = gestures
            }
            options.minScale = try sprite.number("minScale", default: 0.1, where: { $0 > 0 }, rule: "greater than 0")
            options.maxScale = try sprite.number("maxScale", default: 10, where: { $0 > 0 }, rule: "greater than 0")
            guard options.minScale <= options.maxScale else {
                throw fail("\(path): minScale (\(options.minScale)) is larger than maxScale (\(options.maxScale))")
            }
            switch try sprite.string("constrain") ?? "window" {
            case "window": options.constraint = .window
            case "none": options.constraint = .none
            case let other: throw fail("\(path).constrain: expected \"window\" or \"none\", found \"\(other)\"")
            }
            options.alphaThreshold = try sprite.number("alphaThreshold", default: 0.5, where: { $0 >= 0 && $0 <= 1 }, rule: "between 0 and 1")
            options.resizable = try sprite.bool("resizable") ?? false
            options.inertia = try sprite.bool("inertia") ?? false
            options.locked = try sprite.bool("locked") ?? false
            options.action = try sprite.string("action")
            description.options = options
            descriptions.append(description)
        }
        document.sprites = descriptions
        return document
    }

    /// The id a sprite gets from its image path: the file name without extension.
    public static func defaultID(forImage image: String) -> String {
        let name = (image as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        return stem.isEmpty ? "sprite" : stem
    }

    private static func unique(_ id: String, among used: Set<String>) -> String {
        guard used.contains(id) else { return id }
        var n = 2
        while used.contains("\(id)-\(n)") { n += 1 }
        return "\(id)-\(n)"
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return nsError.localizedDescription
    }
}

/// Reads typed fields of one JSON object and words errors with the field's path.
private struct FieldReader {
    let object: [String: Any]
    let path: String
    let file: String

    private func fail(_ key: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, message: "\(path)\(key): \(message)")
    }

    private func isNumber(_ value: Any) -> NSNumber? {
        guard let number = value as? NSNumber, !CFGetTypeIDIsBoolean(number) else { return nil }
        return number
    }

    func optionalNumber(_ key: String, where valid: (Double) -> Bool = { _ in true }, rule: String = "") throws(SceneFileError) -> Double? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let number = isNumber(value) else { throw fail(key, "expected a number, found \(Self.describe(value))") }
        let double = number.doubleValue
        guard double.isFinite else { throw fail(key, "expected a finite number") }
        guard valid(double) else { throw fail(key, "\(double) is out of range (must be \(rule))") }
        return double
    }

    func number(_ key: String, default fallback: Double, where valid: (Double) -> Bool, rule: String) throws(SceneFileError) -> Double {
        try optionalNumber(key, where: valid, rule: rule) ?? fallback
    }

    func integer(_ key: String) throws(SceneFileError) -> Int? {
        guard let value = try optionalNumber(key) else { return nil }
        guard value == value.rounded(), abs(value) < 1e9 else { throw fail(key, "expected a whole number, found \(value)") }
        return Int(value)
    }

    func string(_ key: String) throws(SceneFileError) -> String? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let text = value as? String else { throw fail(key, "expected a string, found \(Self.describe(value))") }
        return text
    }

    func bool(_ key: String) throws(SceneFileError) -> Bool? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let number = value as? NSNumber, CFGetTypeIDIsBoolean(number) else {
            throw fail(key, "expected true or false, found \(Self.describe(value))")
        }
        return number.boolValue
    }

    func stringList(_ key: String) throws(SceneFileError) -> [String]? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        guard let list = value as? [Any], let strings = list as? [String] else {
            throw fail(key, "expected a list of strings, found \(Self.describe(value))")
        }
        return strings
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let text as String: "\"\(text)\""
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        case let number as NSNumber: CFGetTypeIDIsBoolean(number) ? (number.boolValue ? "true" : "false") : "\(number)"
        default: "\(value)"
        }
    }
}

/// Whether an NSNumber from JSONSerialization is a JSON boolean.
private func CFGetTypeIDIsBoolean(_ number: NSNumber) -> Bool {
    // On Linux Foundation, JSON booleans decode as NSNumber with objCType "c" and value 0 or 1.
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
}
