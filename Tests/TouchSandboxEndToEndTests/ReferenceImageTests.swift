import Foundation
import Testing
import TouchTestSupport

/// The default scene after a short recording (drag the flower, spread the sun, turn the gear), replayed
/// headless at 1280×800 without the overlay, must match `Fixtures/reference/default-scene.png` pixel for pixel.
///
/// To update the reference DELIBERATELY (after a change to drawing, the default scene or its images):
///   1. run the test and look at the actual and diff images it names on failure;
///   2. when the change is intended, rerun with `UPDATE_REFERENCE_IMAGES=1`, which rewrites the reference
///      in the source tree (the test then fails once, to say so), view the new PNG, and commit it with a
///      message that says why the picture changed.
@Suite("Reference image")
struct ReferenceImageTests {
    @Test("a headless replay on the default scene draws exactly the reference image")
    func defaultSceneMatchesReference() throws {
        let folder = try TemporaryDirectory("touch-e2e-reference")
        let actual = folder.path("default-scene.png")
        let outcome = try replayHeadless(TestPaths.recording("default-scene-short.jsonl"), scene: nil, in: folder,
                                         extra: ["--fast", "--window", "1280x800", "--no-overlay", "--screenshot", actual])
        #expect(outcome.result.status == 0, "\(outcome.result)")
        let reference = TestPaths.reference("default-scene.png")
        if ProcessInfo.processInfo.environment["UPDATE_REFERENCE_IMAGES"] == "1" {
            try? FileManager.default.removeItem(atPath: reference)
            try FileManager.default.copyItem(atPath: actual, toPath: reference)
            Issue.record("reference rewritten: \(reference); view it and commit it only if the change is intended")
            return
        }
        let expected = try RGBAPixels.read(reference)
        let drawn = try RGBAPixels.read(actual)
        #expect(drawn.width == 1280 && drawn.height == 800)
        let differing = drawn.differingPixels(from: expected)
        if differing != 0 {
            // Keep the evidence where a person can look at it.
            let keep = FileManager.default.temporaryDirectory.appendingPathComponent("touch-e2e-reference-failure")
            try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
            let kept = keep.appendingPathComponent("actual.png").path, diff = keep.appendingPathComponent("diff.png").path
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.copyItem(atPath: actual, toPath: kept)
            _ = try? runProcess("compare", [reference, actual, diff], timeout: 30)
            Issue.record("\(differing) pixels differ from \(reference); actual \(kept), diff \(diff)")
        }
        // The state of the same replay, so a drawing failure can be told apart from a manipulation one.
        let state = try #require(outcome.state)
        #expect(has(state["flower"], x: 846, y: 373, scale: 1.04, rotation: 10.8), "\(String(describing: state["flower"]))")
        #expect(has(state["sun"], x: 641, y: 335, scale: 1.77, rotation: 4.9), "\(String(describing: state["sun"]))")
        #expect(has(state["gear"], x: 893, y: 557, scale: 1.18, rotation: 92.9), "\(String(describing: state["gear"]))")
    }
}
