import Foundation
import Logging
import TouchEngine
import TouchFiles
import TouchRecipes
import TouchSandboxSDL

/// A scene file read from disk with its images decoded: ready for the engine (masks) and the renderer (pixels).
package struct LoadedScene {
    var path: String
    var document: SceneDocument
    package var scene: Scene
    /// What the recipes add to the scene's sprites (resize handles, control actions).
    package var recipes: [SpriteHandle: SpriteRecipeOptions]
    /// Decoded images by the path written in the scene file.
    var images: [String: RGBAImage]
    /// One message per sprite left out, naming the image and why.
    var problems: [String]
    var masks: MaskLibrary
}

extension LoadedScene {
    /// A canvas with no sprites (where `gestures record` has strokes drawn).
    static func empty(width: Int, height: Int) -> LoadedScene {
        var document = SceneDocument()
        document.width = Double(width)
        document.height = Double(height)
        return LoadedScene(path: "", document: document, scene: Scene(width: Double(width), height: Double(height)),
                           recipes: [:], images: [:], problems: [], masks: MaskLibrary())
    }

    /// Takes away, from every sprite, the gestures not in `allowed` (a kiosk's configuration).
    package mutating func allowOnly(_ allowed: GestureSet) {
        for handle in scene.liveHandles { scene[handle].options.gestures.formIntersection(allowed) }
    }
}

/// Reads a scene file and its images. A broken scene file is an `InputFileError` naming the file;
/// a sprite whose image cannot be loaded is left out with a message naming the image (fatal when `strict`).
package enum SceneLoader {
    package static func load(path: String, strict: Bool, logger: Logger) throws -> LoadedScene {
        let document: SceneDocument
        do {
            document = try SceneDocument.load(contentsOf: path)
        } catch {
            throw InputFileError(error.description)
        }
        for warning in document.warnings { logger.warning("\(warning)") }
        let folder = FilePathParts.parent(of: path)
        var images: [String: RGBAImage] = [:]
        var infos: [String: ImageInfo] = [:]
        var failures: [String: String] = [:]
        for image in Set(document.sprites.map(\.image)).sorted() {
            let file = image.hasPrefix("/") ? image : (folder as NSString).appendingPathComponent(image)
            do {
                let pixels = try ImageFile.load(file)
                guard pixels.width > 0, pixels.height > 0 else { throw SDLError.image(path: file, message: "the image is empty") }
                images[image] = pixels
                infos[image] = ImageInfo(width: pixels.width, height: pixels.height, alpha: pixels.alphaChannel)
            } catch {
                failures[image] = "\(error)"
            }
        }
        var masks = MaskLibrary()
        let built = SceneBuilder.build(document, images: infos, masks: &masks)
        var problems: [String] = []
        // Without --strict the sprite is left out and the session goes on; with it nothing is left out: it stops.
        let outcome = strict ? "cannot be shown" : "left out"
        for omission in built.omitted {
            let message = "\(path): sprite \(TextExcerpt.quoted(omission.spriteID)) \(outcome): \(failures[omission.image] ?? "cannot load \(omission.image)")"
            problems.append(message)
            if !strict { logger.error("\(message)") }
        }
        if strict, let first = problems.first {
            throw InputFileError(first + (problems.count > 1 ? " (and \(problems.count - 1) more)" : "") + "; --strict stops rather than leave a sprite out")
        }
        return LoadedScene(path: path, document: document, scene: built.scene, recipes: built.recipes, images: images,
                           problems: problems, masks: masks)
    }

    /// The scene given on the command line, or the built-in default scene.
    static func load(sceneOption: String?, strict: Bool, logger: Logger) throws -> LoadedScene {
        if let sceneOption { return try load(path: sceneOption, strict: strict, logger: logger) }
        guard let path = ResourceLocator.defaultScenePath() else {
            throw RuntimeFailure("cannot find the default scene (Resources/default-scene.json); set TOUCH_SANDBOX_RESOURCES or pass --scene FILE")
        }
        return try load(path: path, strict: strict, logger: logger)
    }
}
