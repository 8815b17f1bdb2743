import TouchEngine
import TouchRecordings
import TouchScreenTesting

/// Reads the touch devices of `libinput record` and evemu recordings for `devices --from`: every device in each file
/// that reports positions, its contacts normalised to its surface (0…1) and timed on the recording's own clock, so
/// devices recorded together (one `libinput record --all` file, or evemu files of the same moment) line up.
enum RecordedTouchDevices {
    /// The devices, in the order of the files and within each file. A file refused as a whole is exit 2 naming it;
    /// malformed lines are skipped, the first listed in `skipped` and all counted in `skippedCount` (exit 2 once the
    /// report is printed, as replay does).
    static func read(_ paths: [String]) throws(InputFileError) -> (devices: [ObservedTouchDevice], skipped: [String], skippedCount: Int) {
        var devices: [ObservedTouchDevice] = []
        var skipped: [String] = []
        var skippedCount = 0
        for path in paths {
            let streams: [any RecordingStream]
            do {
                streams = try RecordingFile.openDevices(path: path, windowWidth: 1, windowHeight: 1)
            } catch {
                throw InputFileError("\(error)")
            }
            for stream in streams {
                var collector = DeviceContactCollector()
                let origin = stream.info.timeOrigin
                while let input = stream.next() {
                    guard case .pointer(var event) = input else { continue }
                    event.time += origin
                    collector.add(event)
                }
                collector.finish()
                let problems = stream.problems
                skippedCount += problems.skippedLineCount
                skipped += problems.skippedLines.map(\.description)
                if problems.skippedLineCount > problems.skippedLines.count {
                    skipped.append("\(path): … and \(problems.skippedLineCount - problems.skippedLines.count) more malformed lines")
                }
                let description = stream.info.device
                devices.append(ObservedTouchDevice(
                    name: description?.name, vendor: description?.identity?.vendor, product: description?.identity?.product,
                    node: description?.node, inputClasses: description?.udevInputClasses ?? [], source: path,
                    slotCount: description?.slotCount, contacts: collector.contacts,
                    maximumSimultaneous: collector.maximumSimultaneous))
            }
        }
        return (devices, skipped, skippedCount)
    }
}
