import ArgumentParser
import TouchTUIO

/// TUIO over UDP (`--tuio`, `--tuio-send`, `--tuio-timeout`): the cursors of a tabletop, a tracker or a phone app
/// as touches, and the app's touches sent on to any TUIO application. See docs/tuio.md.
struct NetworkOptions: ParsableArguments {
    @Option(name: .customLong("tuio"), help: ArgumentHelp(
        "Listen for TUIO 1.1 cursors and TUIO 2.0 pointers: PORT (this machine only) or HOST:PORT (0.0.0.0:3333 opens the network).",
        valueName: "[HOST:]PORT"), transform: { try UDPAddress.listening($0) })
    var listen: UDPAddress?

    @Option(name: .customLong("tuio-send"), help: ArgumentHelp("Send the touches as TUIO (1.1 unless --tuio-version 2) to HOST:PORT.",
                                                             valueName: "HOST:PORT"),
            transform: { try UDPAddress.destination($0) })
    var send: UDPAddress?

    @OptionGroup var version: TUIOVersionOption

    @Option(name: .customLong("tuio-timeout"), help: "Seconds of silence after which a TUIO source's touches are lifted.")
    var silenceTimeout: Double = 1

    func validate() throws {
        guard silenceTimeout > 0, silenceTimeout.isFinite, silenceTimeout <= 3600 else {
            throw ValidationError("--tuio-timeout must be more than 0 and at most 3600 seconds, e.g. 1 or 0.5")
        }
        try version.validate(sending: send != nil)
    }

    var settings: NetworkSettings {
        NetworkSettings(listen: listen, send: send, sendVersion: version.version, silenceTimeout: silenceTimeout)
    }
}

/// Only `--tuio-send` (a replay has no live input to listen to).
struct NetworkSendOption: ParsableArguments {
    @Option(name: .customLong("tuio-send"), help: ArgumentHelp("Send the replayed touches as TUIO (1.1 unless --tuio-version 2) to HOST:PORT (real time only).",
                                                             valueName: "HOST:PORT"),
            transform: { try UDPAddress.destination($0) })
    var send: UDPAddress?

    @OptionGroup var version: TUIOVersionOption

    func validate() throws { try version.validate(sending: send != nil) }

    var settings: NetworkSettings { NetworkSettings(send: send, sendVersion: version.version) }
}

/// `--tuio-version 1|2`: what `--tuio-send` speaks (receiving takes both on one port).
struct TUIOVersionOption: ParsableArguments {
    @Option(name: .customLong("tuio-version"), help: ArgumentHelp("The TUIO version --tuio-send speaks: 1 (TUIO 1.1, the default) or 2 (TUIO 2.0).",
                                                                valueName: "1|2"),
            transform: { text in
                guard let number = Int(text), let version = TUIOVersion(rawValue: number) else {
                    throw ValidationError("--tuio-version must be 1 or 2, not \"\(text)\"")
                }
                return version
            })
    var explicit: TUIOVersion?

    var version: TUIOVersion { explicit ?? .tuio11 }

    /// Refuses `--tuio-version` without `--tuio-send`: there would be nothing for it to change.
    func validate(sending: Bool) throws {
        if explicit != nil && !sending { throw ValidationError("--tuio-version needs --tuio-send (it picks what is sent; --tuio takes both versions)") }
    }
}

/// What a playback listens to and sends to over the network, as the options gave it.
struct NetworkSettings {
    var listen: UDPAddress?
    var send: UDPAddress?
    var sendVersion = TUIOVersion.tuio11
    var silenceTimeout = 1.0
}
