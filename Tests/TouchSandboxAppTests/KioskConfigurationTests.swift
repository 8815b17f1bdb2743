import Foundation
import Testing
@testable import TouchSandboxApp
import TouchTestSupport

@Suite("Reading the kiosk configuration")
struct KioskConfigurationTests {
    func load(_ json: String) throws -> KioskConfiguration {
        let folder = try TemporaryDirectory("kiosk")
        return try KioskConfiguration.load(path: try folder.write("kiosk.json", json))
    }

    @Test("an empty object gives the documented defaults")
    func defaults() throws {
        let configuration = try load("{}")
        #expect(configuration == KioskConfiguration())
        #expect(configuration.idleResetSeconds == 120 && configuration.exitFingers == 5 && configuration.exitHoldSeconds == 3)
        #expect(!configuration.overlay && configuration.gestures == .all)
        #expect(configuration.healthFile == nil && configuration.healthIntervalSeconds == 5)
        #expect(configuration.blankAfterSeconds == 0 && configuration.wakeTouch)
    }

    @Test("every field is read, and a relative scene is relative to the configuration file")
    func allFields() throws {
        let configuration = try load(#"{"scene":"museum.json","idleResetSeconds":45,"exitGesture":{"fingers":4,"holdSeconds":5,"slop":20},"overlay":true,"hud":true,"gestures":["drag"],"healthFile":"health.json","healthIntervalSeconds":2,"blankAfterSeconds":300,"wakeTouch":false}"#)
        #expect(configuration.blankAfterSeconds == 300 && !configuration.wakeTouch)
        #expect(configuration.scene?.hasSuffix("/museum.json") == true)
        #expect(configuration.healthFile?.hasSuffix("/health.json") == true && configuration.healthFile?.hasPrefix("/") == true)
        #expect(configuration.healthIntervalSeconds == 2)
        #expect(configuration.idleResetSeconds == 45)
        #expect(configuration.exitFingers == 4 && configuration.exitHoldSeconds == 5 && configuration.exitSlop == 20)
        #expect(configuration.overlay && configuration.hud && configuration.gestures == .drag)
    }

    @Test("a bad file is refused with the file, the line and the problem named", arguments: [
        (#"{"idleReset":30}"#, #"kiosk.json:1: idleReset: unknown field (did you mean "idleResetSeconds"?)"#),
        ("{\"exitGesture\":\n  {\"fingers\":1}}", "kiosk.json:2: exitGesture.fingers: expected a whole number from 2 to 10"),
        (#"{"exitGesture":{"finger":4}}"#, #"kiosk.json:1: exitGesture.finger: unknown field (did you mean "fingers"?)"#),
        (#"{"gestures":["drag","fly"]}"#, #"kiosk.json:1: gestures: unknown gesture "fly" (expected drag, pinch or rotate)"#),
        (#"{"overlay":"yes"}"#, #"kiosk.json:1: overlay: expected true or false, found "yes""#),
        (#"{"overlay":1}"#, "kiosk.json:1: overlay: expected true or false, found 1"),
        (#"{"idleResetSeconds":true}"#, "kiosk.json:1: idleResetSeconds: expected a number, found true"),
        (#"{"idleResetSeconds":-5}"#, "kiosk.json:1: idleResetSeconds: expected a number of seconds ≥ 0 (0 turns the idle reset off)"),
        ("{\"hud\": true,\n \"hud\": false}", "kiosk.json:2: hud: duplicate key (also on line 1); keep one"),
        (#"{"hud": true,}"#, "kiosk.json:1: not valid JSON: a trailing comma before '}'"),
        ("[]", "kiosk.json:1: the top level must be a JSON object"),
        (#"{"healthIntervalSeconds":0.1}"#, "kiosk.json:1: healthIntervalSeconds: expected a number of seconds from 0.5 to 3600"),
        (#"{"healthFile":""}"#, "kiosk.json:1: healthFile: expected a file path"),
        (#"{"blankAfterSeconds":-1}"#, "kiosk.json:1: blankAfterSeconds: expected a number of seconds ≥ 0 (0 never blanks)"),
        (#"{"wakeTouch":"no"}"#, #"kiosk.json:1: wakeTouch: expected true or false, found "no""#),
        ("{", "kiosk.json:1: not valid JSON: expected a key in double quotes, found the end of the file"),
    ])
    func badFiles(json: String, expected: String) {
        do {
            _ = try load(json)
            Issue.record("expected \(json) to be refused")
        } catch {
            #expect("\(error)".hasSuffix("/" + expected), "\(error)")
        }
    }
}
