import Foundation
import Logging

/// Writes an output into a FIFO (a named pipe) without ever hanging the end of a session.
///
/// Opening a FIFO for writing blocks until a program opens it for reading, and writing blocks while the pipe is full.
/// Here the FIFO is opened without blocking and retried until a reader comes; a write that finds the pipe full waits
/// for room. Either wait gives up after `patience` seconds without progress, or at once when SIGINT, SIGTERM or
/// SIGHUP arrives (`TerminationWatch`), with an `OutputFileError` naming the FIFO: the session's other outputs are
/// written all the same.
enum FIFOOutput {
    /// Seconds a FIFO may keep the session from ending: waiting for a reader, or for a reader to take more bytes.
    static let patience = 5.0
    private static let pollMilliseconds: Int32 = 50

    static func write(_ data: Data, to fifo: String, named path: String) throws(OutputFileError) {
        try TerminationWatch.during { () throws(OutputFileError) in
            let descriptor = try openForWriting(fifo, named: path)
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, named: path)
        }
    }

    private static func openForWriting(_ fifo: String, named path: String) throws(OutputFileError) -> Int32 {
        let deadline = Date().addingTimeInterval(patience)
        var announced = false
        while true {
            let descriptor = open(fifo, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if descriptor >= 0 { return descriptor }
            guard errno == ENXIO || errno == EINTR else { throw OutputFileError(path: path, reason: String(cString: strerror(errno))) }
            if !announced {
                announced = true
                AppLogging.logger("output").notice("\(path) is a FIFO no program reads yet; waiting up to \(Int(patience)) s for one (SIGTERM or Ctrl-C stops waiting)")
            }
            try giveUpIfDue(deadline, path: path, waitingFor: "a program to open the FIFO for reading")
            poll(nil, 0, pollMilliseconds)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, named path: String) throws(OutputFileError) {
        var deadline = Date().addingTimeInterval(patience)
        var offset = 0
        let failure: OutputFileError? = data.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                    deadline = Date().addingTimeInterval(patience)
                    continue
                }
                if written < 0, errno != EAGAIN, errno != EINTR {
                    let reason = errno == EPIPE ? "the program reading the FIFO closed it before the end"
                        : String(cString: strerror(errno))
                    return OutputFileError(path: path, reason: reason)
                }
                if let failure = dueFailure(deadline, path: path, waitingFor: "the program reading the FIFO to take \(bytes.count - offset) more bytes") {
                    return failure
                }
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                poll(&ready, 1, pollMilliseconds)
            }
            return nil
        }
        if let failure { throw failure }
    }

    private static func giveUpIfDue(_ deadline: Date, path: String, waitingFor what: String) throws(OutputFileError) {
        if let failure = dueFailure(deadline, path: path, waitingFor: what) { throw failure }
    }

    /// Why the wait ends now (a termination signal, or `patience` spent), or nil when it goes on.
    private static func dueFailure(_ deadline: Date, path: String, waitingFor what: String) -> OutputFileError? {
        if TerminationWatch.requested {
            return OutputFileError(path: path, reason: "stopped waiting for \(what): a termination signal came")
        }
        if Date() >= deadline {
            return OutputFileError(path: path, reason: "gave up after \(Int(patience)) s waiting for \(what)")
        }
        return nil
    }
}
