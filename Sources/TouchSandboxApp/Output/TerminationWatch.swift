import Foundation
import Synchronization

/// Set by `recordTermination` when SIGINT, SIGTERM or SIGHUP arrives while outputs are written; never cleared, so
/// once the user asked twice to stop, no later output waits either.
private let terminationRequested = Atomic<Bool>(false)

/// The handler `TerminationWatch` installs: only an atomic store, which is safe in a signal handler.
private func recordTermination(_ signal: Int32) {
    terminationRequested.store(true, ordering: .relaxed)
}

/// Lets a wait at the end of a session (a FIFO no program reads yet) be cut short by SIGINT, SIGTERM or SIGHUP.
///
/// While a session runs, SDL turns those signals into a quit event; but the outputs are written after the event
/// loop, where SDL's handler only sets a flag nobody reads, and a blocking `open` of a FIFO would be restarted
/// after it for ever. Inside `during`, the three signals only set `requested` (without `SA_RESTART`, so a blocking
/// call returns `EINTR`), and the handlers found before are put back afterwards.
enum TerminationWatch {
    /// Whether a termination signal arrived inside `during` (now or in an earlier call).
    static var requested: Bool { terminationRequested.load(ordering: .relaxed) }

    static func during<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        let signals = [SIGINT, SIGTERM, SIGHUP]
        var action = sigaction.init()
        action.__sigaction_handler.sa_handler = recordTermination
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous: [sigaction] = []
        for signal in signals {
            var old = sigaction.init()
            sigaction(signal, &action, &old)
            previous.append(old)
        }
        defer {
            for (index, signal) in signals.enumerated() { sigaction(signal, &previous[index], nil) }
        }
        return try body()
    }
}
