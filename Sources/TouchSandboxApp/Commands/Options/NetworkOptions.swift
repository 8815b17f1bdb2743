import ArgumentParser

/// TUIO over UDP (`--tuio`, `--tuio-send`, `--tuio-timeout`): the cursors of a tabletop, a tracker or a phone app
/// as touches, and the app's touches sent on to any TUIO application. See docs/tuio.md.
struct NetworkOptions: ParsableArguments {
    @Option(name: .customLong("tuio"), help: ArgumentHelp(
        "Listen for TUIO 1.1 cursors and TUIO 2.0 pointers: PORT (this machine only) or HOST:PORT (0.0.0.0:3333 opens the network).",
        valueName: "[HOST:]PORT"), transform: { try UDPAddress.listening($0) })
    var listen: UDPAddress?

    @Option(name: .customLong("tuio-send"), help: ArgumentHelp("Send the touches as TUIO 1.1 to HOST:PORT.", valueName: "HOST:PORT"),
            transform: { try UDPAddress.destination($0) })
    var send: UDPAddress?

    @Option(name: .customLong("tuio-timeout"), help: "Seconds of silence after which a TUIO source's touches are lifted.")
    var silenceTimeout: Double = 1

    func validate() throws {
        guard silenceTimeout > 0, silenceTimeout.isFinite, silenceTimeout <= 3600 else {
            throw ValidationError("--tuio-timeout must be a number of seconds from 0 to 3600")
        }
    }

    var settings: NetworkSettings { NetworkSettings(listen: listen, send: send, silenceTimeout: silenceTimeout) }
}

/// Only `--tuio-send` (a replay has no live input to listen to).
struct NetworkSendOption: ParsableArguments {
    @Option(name: .customLong("tuio-send"), help: ArgumentHelp("Send the replayed touches as TUIO 1.1 to HOST:PORT (real time only).",
                                                             valueName: "HOST:PORT"),
            transform: { try UDPAddress.destination($0) })
    var send: UDPAddress?

    var settings: NetworkSettings { NetworkSettings(send: send) }
}

/// What a playback listens to and sends to over the network, as the options gave it.
struct NetworkSettings {
    var listen: UDPAddress?
    var send: UDPAddress?
    var silenceTimeout = 1.0
}
