/// Single touch (no multi-touch events at all): `BTN_TOUCH` with `ABS_X`/`ABS_Y`, or `BTN_LEFT` on a device that
/// never sends `BTN_TOUCH` (the absolute "Mouse" interface a touch panel may expose beside its touchscreen). One touch,
/// down while the button is held and a position is known.
struct SingleTouchTracker: EvdevTouchTracker {
    var book = EvdevContactBook()

    private struct Report {
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
    }
    private var single = Report()
    private var singleAtLastReport = Report()
    private var buttonDown = false
    private var buttonDownAtLastReport = false
    /// `BTN_LEFT`: the contact's button only while the device has never sent `BTN_TOUCH`.
    private var leftButtonDown = false
    private var leftButtonDownAtLastReport = false
    private var sawButtonTouch = false
    private var dropping = false
    /// The one touch's key in the book.
    private static let key = 0

    mutating func handle(_ event: EvdevEvent) {
        if event.type == EvdevType.synchronization {
            switch event.code {
            case EvdevCode.synReport:
                if dropping {
                    dropping = false
                } else {
                    report(at: event.time)
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

    private mutating func report(at time: Int64) {
        var contact: EvdevContact?
        if sawButtonTouch ? buttonDown : leftButtonDown, let x = single.x, let y = single.y {
            contact = EvdevContact(x: x, y: y, pressure: single.pressure, touchMajor: nil)
        }
        switch (contact, book.active[Self.key] != nil) {
        case (let contact?, true): book.update(Self.key, contact, at: time)
        case (let contact?, false): book.begin(Self.key, contact, at: time)
        case (nil, true): book.end(Self.key, at: time)
        case (nil, false): break
        }
    }
}
