import FuzzSupport
import Foundation
import TouchEngine
import TouchRecipes

/// Scene files: any bytes either parse into a document whose every number keeps the documented limits, or are
/// refused with a `SceneFileError`; a parsed document then builds into a scene, as the app does after loading
/// its images (here every image is the same 2×2 picture, half transparent).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let limits = SceneLimits.standard
    guard let document = try? SceneDocument.parse(Data(UnsafeBufferPointer(start: start, count: count)), file: "fuzz.json")
    else { return 0 }
    expect((1...limits.sceneSide).contains(document.width) && (1...limits.sceneSide).contains(document.height),
           "a \(document.width)×\(document.height) canvas")
    for sprite in document.sprites {
        let options = sprite.options
        expect(limits.scaleRange.contains(options.minScale) && limits.scaleRange.contains(options.maxScale),
               "scale limits \(options.minScale)...\(options.maxScale)")
        expect((options.minScale...options.maxScale).contains(sprite.scale), "scale outside its limits")
        expect(abs(sprite.x) <= limits.sceneCoordinate && abs(sprite.y) <= limits.sceneCoordinate, "a sprite at \(sprite.x), \(sprite.y)")
        expect(sprite.rotation.isFinite && (0...1).contains(options.alphaThreshold), "rotation \(sprite.rotation), alpha threshold \(options.alphaThreshold)")
    }
    expect(Set(document.sprites.map(\.id)).count == document.sprites.count, "sprite ids are not unique")
    let picture = ImageInfo(width: 2, height: 2, alpha: [255, 0, 0, 255])
    let images = Dictionary(document.sprites.map { ($0.image, picture) }, uniquingKeysWith: { first, _ in first })
    var masks = MaskLibrary()
    let built = SceneBuilder.build(document, images: images, masks: &masks)
    expect(built.omitted.isEmpty && built.scene.sprites.count == document.sprites.count, "a sprite lost while building")
    return 0
}
