import TouchEngine

/// The touches of one live session, normalised once for every source that feeds it: SDL's fingers, mouse button and
/// pinned fingers (through the `EventTranslator`) and TUIO's cursors. It is the session's `TouchStreamNormalizer`,
/// shared by reference: each source names its contacts in its own numbering (`Source`), and the stream gives them the
/// session's ids (the smallest free positive id, so pointers from different sources never share one), ends a contact
/// that goes down again, and refuses strays. Used from the thread that runs the playback.
public final class SessionTouchStream {
    /// The numbering a contact's key belongs to (`ContactKey.source`).
    public enum Source: Int, Sendable {
        /// SDL's fingers: device and finger id.
        case fingers = 1
        /// The left mouse button.
        case mouseButton
        /// Virtual fingers pinned with the mouse (`MousePin`), by pin number.
        case pins
        /// TUIO cursors, by the receiver's pointer id.
        case tuio
    }

    public private(set) var normalizer = TouchStreamNormalizer(configuration: .init(identifiers: .session))

    public init() {}

    /// The key of a contact numbered `contact` on `device` in `source`.
    public static func key(_ source: Source, device: Int64 = 0, contact: Int64 = 0) -> ContactKey {
        ContactKey(source: source.rawValue, device: device, contact: contact)
    }

    /// The contacts down, in the order they went down.
    public var contacts: [TouchStreamNormalizer.Contact] { normalizer.contacts }

    /// What the stream counted: contacts, and the events it refused or repaired.
    public var counts: TouchStreamCounts { normalizer.counts }

    /// The contact down under `key`, nil when none is.
    public func contact(for key: ContactKey) -> TouchStreamNormalizer.Contact? { normalizer.contact(for: key) }

    /// Normalises one event of the contact `key` (its id is ignored: the stream gives the session's).
    public func normalize(_ event: PointerEvent, key: ContactKey) -> NormalizedInput {
        normalizer.normalize(event, key: key)
    }

    /// Cancels the contacts of the `sources` given (all of them when nil) whose device is `device` (any when nil), in
    /// id order, at their last known positions; returns the cancel events.
    public func cancel(from sources: Set<Source>? = nil, device: Int64? = nil, at time: Double) -> [PointerEvent] {
        normalizer.cancel(where: { contact in
            (sources.map { $0.contains { $0.rawValue == contact.key.source } } ?? true)
                && (device.map { $0 == contact.key.device } ?? true)
        }, at: time)
    }
}

extension NormalizedInput {
    /// The events to apply, in order: the end of the earlier contact of a repeated down, then the event itself.
    public var events: [PointerEvent] {
        switch (ended, event) {
        case (let ended?, let event?): [ended, event]
        case (nil, let event?): [event]
        case (let ended?, nil): [ended]
        case (nil, nil): []
        }
    }
}
