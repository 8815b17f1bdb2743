import ArgumentParser
import Foundation
import Testing
@testable import TouchSandboxApp

/// What the command line says back: each refusal names the option and what it takes, and each help its true default.
@Suite("Command line help and refusals say what is true")
struct CommandLineHelpTests {
    static func refusal<Command: ParsableArguments>(_ type: Command.Type, _ arguments: [String]) -> String? {
        do {
            _ = try type.parse(arguments)
            return nil
        } catch {
            return type.message(for: error)
        }
    }

    @Test("--speed -1 is refused as a speed, not as a missing value")
    func negativeSpeed() {
        #expect(Self.refusal(ReplayCommand.self, ["r.jsonl", "--speed", "-1"]) == "--speed must be a number more than 0, e.g. 2 or 0.5 (got -1.0)")
        #expect(Self.refusal(ReplayCommand.self, ["r.jsonl", "--speed", "0.5"]) == nil)
    }

    @Test("--tuio-timeout 0 is refused saying it must be more than 0")
    func zeroTimeout() {
        #expect(Self.refusal(NetworkOptions.self, ["--tuio-timeout", "0"]) == "--tuio-timeout must be more than 0 and at most 3600 seconds, e.g. 1 or 0.5")
        #expect(Self.refusal(NetworkOptions.self, ["--tuio-timeout", "0.5"]) == nil)
    }

    @Test("--window's help names each command's own default; replay's overview names libinput")
    func windowDefaults() {
        let flattened = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(flattened(TestScreenCommand.helpMessage()).contains("Window size, e.g. 1280x800 (default: 1280x800)"))
        #expect(flattened(CalibrateCommand.helpMessage()).contains("(default: the whole display, fullscreen)"))
        #expect(flattened(RunCommand.helpMessage()).contains("(default: the scene's size, fitted to the screen)"))
        #expect(flattened(ReplayCommand.helpMessage()).contains("libinput record YAML"))
    }

    @Test("seconds in messages stop at the microsecond: no float noise")
    func secondsText() {
        #expect(SecondsText.of(7.827450729000001) == "7.827451")
        #expect(SecondsText.of(15.269 - 1) == "14.269")
        #expect(SecondsText.of(3) == "3" && SecondsText.of(-0.0000001) == "0")
    }
}

/// The HUD lists every key the sandbox answers, F included.
@Suite struct HUDKeyLineTests {
    @Test func theKeyLineListsFullscreen() {
        #expect(HUDRenderer.keyLine(paintMode: false) == "O overlay  H hud  P paint  C clear  T tray  R reset  F fullscreen  Esc quit")
        #expect(HUDRenderer.keyLine(paintMode: true).contains("P paint (on)"))
    }
}
