/// The touch devices as the input knows them: each one's kind (asked of SDL once and remembered, for the translator)
/// and which are present (for the pump), with the kernel's touchscreen nodes beside them. SDL 2.26 sends no event when
/// a device comes or goes, so presence is compared on each `poll`.
struct TouchDevices {
    private var types: [TouchDeviceID: TouchDeviceType] = [:]
    private var present: Set<TouchDeviceID> = []
    private var nodes: Set<String>?

    /// The kind of `device`; an unknown answer (the device may have gone) is asked again next time.
    mutating func type(of device: TouchDeviceID, in environment: any InputEnvironment) -> TouchDeviceType {
        if let known = types[device] { return known }
        let type = environment.touchDeviceType(device)
        if type != .unknown { types[device] = type }
        return type
    }

    /// The devices that appeared and vanished since the last poll, each in id order, and the touchscreen nodes that
    /// vanished (none on the first poll).
    mutating func poll(_ environment: any InputEnvironment)
        -> (added: [TouchDeviceID], removed: [TouchDeviceID], vanishedNodes: [String]) {
        let now = Set(environment.touchDeviceIDs())
        let added = now.subtracting(present).sorted { $0.rawValue < $1.rawValue }
        let removed = present.subtracting(now).sorted { $0.rawValue < $1.rawValue }
        for device in removed { forget(device) }
        present = now
        let nodesNow = environment.touchscreenNodes()
        let vanished = nodes.map { $0.subtracting(nodesNow).sorted() } ?? []
        nodes = nodesNow
        return (added, removed, vanished)
    }

    /// Forgets the kind of a device that went (a device plugged in later may have its id).
    mutating func forget(_ device: TouchDeviceID) {
        types[device] = nil
    }
}
