import Foundation
import TouchEngine

/// Judges touch devices seen together (one recording session, or one listen): which send the same contacts as
/// another (two nodes of one panel) and which make contacts nobody made.
///
/// Duplicated: two devices whose contacts begin and end within `twinTimeWindow` of each other at the same place
/// (within `twinPlaceTolerance`), for at least `duplicateShare` of the contacts of the device with fewer. The device
/// to turn off is the one that keeps less of the panel: not udev's touchscreen when the other is, fewer slots, fewer
/// fingers at once, fewer contacts, later in the list.
///
/// Noisy: with `idle` (nobody touched), any contact; without it, contacts that never move and last under a frame,
/// or come back to one spot, when there are enough of them, or more contacts a second than people make.
public struct DeviceHealthAnalyzer: Sendable {
    public var configuration: DeviceHealthConfiguration

    public init(configuration: DeviceHealthConfiguration = DeviceHealthConfiguration()) {
        self.configuration = configuration
    }

    public func analyze(_ devices: [ObservedTouchDevice], idle: Bool) -> [DeviceHealth] {
        let sorted = devices.map { $0.contacts.sorted { ($0.start, $0.end) < ($1.start, $1.end) } }
        var best: [Int: DeviceHealth.Duplicate] = [:]
        for first in devices.indices {
            for second in devices.indices where second > first {
                let compared = min(sorted[first].count, sorted[second].count)
                guard compared >= configuration.minimumContactsToJudge else { continue }
                let twins = twinCount(sorted[first], sorted[second])
                guard Double(twins) >= configuration.duplicateShare * Double(compared) else { continue }
                let secondIsSecondary = keepRank(devices[second], second).lexicographicallyPrecedes(keepRank(devices[first], first))
                for (index, other, secondary) in [(first, second, !secondIsSecondary), (second, first, secondIsSecondary)] {
                    let finding = DeviceHealth.Duplicate(otherNumber: other + 1, twins: twins, comparedContacts: compared, isSecondary: secondary)
                    if let known = best[index], known.share >= finding.share { continue }
                    best[index] = finding
                }
            }
        }
        let spans = sorted.map { contacts in contacts.isEmpty ? 0 : contacts.map(\.end).max()! - contacts[0].start }
        let noises = devices.indices.map { noise(sorted[$0], span: spans[$0], idle: idle) }
        return devices.indices.map { index in
            // A noisy device is better off only when another device, not noisy, still gives touch.
            let othersGiveTouch = devices.indices.contains { $0 != index && noises[$0] == nil && !sorted[$0].isEmpty }
            return health(index, devices, contacts: sorted[index], span: spans[index], duplicate: best[index], noise: noises[index],
                          idle: idle, othersGiveTouch: othersGiveTouch)
        }
    }

    private func health(_ index: Int, _ devices: [ObservedTouchDevice], contacts: [DeviceContact], span: Double,
                        duplicate: DeviceHealth.Duplicate?, noise: DeviceHealth.Noise?, idle: Bool, othersGiveTouch: Bool) -> DeviceHealth {
        let device = devices[index]
        var reasons: [String] = []
        if let duplicate {
            let other = devices[duplicate.otherNumber - 1]
            reasons.append("\(duplicate.twins) of \(duplicate.comparedContacts) contacts (\(Self.percent(duplicate.share))) began and ended within "
                + "\(Self.seconds(configuration.twinTimeWindow)) of a contact of device \(duplicate.otherNumber) (\(Self.label(other))) at the same place "
                + "(within \(Self.percent(configuration.twinPlaceTolerance)) of the screen): two nodes of one panel both send")
            reasons.append(duplicate.isSecondary
                ? "device \(duplicate.otherNumber) keeps more of the panel (\(Self.strengths(other))): turn this one off"
                : "this one keeps more of the panel (\(Self.strengths(device))): keep it, turn device \(duplicate.otherNumber) off")
        }
        if let noise {
            if noise.idle {
                reasons.append("\(contacts.count) contact\(contacts.count == 1 ? "" : "s") while nobody touched (--idle): every one is a ghost")
            } else {
                if noise.flashes > 0 {
                    reasons.append("\(noise.flashes) of \(contacts.count) contacts never moved and lasted under "
                        + "\(Self.seconds(configuration.flashMaximumDuration)) (a finger stays longer)")
                }
                if noise.repeatedSpotContacts > 0 {
                    reasons.append("\(noise.repeatedSpotContacts) contacts came back to the same spot, \(configuration.repeatedSpotCount) times or more "
                        + "(within \(Self.percent(configuration.spotTolerance)) of the screen)")
                }
                if let rate = noise.contactsPerSecond, rate > configuration.plausibleContactsPerSecond {
                    reasons.append("\(Self.figure(rate)) contacts a second over \(Self.seconds(span)), more than people make "
                        + "(\(Self.figure(configuration.plausibleContactsPerSecond)))")
                }
            }
        }
        let verdict: DeviceHealth.Verdict
        switch (duplicate != nil, noise != nil) {
        case (true, true): verdict = .duplicatedAndNoisy
        case (true, false): verdict = .duplicated
        case (false, true): verdict = .noisy
        case (false, false): verdict = contacts.isEmpty ? .silent : .clean
        }
        if verdict == .silent { reasons.append(idle ? "no contact while nobody touched" : "no contact: touch it during the recording or listen to judge it") }
        if verdict == .clean {
            reasons.append("\(contacts.count) contact\(contacts.count == 1 ? "" : "s"), none doubled on another device and no sign of ghosts")
        }
        let keptHalf = duplicate.map { !$0.isSecondary } ?? false
        let turnOff = duplicate?.isSecondary == true || (noise != nil && !keptHalf && othersGiveTouch)
        if noise != nil && keptHalf {
            reasons.append("its ghosts are the panel's own (the other node is only its echo): turning it off leaves no touch; look at the cable, grounding or a charger nearby")
        } else if noise != nil && duplicate == nil && !othersGiveTouch {
            reasons.append("no other device seen gives touch without ghosts: turning this one off leaves none; look at the cable, "
                + "grounding or a charger nearby, and turn it off only if another device covers the screen")
        } else if noise != nil && duplicate == nil {
            reasons.append("another device seen gives touch without ghosts: turn this one off")
        }
        let rule = (duplicate?.isSecondary == true || noise != nil) ? DeviceIgnoreRule(for: index, among: devices) : nil
        return DeviceHealth(number: index + 1, device: device, verdict: verdict, duplicate: duplicate, noise: noise,
                            turnOff: turnOff, reasons: reasons, rule: rule, span: span)
    }

    /// How many contacts of `first` have a twin in `second` (each contact twinned at most once); both sorted by start.
    public func twinCount(_ first: [DeviceContact], _ second: [DeviceContact]) -> Int {
        var used = [Bool](repeating: false, count: second.count)
        var twins = 0
        var lower = 0
        let window = configuration.twinTimeWindow, place = configuration.twinPlaceTolerance
        for contact in first {
            while lower < second.count && second[lower].start < contact.start - window { lower += 1 }
            var candidate = lower
            while candidate < second.count && second[candidate].start <= contact.start + window {
                let other = second[candidate]
                if !used[candidate], abs(other.end - contact.end) <= window,
                   other.startPoint.distance(to: contact.startPoint) <= place, other.endPoint.distance(to: contact.endPoint) <= place {
                    used[candidate] = true
                    twins += 1
                    break
                }
                candidate += 1
            }
        }
        return twins
    }

    private func noise(_ contacts: [DeviceContact], span: Double, idle: Bool) -> DeviceHealth.Noise? {
        if idle {
            guard contacts.count > configuration.idleGhostsAllowed else { return nil }
            return DeviceHealth.Noise(idle: true, ghosts: contacts.count, flashes: 0, repeatedSpotContacts: 0, contactsPerSecond: nil)
        }
        let flash = contacts.map { !$0.unfinished && $0.duration < configuration.flashMaximumDuration && $0.travel <= configuration.stillTolerance }
        var spots: [SIMD2<Int>: Int] = [:]
        let cell = configuration.spotTolerance
        // Clamped: a start far off the panel (a device's 1e19) lands in an end cell, where it can only meet as far a one.
        let keys = contacts.map { SIMD2(Int(clamping: ($0.startPoint.x / cell).rounded(.down)), Int(clamping: ($0.startPoint.y / cell).rounded(.down))) }
        for key in keys { spots[key, default: 0] += 1 }
        let repeated = keys.map { spots[$0]! >= configuration.repeatedSpotCount }
        let ghosts = contacts.indices.filter { flash[$0] || repeated[$0] }.count
        let rate = contacts.count >= configuration.minimumContactsForRate && span > 0 ? Double(contacts.count) / span : nil
        let ghostly = ghosts >= configuration.minimumGhostContacts && Double(ghosts) >= configuration.ghostShare * Double(contacts.count)
        let frantic = rate.map { $0 > configuration.plausibleContactsPerSecond } ?? false
        guard ghostly || frantic else { return nil }
        return DeviceHealth.Noise(idle: false, ghosts: frantic ? contacts.count : ghosts, flashes: flash.filter { $0 }.count,
                                  repeatedSpotContacts: repeated.filter { $0 }.count, contactsPerSecond: rate)
    }

    /// Larger keeps more of the panel.
    private func keepRank(_ device: ObservedTouchDevice, _ index: Int) -> [Int] {
        [device.inputClasses.contains("touchscreen") ? 1 : 0, device.slotCount ?? 1, device.maximumSimultaneous,
         device.contacts.count, -index]
    }

    // MARK: - Words and figures

    static func label(_ device: ObservedTouchDevice) -> String {
        device.name.map { "\"\($0)\"" } ?? device.source
    }

    private static func strengths(_ device: ObservedTouchDevice) -> String {
        var parts: [String] = []
        if device.inputClasses.contains("touchscreen") { parts.append("udev's touchscreen") }
        if let slots = device.slotCount { parts.append("\(slots) slots") }
        parts.append("\(device.maximumSimultaneous) at once")
        parts.append("\(device.contacts.count) contacts")
        return parts.joined(separator: ", ")
    }

    static func percent(_ share: Double) -> String { figure(share * 100) + " %" }
    static func seconds(_ value: Double) -> String { figure(value) + " s" }

    /// At most three decimals, no trailing zeros.
    static func figure(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        // Checked: a span of 1e19 s (a recording's clock) is written as Swift writes the double, never converted.
        if rounded == rounded.rounded(), let whole = Int64(checking: rounded) { return String(whole) }
        guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(value)" }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
