import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One fuzzing area: a name and a case that, given a seeded generator, exercises the
/// public API and returns a description of any broken invariant (`nil` when all hold).
struct FuzzArea: Sendable {
    let name: String
    /// Share of the campaign's cases.
    let weight: Int
    let run: @Sendable (inout FuzzRandom) throws -> String?
}

/// Runs cases with a time budget each, a hard watchdog, a memory ceiling and a crash
/// reporter that prints the area and seed of the case that trapped.
enum FuzzHarness {
    /// "area seed" of the running case, kept in memory a signal handler may read.
    nonisolated(unsafe) static var current = UnsafeMutablePointer<CChar>.allocate(capacity: 128)
    nonisolated(unsafe) static var currentLength = 0

    static func install(hardLimitSeconds: UInt32) {
        current.initialize(repeating: 0, count: 128)
        for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            signal(sig) { sig in
                FuzzHarness.report(sig == SIGALRM ? "HANG" : "CRASH")
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
        signal(SIGALRM) { _ in
            FuzzHarness.report("HANG")
            _exit(3)
        }
        hardLimit = hardLimitSeconds
    }

    nonisolated(unsafe) static var hardLimit: UInt32 = 30

    /// Writes "FUZZ CRASH in <area> seed <n>" with write(2) only (async-signal-safe).
    static func report(_ what: StaticString) {
        let prefix = "\nFUZZ \(what) in case "
        _ = prefix.withCString { write(2, $0, strlen($0)) }
        _ = write(2, current, currentLength)
        _ = write(2, "\n", 1)
    }

    static func setCurrent(_ text: String) {
        let bytes = Array(text.utf8.prefix(127))
        for (i, b) in bytes.enumerated() { current[i] = CChar(bitPattern: b) }
        currentLength = bytes.count
    }

    /// Peak resident memory in bytes.
    static var peakMemory: Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss
        #endif
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// What a campaign found, per area.
struct AreaTally {
    var cases = 0
    var refused = 0
    var invariantBreaks = 0
    var slow = 0
    var errors = 0
    var slowest = 0.0
}
