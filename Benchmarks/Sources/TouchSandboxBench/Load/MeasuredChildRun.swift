import Foundation
import TouchSandboxApp

/// Runs a program to its end as a child process and reports what the kernel measured (`wait4`'s rusage): wall
/// time, CPU time and peak resident memory. Its output goes to a log file, so a chatty child never blocks.
struct MeasuredChildRun {
    var status: Int32
    var wallSeconds: Double
    /// User plus system CPU time.
    var cpuSeconds: Double
    /// The child's peak resident set size, in bytes.
    var peakResidentBytes: Int

    /// Starts `executable` with `arguments`, its stdout and stderr appended to `log`, and waits for it.
    static func run(_ executable: String, _ arguments: [String], log: String) throws -> MeasuredChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw RuntimeFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw RuntimeFailure("cannot wait for \(executable): \(String(cString: strerror(errno)))") }
        }
        let wall = clock.now - start
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // WIFEXITED / WEXITSTATUS, spelled out (the macros do not import): a signal shows as 128 + its number.
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return MeasuredChildRun(
            status: exitStatus, wallSeconds: wall.seconds, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            peakResidentBytes: usage.ru_maxrss * 1024)
    }
}
