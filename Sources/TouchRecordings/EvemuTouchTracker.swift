import TouchEngine

/// What one contact reports, in device units.
struct EvdevContact: Equatable {
    var x: Int32
    var y: Int32
    var pressure: Int32?
    var touchMajor: Int32?
}

/// A touch event still in device units; `EvdevRecordingStream` scales it into the window.
struct EvdevTouchEvent: Equatable {
    var phase: PointerPhase
    var id: Int
    var contact: EvdevContact
    /// Microseconds, as recorded.
    var time: Int64
}

/// Turns a device's evdev events into touches, frame by frame, for each way a kernel driver may report them:
///
/// - **Protocol B** (slots): `ABS_MT_SLOT` picks a slot; `ABS_MT_TRACKING_ID` starts a touch in it (-1 lifts it);
///   positions, pressure and touch major change only when sent and persist in the slot.
/// - **Protocol A** (anonymous contacts): every frame lists every contact, each closed by `SYN_MT_REPORT`; a
///   contact absent from a frame has lifted. Contacts are followed by `ABS_MT_TRACKING_ID` when the device sends
///   it, otherwise matched to the previous frame's contacts by nearest position.
/// - **Single touch** (no multi-touch events at all): `BTN_TOUCH` with `ABS_X`/`ABS_Y` (`BTN_LEFT` on a device that
///   never sends `BTN_TOUCH`: the absolute "Mouse" interface a touch panel may expose beside its touchscreen).
///
/// Changes apply at `SYN_REPORT`, where the frame's events are emitted: lifts first (freeing their ids), then
/// moves and new touches in slot or report order. Each touch gets the smallest positive id free among the
/// touches down. A move is emitted only when something changed.
///
/// A protocol B slot that gets a tracking id but never one of the positions (a Wacom Intuos5 touch sends the second
/// finger of a two-finger double tap with a Y and no X: the kernel only sends what changed, and keeps each slot's last
/// values) is a contact all the same, at the axis' last known value in any slot, or the axis' minimum when none was
/// ever seen; each such guess is listed in `guessedPositions` for the log.
///
/// Touches still down when the recording ends stay down (`touchesDown`): a finger on the panel when the recording
/// stopped did not lift, and a stuck touch must be reported as one.
///
/// Output is drained after each event (`drainOutput`), so memory does not grow with the recording. Slot numbers
/// outside `0..<RecordingLimits.maximumSlots` are ignored (with the events sent to them, as libevdev does), and a
/// protocol A frame keeps at most `RecordingLimits.maximumContactsPerFrame` contacts.
///
/// Robustness: after `SYN_DROPPED` the events up to the next `SYN_REPORT` are discarded, along with the unfinished
/// frame before it (as libevdev does). A lost `SYN_REPORT` lets protocol B changes accumulate into the next
/// frame; a protocol B touch that began and ended inside such a merged frame is still emitted, as a down and an up.
/// Protocol A frames carry every contact, so merging two would double them: there a change of timestamp (the
/// kernel stamps all events of a frame alike) ends the previous frame, and a tracking id repeated in one frame
/// replaces its earlier report.
struct EvemuTouchTracker {
    /// How the device reports its contacts; `EvdevEventScan` tells which from the events.
    enum ReportingProtocol {
        case slots, contactReports, singleTouch
    }

    /// A position the device never sent for a contact, and what it was taken to be.
    struct GuessedPosition: Equatable {
        var slot: Int
        var trackingID: Int32
        /// "ABS_MT_POSITION_X" or "ABS_MT_POSITION_Y".
        var axis: String
        var value: Int32
        /// Whether `value` was seen in another slot (else it is the axis' minimum).
        var lastKnown: Bool
        /// Microseconds, as recorded.
        var time: Int64
    }

    let `protocol`: ReportingProtocol
    private var output: [EvdevTouchEvent] = []
    /// The guesses made so far, in order; the reader drains them with `drainGuesses`.
    private var guessedPositions: [GuessedPosition] = []
    /// The value a position axis starts at before any is seen: its minimum.
    private let axisMinimum: (x: Int32, y: Int32)
    /// The last position value any slot reported, per axis.
    private var lastKnown: (x: Int32?, y: Int32?) = (nil, nil)

    private var touches = TouchBook()
    private var dropping = false

    // Protocol B
    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var touchMajor: Int32?
        /// The touch emitted for this slot, and the tracking id it was emitted for.
        var touch: Int?
        var touchTrackingID: Int32 = -1

        var contact: EvdevContact? {
            guard let x, let y else { return nil }
            return EvdevContact(x: x, y: y, pressure: pressure, touchMajor: touchMajor)
        }
    }
    /// Indexed by slot number, as long as the highest slot used.
    private var slots: [Slot] = []
    private var slotsAtLastReport: [Slot] = []
    private var currentSlot: Int32 = 0
    /// Touches that began and ended between two reports (a lost `SYN_REPORT`).
    private var flashes: [EvdevContact] = []

    // Protocol A
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
    private var trackingIDs: [Int: Int32] = [:]

    // Single touch
    private var single = Report()
    private var singleAtLastReport = Report()
    private var buttonDown = false
    private var buttonDownAtLastReport = false
    /// `BTN_LEFT`, which the absolute "Mouse" interface of many touch panels sends instead of `BTN_TOUCH`: it counts
    /// as the contact's button only while the device has never sent `BTN_TOUCH`.
    private var leftButtonDown = false
    private var leftButtonDownAtLastReport = false
    private var sawButtonTouch = false

    init(protocol: ReportingProtocol, axisMinimum: (x: Int32, y: Int32) = (0, 0)) {
        self.protocol = `protocol`
        self.axisMinimum = axisMinimum
    }

    /// Touches down now (at the end of a recording: those it ends with).
    var touchesDown: Int { touches.active.count }

    /// Moves the positions guessed so far to the end of `guesses`.
    mutating func drainGuesses(into guesses: inout [GuessedPosition]) {
        guesses.append(contentsOf: guessedPositions)
        guessedPositions.removeAll(keepingCapacity: true)
    }

    /// Moves the touch events made so far to the end of `events`.
    mutating func drainOutput(into events: inout [EvdevTouchEvent]) {
        events.append(contentsOf: output)
        output.removeAll(keepingCapacity: true)
    }

    mutating func handle(_ event: EvdevEvent) {
        switch `protocol` {
        case .slots: handleSlots(event)
        case .contactReports: handleReports(event)
        case .singleTouch: handleSingle(event)
        }
    }

    // MARK: - Protocol B

    private mutating func handleSlots(_ event: EvdevEvent) {
        if event.type == EvdevType.synchronization {
            switch event.code {
            case EvdevCode.synReport:
                if dropping {
                    dropping = false
                } else {
                    reportSlots(at: event.time)
                }
                slotsAtLastReport = slots
            case EvdevCode.synDropped:
                slots = slotsAtLastReport
                flashes.removeAll()
                dropping = true
            default: break
            }
            return
        }
        guard event.type == EvdevType.absolute else { return }
        if event.code == EvdevCode.slot {
            currentSlot = event.value
            return
        }
        guard !dropping, (0..<Int32(RecordingLimits.maximumSlots)).contains(currentSlot) else { return }
        let index = Int(currentSlot)
        if index >= slots.count { slots.append(contentsOf: repeatElement(Slot(), count: index + 1 - slots.count)) }
        var slot = slots[index]
        switch event.code {
        case EvdevCode.trackingID:
            guard event.value != slot.trackingID else { return }
            let unreported = slot.trackingID >= 0 && (slot.touch == nil || slot.trackingID != slot.touchTrackingID)
            if unreported, flashes.count < RecordingLimits.maximumSlots {
                completePosition(of: &slot, index: index, at: event.time)
                if let contact = slot.contact { flashes.append(contact) }
            }
            slot.trackingID = max(event.value, -1)
        case EvdevCode.positionX:
            slot.x = event.value
            lastKnown.x = event.value
        case EvdevCode.positionY:
            slot.y = event.value
            lastKnown.y = event.value
        case EvdevCode.multiTouchPressure: slot.pressure = event.value
        case EvdevCode.touchMajor: slot.touchMajor = event.value
        default: return
        }
        slots[index] = slot
    }

    private mutating func reportSlots(at time: Int64) {
        let order = slots.indices
        for index in order {
            guard let touch = slots[index].touch, slots[index].trackingID != slots[index].touchTrackingID else { continue }
            output.append(touches.end(touch, at: time))
            slots[index].touch = nil
            slots[index].touchTrackingID = -1
        }
        for contact in flashes {
            let key = touches.newKey()
            output.append(touches.begin(key, contact, at: time))
            output.append(touches.end(key, at: time))
        }
        flashes.removeAll()
        for index in order {
            guard slots[index].trackingID >= 0 else { continue }
            var completed = slots[index]
            completePosition(of: &completed, index: index, at: time)
            slots[index] = completed
            let slot = completed
            guard let contact = slot.contact else { continue }
            if let touch = slot.touch {
                if let move = touches.update(touch, contact, at: time) { output.append(move) }
            } else {
                let key = touches.newKey()
                output.append(touches.begin(key, contact, at: time))
                slots[index].touch = key
                slots[index].touchTrackingID = slot.trackingID
            }
        }
    }

    /// Gives a slot with a tracking id the positions it never reported: the last value any slot reported on that axis,
    /// else the axis' minimum; the slot keeps them, as the kernel does.
    private mutating func completePosition(of slot: inout Slot, index: Int, at time: Int64) {
        if slot.x == nil {
            slot.x = lastKnown.x ?? axisMinimum.x
            guessedPositions.append(GuessedPosition(slot: index, trackingID: slot.trackingID, axis: "ABS_MT_POSITION_X",
                                                    value: slot.x!, lastKnown: lastKnown.x != nil, time: time))
        }
        if slot.y == nil {
            slot.y = lastKnown.y ?? axisMinimum.y
            guessedPositions.append(GuessedPosition(slot: index, trackingID: slot.trackingID, axis: "ABS_MT_POSITION_Y",
                                                    value: slot.y!, lastKnown: lastKnown.y != nil, time: time))
        }
    }

    // MARK: - Protocol A

    private mutating func handleReports(_ event: EvdevEvent) {
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
        let previous = touches.active.keys.sorted { touches.active[$0]!.id < touches.active[$1]!.id }
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
                let old = touches.active[key]!.contact
                for (index, contact) in contacts.enumerated() {
                    let dx = Double(contact.contact.x) - Double(old.x), dy = Double(contact.contact.y) - Double(old.y)
                    pairs.append((dx * dx + dy * dy, key, index))
                }
            }
            pairs.sort { ($0.distance, touches.active[$0.key]!.id, $0.index) < ($1.distance, touches.active[$1.key]!.id, $1.index) }
            for pair in pairs where !matched.contains(pair.key) && matchOfContact[pair.index] == nil {
                matchOfContact[pair.index] = pair.key
                matched.insert(pair.key)
            }
        }

        for key in previous where !matched.contains(key) {
            output.append(touches.end(key, at: time))
            trackingIDs[key] = nil
        }
        for (index, contact) in contacts.enumerated() {
            if let key = matchOfContact[index] {
                if let move = touches.update(key, contact.contact, at: time) { output.append(move) }
            } else {
                let key = touches.newKey()
                output.append(touches.begin(key, contact.contact, at: time))
                trackingIDs[key] = contact.trackingID
            }
        }
    }

    // MARK: - Single touch

    private mutating func handleSingle(_ event: EvdevEvent) {
        if event.type == EvdevType.synchronization {
            switch event.code {
            case EvdevCode.synReport:
                if dropping {
                    dropping = false
                } else {
                    reportSingle(at: event.time)
                }
                singleAtLastReport = single
                buttonDownAtLastReport = buttonDown
                leftButtonDownAtLastReport = leftButtonDown
            case EvdevCode.synDropped:
                single = singleAtLastReport
                buttonDown = buttonDownAtLastReport
                leftButtonDown = leftButtonDownAtLastReport
                dropping = true
            default: break
            }
            return
        }
        guard !dropping else { return }
        switch (event.type, event.code) {
        case (EvdevType.key, EvdevCode.buttonTouch):
            buttonDown = event.value != 0
            sawButtonTouch = true
        case (EvdevType.key, EvdevCode.buttonLeft): leftButtonDown = event.value != 0
        case (EvdevType.absolute, EvdevCode.x): single.x = event.value
        case (EvdevType.absolute, EvdevCode.y): single.y = event.value
        case (EvdevType.absolute, EvdevCode.pressure): single.pressure = event.value
        default: break
        }
    }

    private mutating func reportSingle(at time: Int64) {
        let key = 0
        var contact: EvdevContact?
        if sawButtonTouch ? buttonDown : leftButtonDown, let x = single.x, let y = single.y {
            contact = EvdevContact(x: x, y: y, pressure: single.pressure, touchMajor: nil)
        }
        switch (contact, touches.active[key] != nil) {
        case (let contact?, true): if let move = touches.update(key, contact, at: time) { output.append(move) }
        case (let contact?, false): output.append(touches.begin(key, contact, at: time))
        case (nil, true): output.append(touches.end(key, at: time))
        case (nil, false): break
        }
    }
}

/// The touches down, each under a private key, with the id it was given (the smallest positive id free).
private struct TouchBook {
    struct Touch {
        var id: Int
        var contact: EvdevContact
    }
    private(set) var active: [Int: Touch] = [:]
    private var ids = PointerIDPool()
    private var lastKey = 0

    mutating func newKey() -> Int {
        lastKey += 1
        return lastKey
    }

    mutating func begin(_ key: Int, _ contact: EvdevContact, at time: Int64) -> EvdevTouchEvent {
        let id = ids.take().rawValue
        active[key] = Touch(id: id, contact: contact)
        return EvdevTouchEvent(phase: .down, id: id, contact: contact, time: time)
    }

    /// A move when the contact changed, nil otherwise.
    mutating func update(_ key: Int, _ contact: EvdevContact, at time: Int64) -> EvdevTouchEvent? {
        guard let touch = active[key], touch.contact != contact else { return nil }
        active[key]!.contact = contact
        return EvdevTouchEvent(phase: .move, id: touch.id, contact: contact, time: time)
    }

    /// The touch's up at its last known position.
    mutating func end(_ key: Int, at time: Int64) -> EvdevTouchEvent {
        let touch = active.removeValue(forKey: key)!
        ids.release(PointerID(touch.id))
        return EvdevTouchEvent(phase: .up, id: touch.id, contact: touch.contact, time: time)
    }
}
