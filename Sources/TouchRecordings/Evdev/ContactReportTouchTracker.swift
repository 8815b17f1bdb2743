/// Multi-touch protocol A (anonymous contacts): every frame lists every contact, each closed by `SYN_MT_REPORT`; a
/// contact absent from a frame has lifted. Contacts are followed by `ABS_MT_TRACKING_ID` when the device sends it,
/// otherwise matched to the previous frame's contacts by nearest position.
///
/// Frames carry every contact, so merging two (a lost `SYN_REPORT`) would double them: a change of timestamp (the
/// kernel stamps all events of a frame alike) ends the previous frame, and a tracking id repeated in one frame replaces
/// its earlier report. A frame keeps at most `RecordingLimits.maximumContactsPerFrame` contacts.
struct ContactReportTouchTracker: EvdevTouchTracker {
    var book = EvdevContactBook()

    private struct Report {
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var touchMajor: Int32?
        var trackingID: Int32?
    }
    private var report = Report()
    private var frame: [(contact: EvdevContact, trackingID: Int32?)] = []
    private var frameTime: Int64?
    /// The tracking id each touch was reported with, by the touch's key.
    private var trackingIDs: [Int: Int32] = [:]
    private var dropping = false

    mutating func handle(_ event: EvdevEvent) {
        if dropping {
            if event.type == EvdevType.synchronization && event.code == EvdevCode.synReport { dropping = false }
            return
        }
        if event.type == EvdevType.synchronization {
            switch event.code {
            case EvdevCode.synMultiTouchReport:
                closeReport()
            case EvdevCode.synReport:
                closeReport()
                reportContacts(at: event.time)
            case EvdevCode.synDropped:
                report = Report()
                frame.removeAll()
                frameTime = nil
                dropping = true
            default: break
            }
            return
        }
        if let frameTime, event.time != frameTime, !frame.isEmpty, report.x == nil && report.y == nil {
            reportContacts(at: frameTime)  // its SYN_REPORT was lost
        }
        if frameTime == nil { frameTime = event.time }
        guard event.type == EvdevType.absolute else { return }
        switch event.code {
        case EvdevCode.positionX: report.x = event.value
        case EvdevCode.positionY: report.y = event.value
        case EvdevCode.multiTouchPressure: report.pressure = event.value
        case EvdevCode.touchMajor: report.touchMajor = event.value
        case EvdevCode.trackingID: report.trackingID = event.value
        default: break
        }
    }

    private mutating func closeReport() {
        defer { report = Report() }
        guard let x = report.x, let y = report.y else { return }
        let contact = EvdevContact(x: x, y: y, pressure: report.pressure, touchMajor: report.touchMajor)
        if let id = report.trackingID, let earlier = frame.firstIndex(where: { $0.trackingID == id }) {
            frame[earlier].contact = contact
        } else if frame.count < RecordingLimits.maximumContactsPerFrame {
            frame.append((contact, report.trackingID))
        }
    }

    private mutating func reportContacts(at time: Int64) {
        let contacts = frame
        frame.removeAll()
        frameTime = nil
        let previous = book.keysInIDOrder
        var matchOfContact = [Int?](repeating: nil, count: contacts.count)
        var matched = Set<Int>()

        let followedByID = contacts.allSatisfy { $0.trackingID != nil } && previous.allSatisfy { trackingIDs[$0] != nil }
        if followedByID {
            for (index, contact) in contacts.enumerated() {
                if let key = previous.first(where: { trackingIDs[$0] == contact.trackingID && !matched.contains($0) }) {
                    matchOfContact[index] = key
                    matched.insert(key)
                }
            }
        } else {
            var pairs: [(distance: Double, key: Int, index: Int)] = []
            for key in previous {
                let old = book.active[key]!.contact
                for (index, contact) in contacts.enumerated() {
                    let dx = Double(contact.contact.x) - Double(old.x), dy = Double(contact.contact.y) - Double(old.y)
                    pairs.append((dx * dx + dy * dy, key, index))
                }
            }
            pairs.sort { ($0.distance, book.active[$0.key]!.id, $0.index) < ($1.distance, book.active[$1.key]!.id, $1.index) }
            for pair in pairs where !matched.contains(pair.key) && matchOfContact[pair.index] == nil {
                matchOfContact[pair.index] = pair.key
                matched.insert(pair.key)
            }
        }

        for key in previous where !matched.contains(key) {
            book.end(key, at: time)
            trackingIDs[key] = nil
        }
        for (index, contact) in contacts.enumerated() {
            if let key = matchOfContact[index] {
                book.update(key, contact.contact, at: time)
            } else {
                let key = book.newKey()
                book.begin(key, contact.contact, at: time)
                trackingIDs[key] = contact.trackingID
            }
        }
    }
}
