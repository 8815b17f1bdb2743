/// What `devices` found about one touch device: whether it doubles another device's contacts, whether it makes
/// contacts nobody made, and whether to turn it off (with the rule that does).
public struct DeviceHealth: Equatable, Sendable {
    public enum Verdict: String, Sendable {
        /// Nothing wrong seen.
        case clean
        /// It and another device send the same contacts.
        case duplicated
        /// It makes ghost contacts.
        case noisy
        case duplicatedAndNoisy
        /// It sent no contact: nothing to judge.
        case silent
    }

    /// Another device sending the same contacts.
    public struct Duplicate: Equatable, Sendable {
        /// The other device's place in the list (1 first).
        public var otherNumber: Int
        /// Contacts of this device with a twin on the other.
        public var twins: Int
        /// The contacts of the device with fewer: the share is `twins / comparedContacts`.
        public var comparedContacts: Int
        public var share: Double { comparedContacts > 0 ? Double(twins) / Double(comparedContacts) : 0 }
        /// Whether this one is the node to turn off (the other keeps more of the panel).
        public var isSecondary: Bool

        public init(otherNumber: Int, twins: Int, comparedContacts: Int, isSecondary: Bool) {
            self.otherNumber = otherNumber
            self.twins = twins
            self.comparedContacts = comparedContacts
            self.isSecondary = isSecondary
        }
    }

    /// Signs of contacts nobody made.
    public struct Noise: Equatable, Sendable {
        /// Whether the user said nobody touched (every contact is then a ghost).
        public var idle: Bool
        /// Contacts counted as ghosts.
        public var ghosts: Int
        /// Contacts that never moved and lasted under `flashMaximumDuration`.
        public var flashes: Int
        /// Contacts at a spot hit `repeatedSpotCount` times or more.
        public var repeatedSpotContacts: Int
        /// Contacts per second over the recording, when it is judged (enough contacts).
        public var contactsPerSecond: Double?

        public init(idle: Bool, ghosts: Int, flashes: Int, repeatedSpotContacts: Int, contactsPerSecond: Double?) {
            self.idle = idle
            self.ghosts = ghosts
            self.flashes = flashes
            self.repeatedSpotContacts = repeatedSpotContacts
            self.contactsPerSecond = contactsPerSecond
        }
    }

    /// The device's place in the list (1 first).
    public var number: Int
    public var device: ObservedTouchDevice
    public var verdict: Verdict
    public var duplicate: Duplicate?
    /// Present when the device is noisy.
    public var noise: Noise?
    /// Whether the fix is to turn this device off.
    public var turnOff: Bool
    /// The verdict in plain words with its figures, one sentence each.
    public var reasons: [String]
    /// The rule that turns it off; nil for a clean or silent device and for the half of a duplicated pair to keep.
    public var rule: DeviceIgnoreRule?
    /// Seconds from its first contact's start to its last contact's end (0 without contacts).
    public var span: Double
}
