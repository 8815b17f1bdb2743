import Foundation
import Testing
@testable import TouchSandboxApp

@Suite("Reading the kiosk configuration")
struct KioskConfigurationTests {
    func load(_ json: String) throws -> KioskConfiguration {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("kiosk.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return try KioskConfiguration.load(path: path)
    }

    @Test("an empty object gives the documented defaults")
    func defaults() throws {
        let configuration = try load("{}")
        #expect(configuration == KioskConfiguration())
        #expect(configuration.idleResetSeconds == 120 && configuration.exitFingers == 5 && configuration.exitHoldSeconds == 3)
        #expect(!configuration.overlay && configuration.gestures == .all)
    }

    @Test("every field is read, and a relative scene is relative to the configuration file")
    func allFields() throws {
        let configuration = try load(#"{"scene":"museum.json","idleResetSeconds":45,"exitGesture":{"fingers":4,"holdSeconds":5,"slop":20},"overlay":true,"hud":true,"gestures":["drag"]}"#)
        #expect(configuration.scene?.hasSuffix("/museum.json") == true)
        #expect(configuration.idleResetSeconds == 45)
        #expect(configuration.exitFingers == 4 && configuration.exitHoldSeconds == 5 && configuration.exitSlop == 20)
        #expect(configuration.overlay && configuration.hud && configuration.gestures == .drag)
    }

    @Test("a bad file is refused with the file and the problem named", arguments: [
        (#"{"idleReset":30}"#, #"unknown field "idleReset""#),
        (#"{"exitGesture":{"fingers":1}}"#, "exitGesture.fingers: expected a whole number from 2 to 10"),
        (#"{"gestures":["drag","fly"]}"#, #"gestures: unknown gesture "fly""#),
        (#"{"overlay":"yes"}"#, "overlay: expected true or false"),
        (#"{"idleResetSeconds":-5}"#, "idleResetSeconds: expected a number of seconds ≥ 0"),
        ("[]", "the top level must be a JSON object"),
        ("{", "not valid JSON"),
    ])
    func badFiles(json: String, expected: String) {
        do {
            _ = try load(json)
            Issue.record("expected \(json) to be refused")
        } catch {
            let message = "\(error)"
            #expect(message.contains("kiosk.json: "))
            #expect(message.contains(expected))
        }
    }
}
