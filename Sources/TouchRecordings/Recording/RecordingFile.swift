/// The one entry point for replay: opens a recording of any format, chosen by its first line (see
/// `RecordingFormat.sniff`), as a stream that hands out events as they are read.
///
/// ```swift
/// let stream: any RecordingStream = try RecordingFile.open(path: "Panel X.2-finger-scroll.events", device: nil,
///                                                           windowWidth: 1280, windowHeight: 800)
/// print(stream.info.device?.widthMillimetres as Any)   // from "Panel X.desc" beside it
/// while let input = stream.next() { ... }
/// if stream.problems.hasSkippedLines { exit(2) }
/// ```
public enum RecordingFile {
    /// Opens a recording for streaming. Throws only when the file is refused as a whole: missing, unreadable, not
    /// a regular file, empty, foreign, a format 1 file with a bad header, a libinput recording without a touch
    /// device, or a `device` file that cannot be read or declares no position axes.
    ///
    /// `device` is a device description (evemu `.desc` text) for an evemu recording that has none of its own; when
    /// nil, the `.desc` file beside the recording is looked for. `windowWidth` × `windowHeight` is the window evemu
    /// and libinput positions are scaled into (at least 1 × 1); format 1 files carry their own.
    public static func open(
        path: String, device: String? = nil, windowWidth: Int, windowHeight: Int
    ) throws(RecordingError) -> any RecordingStream {
        try stream(RecordingLineSource(path: path), device: device, eventsPath: path,
                   windowWidth: windowWidth, windowHeight: windowHeight)
    }

    /// Reads a recording already in memory; `name` stands for the file in messages. No `.desc` file is looked for.
    public static func read(
        bytes: [UInt8], name: String, device: String? = nil, windowWidth: Int, windowHeight: Int
    ) throws(RecordingError) -> any RecordingStream {
        try stream(RecordingLineSource(bytes: bytes, name: name), device: device, eventsPath: nil,
                   windowWidth: windowWidth, windowHeight: windowHeight)
    }

    /// Opens every device of a device recording that reports positions, each as its own stream, in file order: the
    /// devices of a libinput record file (one, or several from `libinput record --all` or several nodes), or the one
    /// device of an evemu file. Throws when the file is refused as a whole (as `open`), when a libinput device
    /// description cannot be read, and for format 1, which holds one window's pointer events and no device.
    public static func openDevices(
        path: String, windowWidth: Int, windowHeight: Int
    ) throws(RecordingError) -> [any RecordingStream] {
        let source = try RecordingLineSource(path: path)
        let format = try RecordingFormat.sniff(source)
        let width = max(windowWidth, 1), height = max(windowHeight, 1)
        switch format {
        case .jsonLines:
            throw RecordingError(file: path, message: "a touch-sandbox recording holds one window's pointer events, not a device's: "
                + "record the device with libinput record or evemu-record")
        case .evemu:
            return [try stream(source.reopened(), device: nil, eventsPath: path, windowWidth: width, windowHeight: height)]
        case .libinput:
            let blocks = try LibinputEventSource.positionedDevices(source.reopened())
            guard !blocks.isEmpty else {
                throw RecordingError(file: path, message: "no device in this libinput recording reports positions (ABS_MT_POSITION_X or ABS_X)")
            }
            var streams: [any RecordingStream] = []
            for block in blocks {
                streams.append(try EvdevRecordingStream(
                    format: .libinput, file: path, deviceFile: nil, besideOf: nil, windowWidth: width, windowHeight: height
                ) { (problems: inout RecordingProblems) throws(RecordingError) -> EvdevEventSource in
                    try LibinputEventSource(lines: source.reopened(), choice: .block(block), problems: &problems)
                })
            }
            return streams
        }
    }

    private static func stream(
        _ source: RecordingLineSource, device: String?, eventsPath: String?, windowWidth: Int, windowHeight: Int
    ) throws(RecordingError) -> any RecordingStream {
        let format = try RecordingFormat.sniff(source)
        let width = max(windowWidth, 1), height = max(windowHeight, 1)
        switch format {
        case .jsonLines:
            let reader = try JSONLinesReader(source: source.reopened())
            if let device { reader.noteUnusedDevice(device) }
            return reader
        case .evemu:
            return try EvdevRecordingStream(
                format: .evemu, file: source.name, deviceFile: device, besideOf: eventsPath,
                windowWidth: width, windowHeight: height
            ) { (problems: inout RecordingProblems) throws(RecordingError) -> EvdevEventSource in
                EvemuEventSource(lines: try source.reopened(), problems: &problems)
            }
        case .libinput:
            return try EvdevRecordingStream(
                format: .libinput, file: source.name, deviceFile: device, besideOf: nil,
                windowWidth: width, windowHeight: height
            ) { (problems: inout RecordingProblems) throws(RecordingError) -> EvdevEventSource in
                try LibinputEventSource(lines: source.reopened(), problems: &problems)
            }
        }
    }
}
