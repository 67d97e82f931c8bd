import Foundation

/// Measures how busy the machine was with other work while the benchmarks ran (Linux only), so
/// that a run disturbed by, say, a concurrent build says so instead of silently reporting slow
/// numbers.
///
/// It compares the CPU time all processes used (`/proc/stat`, hypervisor steal included) with
/// the time this process used (`/proc/self/stat`) over the same wall-clock interval.
struct MachineLoad {
    /// Above this many cores' worth of other work, the run prints a warning.
    static let warningThreshold = 0.2

    private let start: Sample?

    /// Starts watching.
    init() {
        start = Sample.now()
    }

    /// The average number of cores other work kept busy since `init`, or nil where the `/proc`
    /// files are not available.
    func otherProcessesCores() -> Double? {
        guard let start, let end = Sample.now() else { return nil }
        let seconds = (end.wall - start.wall).nanoseconds / 1e9
        guard seconds > 0 else { return nil }
        let ticks = Double((end.allBusyTicks - start.allBusyTicks) - (end.ownTicks - start.ownTicks))
        return max(0, ticks / Double(sysconf(Int32(_SC_CLK_TCK))) / seconds)
    }

    private struct Sample {
        let wall: ContinuousClock.Instant
        /// Non-idle ticks of all CPUs together.
        let allBusyTicks: Int
        /// User and system ticks of this process.
        let ownTicks: Int

        static func now() -> Sample? {
            guard let system = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
                let cpuLine = system.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }),
                let own = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
                let commandEnd = own.lastIndex(of: ")")
            else { return nil }
            // cpu  user nice system idle iowait irq softirq steal ...
            let cpu = cpuLine.split(separator: " ").dropFirst().compactMap { Int($0) }
            // After "pid (command)": state is field 3, utime and stime are fields 14 and 15.
            let fields = own[own.index(after: commandEnd)...].split(separator: " ")
            guard cpu.count >= 8, fields.count >= 13, let user = Int(fields[11]), let system = Int(fields[12])
            else { return nil }
            let busy = cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7]
            return Sample(wall: ContinuousClock.now, allBusyTicks: busy, ownTicks: user + system)
        }
    }
}
