import Foundation
import PopoverCore
import PopoverRender

// popoverkit-fuzz: drives the public API with random and hostile input from a seed and
// checks that nothing traps, hangs or grows without bound, and that every invariant holds.
//
//   swift run -c release popoverkit-fuzz --cases 1000000            # the long campaign
//   swift run popoverkit-fuzz --cases 3000 --seed 1                  # CI's short one
//   swift run popoverkit-fuzz --area placement --replay 123456       # one case again
//
// Options: --seed N (first seed, default 1), --cases N (total, shared by area weight),
// --area NAME (only that area; repeatable), --budget SECONDS (per case, default 10),
// --hard-limit SECONDS (watchdog, default 60), --memory MB (peak ceiling, default 2048),
// --replay SEED (run that one case of each chosen area and print its result).
// Exit status: 0 when every case held, 1 on failures, 2 on bad arguments; a trap or a
// case past the hard limit prints "FUZZ CRASH|HANG in case AREA seed N" and dies.

let areas: [FuzzArea] = [
    PlacementFuzz.area, LayoutFuzz.layoutArea, LayoutFuzz.outlineArea, StyleFuzz.area,
    ImageFuzz.pngArea, RenderFuzz.area, ImageFuzz.composeArea, CatalogFuzz.area, ArrowInBackgroundFuzz.area, ArrowInBackgroundFuzz.readArea, TipFuzz.area, MenuFuzz.area,
]

struct FuzzOptions {
    var seed: UInt64 = 1
    var cases = 10_000
    var only: [String] = []
    var budget = 10.0
    var hardLimit: UInt32 = 60
    var memoryMB = 2048
    var replay: UInt64?
}

/// One line on stdout, unbuffered: lines are out even when a later case traps.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("popoverkit-fuzz: \(message)\n".utf8))
    exit(2)
}

func parse<T>(_ value: T?, _ message: String) -> T {
    guard let value else { fail(message) }
    return value
}

func parseOptions() -> FuzzOptions {
    var options = FuzzOptions()
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        let value = { parse(arguments.next(), "\(argument) needs a value") }
        switch argument {
        case "--seed": options.seed = parse(UInt64(value()), "--seed: a whole number")
        case "--cases": options.cases = parse(Int(value()).flatMap { $0 > 0 ? $0 : nil }, "--cases: a positive whole number")
        case "--area":
            let name = value()
            guard areas.contains(where: { $0.name == name }) else { fail("--area: one of \(areas.map(\.name).joined(separator: ", "))") }
            options.only.append(name)
        case "--budget": options.budget = parse(Double(value()).flatMap { $0 > 0 ? $0 : nil }, "--budget: seconds > 0")
        case "--hard-limit": options.hardLimit = parse(UInt32(value()), "--hard-limit: whole seconds")
        case "--memory": options.memoryMB = parse(Int(value()), "--memory: megabytes")
        case "--replay": options.replay = parse(UInt64(value()), "--replay: a seed")
        case "-h", "--help":
            say("usage: popoverkit-fuzz [--seed N] [--cases N] [--area NAME]... [--budget S] [--hard-limit S] [--memory MB] [--replay SEED]")
            say("areas: \(areas.map(\.name).joined(separator: ", "))")
            exit(0)
        default: fail("unknown argument \(argument)")
        }
    }
    return options
}

let options = parseOptions()
let chosen = options.only.isEmpty ? areas : areas.filter { options.only.contains($0.name) }
FuzzHarness.install(hardLimitSeconds: options.hardLimit)
defer { CatalogFuzz.cleanUp() }

/// Seeds are `area index << 48 | case number + first seed`, so each area's cases are
/// independent of the others' counts and replayable with `--area NAME --replay SEED`.
func seed(area index: Int, case n: Int) -> UInt64 { UInt64(index) << 48 | (options.seed &+ UInt64(n)) }

func runCase(_ area: FuzzArea, seed: UInt64, tally: inout AreaTally) -> String? {
    FuzzHarness.setCurrent("\(area.name) seed \(seed)")
    alarm(options.hardLimit)
    var random = FuzzRandom(seed: seed)
    let start = FuzzHarness.now()
    let outcome: String?
    do {
        outcome = try area.run(&random)
    } catch {
        outcome = "unexpected error \(type(of: error)): \(error)"
    }
    let elapsed = FuzzHarness.now() - start
    alarm(0)
    tally.cases += 1
    tally.slowest = max(tally.slowest, elapsed)
    if outcome == FuzzOutcome.refused { tally.refused += 1; return nil }
    if let outcome {
        if outcome.hasPrefix("unexpected error") { tally.errors += 1 } else { tally.invariantBreaks += 1 }
        return outcome
    }
    if elapsed > options.budget {
        tally.slow += 1
        return "took \(String(format: "%.1f", elapsed)) s, over the \(options.budget) s budget"
    }
    return nil
}

if let replay = options.replay {
    for area in chosen {
        var tally = AreaTally()
        say("\(area.name) seed \(replay): \(runCase(area, seed: replay, tally: &tally) ?? (tally.refused > 0 ? "refused (fine)" : "held"))")
    }
    exit(0)
}

let totalWeight = chosen.reduce(0) { $0 + $1.weight }
var failures = 0
let memoryLimit = options.memoryMB << 20
let campaignStart = FuzzHarness.now()
say("popoverkit-fuzz: \(options.cases) cases from seed \(options.seed), \(options.budget) s budget a case, \(options.memoryMB) MB ceiling")
say("area        cases   refused  inv.breaks  errors  slow  slowest (s)")
for area in chosen {
    let index = areas.firstIndex { $0.name == area.name }!
    let count = max(1, options.cases * area.weight / totalWeight)
    var tally = AreaTally()
    var memoryReported = false
    for n in 0..<count {
        let s = seed(area: index, case: n)
        if let problem = runCase(area, seed: s, tally: &tally) {
            failures += 1
            if failures <= 20 { say("FAIL \(area.name) seed \(s): \(problem.prefix(600))") }
        }
        if !memoryReported, FuzzHarness.peakMemory > memoryLimit {
            memoryReported = true
            failures += 1
            say("FAIL \(area.name) seed \(s): peak memory \(FuzzHarness.peakMemory >> 20) MB over the \(options.memoryMB) MB ceiling")
        }
    }
    say(area.name.padding(toLength: 10, withPad: " ", startingAt: 0)
        + String(format: "%7d %9d %11d %7d %5d %12.3f", tally.cases, tally.refused, tally.invariantBreaks, tally.errors, tally.slow, tally.slowest))
}
say(String(format: "done in %.1f s, peak memory %d MB, %d failures", FuzzHarness.now() - campaignStart, FuzzHarness.peakMemory >> 20, failures))
CatalogFuzz.cleanUp()
exit(failures == 0 ? 0 : 1)
