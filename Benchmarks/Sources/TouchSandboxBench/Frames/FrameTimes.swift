import Foundation

/// Frame times in milliseconds, on two clocks: the wall clock (what a viewer waits) and the process's CPU time
/// (every thread's, so a GPU renderer's worker threads count). On a machine shared with other work the CPU time
/// barely moves when the wall clock does, so it compares two programs more steadily.
struct FrameTimes {
    private(set) var wall: [Double] = []
    private(set) var cpu: [Double] = []

    var count: Int { wall.count }

    mutating func add(wall wallMilliseconds: Double, cpu cpuMilliseconds: Double) {
        wall.append(wallMilliseconds)
        cpu.append(cpuMilliseconds)
    }

    mutating func add(_ other: FrameTimes) {
        wall += other.wall
        cpu += other.cpu
    }

    var medianWall: Double { Self.median(wall) }
    var medianCPU: Double { Self.median(cpu) }

    /// Times `body` on both clocks and records it.
    mutating func measure(_ body: () -> Void) {
        let wallStart = Self.now(CLOCK_MONOTONIC), cpuStart = Self.now(CLOCK_PROCESS_CPUTIME_ID)
        body()
        add(wall: Self.now(CLOCK_MONOTONIC) - wallStart, cpu: Self.now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Milliseconds on `clock` (the same clocks the C floor reads).
    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
}
