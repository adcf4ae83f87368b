import Foundation

/// Runs the built `popoverkit` binary as a user would and captures what it prints.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary SwiftPM built next to this test bundle.
    static let executable: URL = {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return directory.appendingPathComponent("popoverkit")
    }()

    /// Runs the binary with `arguments`, in `directory` if one is given (so that relative paths,
    /// and the paths the command prints, are the same on every machine); `environment` adds to
    /// (or replaces) this process's variables. With `memoryLimit` (bytes), the binary runs
    /// under `ulimit -v`: an allocation past it fails, so a test can assert that a command
    /// refuses hostile input without taking more (the rule: under 200 MB).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], memoryLimit: Int? = nil) throws -> Result {
        let process = Process()
        if let memoryLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memoryLimit / 1024) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drain at once: read one after the other, a child that fills the second
        // pipe's buffer (64 KiB) while the first is still open would wait forever.
        let stderrReader = PipeReader(err)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = stderrReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe delivered, once its writer has closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
