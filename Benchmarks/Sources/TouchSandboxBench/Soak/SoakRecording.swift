import Foundation
import TouchEngine
import TouchRecipes
import TouchFiles
import TouchSandboxApp

/// The generated inputs of `Scripts/soak`: a kiosk scene, a kiosk configuration and a recording of visitors
/// playing every recipe (`KioskVisitor`), written into a folder by `touch-sandbox-bench generate`, with the state the replay
/// must end in (`expected-state.json`, environment "none").
///
/// - `soak`: visits back to back until `events` pointer events are written, each followed by 25 s without a touch,
///   so the kiosk's idle reset (20 s) restores the scene before the next visitor; exit holds start and are given up.
/// - `week`: a kiosk's `days` days: open from 9:00 to 18:00, a visitor every 3 to 6 minutes (the idle reset, 120 s,
///   comes between them), closed at night. `days.tsv` gives the byte offset, event count and time at each day's
///   first line (and a last row `end`), so a soak script can tell from how far the replay has read which simulated
///   day it is in.
struct SoakRecording {
    enum Plan: String, CaseIterable {
        case soak, week
    }

    var plan: Plan
    var events = 10_000_000
    var days = 7
    var seed: UInt64 = 15

    /// What was written, for the generator's summary.
    struct Summary: CustomStringConvertible {
        var plan: Plan
        var events = 0
        var visits = 0
        var recordingSeconds = 0.0
        var played: [String: Int] = [:]

        var description: String {
            "scene.json, kiosk.json, recording.jsonl\(plan == .week ? ", days.tsv" : ""), expected-state.json: \(events) events, "
                + "\(visits) visits over \(String(format: "%.1f", recordingSeconds / 3600)) h of recording"
        }
    }

    func write(into folder: String) throws -> Summary {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func file(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        try GeneratedScene.kiosk().write(to: file("scene.json"))
        let idleReset = plan == .soak ? 20 : 120
        let configuration = "{\"scene\": \"scene.json\", \"idleResetSeconds\": \(idleReset), "
            + "\"exitGesture\": {\"fingers\": 5, \"holdSeconds\": 3, \"slop\": 30}, \"overlay\": true}\n"
        try AtomicFileWriter().write(Data(configuration.utf8), to: file("kiosk.json"))
        let kiosk = try ScriptedKiosk(scene: file("scene.json"), kiosk: try KioskConfiguration.load(path: file("kiosk.json")),
                                      recording: file("recording.jsonl"))
        var visitor = KioskVisitor(seed: seed)
        guard let arrival = visitor.emptyPoint(kiosk) else { throw RuntimeFailure("the generated scene has no empty canvas") }
        var summary = Summary(plan: plan)
        switch plan {
        case .soak:
            while kiosk.events < events {
                try visitor.visit(arrival: arrival, actions: 20, kiosk)
                summary.visits += 1
                kiosk.wait(25)
            }
        case .week:
            var dayStarts: [String] = ["day\tbyte\tevent\tseconds"]
            for day in 0..<days {
                let opening = Double(day) * 86_400 + 9 * 3600, closing = opening + 9 * 3600
                kiosk.wait(max(0, opening - kiosk.time))
                dayStarts.append("\(day + 1)\t\(kiosk.bytesWritten)\t\(kiosk.events)\t\(kiosk.time)")
                while kiosk.time < closing {
                    try visitor.visit(arrival: arrival, actions: Int.random(in: 20...60, using: &visitor.random), kiosk)
                    summary.visits += 1
                    kiosk.wait(Double.random(in: 180...360, using: &visitor.random))
                }
            }
            dayStarts.append("end\t\(kiosk.bytesWritten)\t\(kiosk.events)\t\(kiosk.time)")
            try AtomicFileWriter().write(Data((dayStarts.joined(separator: "\n") + "\n").utf8), to: file("days.tsv"))
        }
        try kiosk.finish()
        // What the replay must end with: the session settled as a finished replay settles it.
        kiosk.mode.settle()
        let scene = kiosk.sandbox.scene
        var expected = StateDocument(sandbox: kiosk.sandbox, window: (Int(scene.width), Int(scene.height)),
                                     environment: StateDocument.Environment(videoDriver: "none", renderer: "none"))
        expected.kiosk = kiosk.mode.kioskActivity
        try AtomicFileWriter().write(try expected.jsonData(), to: file("expected-state.json"))
        summary.events = kiosk.events
        summary.recordingSeconds = kiosk.time
        summary.played = visitor.played
        return summary
    }
}
