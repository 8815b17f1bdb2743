import Foundation

/// This process's resident memory as the kernel counts it (`/proc/self/status`), and its peak since the last
/// `resetPeak()`: the frame benchmark reads how much memory each kind of frame takes while it draws.
enum ProcessMemory {
    /// Resident memory now, in megabytes (nil where /proc is not readable).
    static var residentMegabytes: Double? { field("VmRSS") }

    /// The most resident memory since the start or the last `resetPeak()`, in megabytes.
    static var peakMegabytes: Double? { field("VmHWM") }

    /// Starts the peak again from the memory resident now (writing 5 to /proc/self/clear_refs, Linux 4.0 and later);
    /// false when the kernel refused.
    @discardableResult
    static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    /// A "Name:   1234 kB" line of /proc/self/status, in megabytes.
    private static func field(_ name: String) -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first
            return number.flatMap { Double($0) }.map { $0 / 1024 }
        }
        return nil
    }
}
