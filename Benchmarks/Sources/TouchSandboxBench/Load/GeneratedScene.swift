import Foundation
import TouchFiles
import TouchSandboxApp

/// A scene file written for a benchmark or a soak: sprites of the project's own images (`Resources/images`, found
/// like the default scene), so the replays that read it load, mask and hit-test real pictures.
struct GeneratedScene {
    /// One sprite as the scene file gives it.
    struct Sprite {
        var id: String
        var image: String
        var x: Double
        var y: Double
        var scale = 1.0
        var rotation = 0.0
        var resizable = false
        var inertia = false
        var action: String?
    }

    var width = 1280
    var height = 800
    var sprites: [Sprite] = []

    /// The image names the generators use, all in `Resources/images`.
    static let imageNames = ["flower", "star", "leaf", "heart", "moon", "gem", "drop", "cloud", "butterfly", "shell",
                             "sun", "bolt", "clover", "fish", "gear", "ring"]

    /// The absolute path of `Resources/images/NAME.png`; fails when the resources cannot be found.
    static func imagePath(_ name: String) throws -> String {
        guard let scene = ResourceLocator.defaultScenePath() else {
            throw RuntimeFailure("cannot find the Resources folder (set TOUCH_SANDBOX_RESOURCES)")
        }
        return (FilePathParts.parent(of: scene) as NSString).appendingPathComponent("images/\(name).png")
    }

    /// `count` sprites on a grid over the top three quarters of a 1280×800 canvas, about 50 px each, every image in
    /// turn; the band below stays empty canvas (with the tray along the bottom).
    static func grid(count: Int) -> GeneratedScene {
        var scene = GeneratedScene()
        let columns = 25
        let rows = max(1, (count + columns - 1) / columns)
        let cellWidth = Double(scene.width) / Double(columns), cellHeight = 600 / Double(rows)
        for index in 0..<count {
            let column = index % columns, row = index / columns
            scene.sprites.append(Sprite(id: "s\(index)", image: imageNames[index % imageNames.count],
                                        x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight,
                                        scale: 0.3, rotation: Double(index % 7) * 5 - 15))
        }
        return scene
    }

    /// A kiosk's scene for the soak: each picture once on a loose grid over the upper part of a 1280×800 canvas, every
    /// fourth resizable, all gliding when thrown, with the paint and reset buttons above the tray.
    static func kiosk() -> GeneratedScene {
        var scene = GeneratedScene()
        for (index, image) in imageNames.enumerated() {
            let column = index % 6, row = index / 6
            scene.sprites.append(Sprite(id: image, image: image, x: 130 + Double(column) * 200 + Double(row % 2) * 60,
                                        y: 120 + Double(row) * 190, scale: 0.6 + Double(index % 4) * 0.1,
                                        rotation: Double(index % 5) * 6 - 12, resizable: index % 4 == 1, inertia: true))
        }
        scene.sprites.append(Sprite(id: "button-paint", image: "button-paint", x: 1010, y: 664, action: "paint"))
        scene.sprites.append(Sprite(id: "button-reset", image: "button-reset", x: 1180, y: 664, action: "reset"))
        return scene
    }

    /// Writes the scene file; image paths are absolute, so the file may live anywhere.
    func write(to path: String) throws {
        var lines: [String] = []
        for sprite in sprites {
            var fields = "\"id\": \"\(sprite.id)\", \"image\": \"\(try Self.imagePath(sprite.image))\", "
                + "\"x\": \(sprite.x), \"y\": \(sprite.y), \"scale\": \(sprite.scale), \"rotation\": \(sprite.rotation)"
            if sprite.resizable { fields += ", \"resizable\": true" }
            if sprite.inertia { fields += ", \"inertia\": true" }
            if let action = sprite.action { fields += ", \"action\": \"\(action)\"" }
            lines.append("    {\(fields)}")
        }
        let text = "{\"width\": \(width), \"height\": \(height), \"background\": \"#1e2430\",\n  \"sprites\": [\n"
            + lines.joined(separator: ",\n") + "\n  ]}\n"
        do {
            try AtomicFileWriter().write(Data(text.utf8), to: path)
        } catch {
            throw RuntimeFailure("\(error)")
        }
    }
}
