import Foundation
#if os(Linux)
import Glibc
#endif

/// Counts heap allocations (every `malloc`, `calloc`, `realloc` and aligned allocation,
/// Swift's and Cairo's alike). On Linux the benchmark compiles a tiny interposing
/// library with the system C compiler and runs itself again with it preloaded; without
/// a C compiler, counts read "n/a".
enum MallocCounter {
    private typealias Count = @convention(c) () -> Int

    private static let counter: Count? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "popoverkit_malloc_count") else { return nil }
        return unsafeBitCast(symbol, to: Count.self)
    }()

    /// Whether allocations are being counted.
    static var isAvailable: Bool { counter != nil }

    /// Allocations so far.
    static var count: Int { counter?() ?? 0 }

    /// Runs the benchmark again with the counting library preloaded, once.
    static func relaunchWithCounting() {
        #if os(Linux)
        let environment = ProcessInfo.processInfo.environment
        guard environment["POPOVERKIT_BENCH_COUNTING"] == nil else { return }
        setenv("POPOVERKIT_BENCH_COUNTING", "1", 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("popoverkit-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("count.c"), library = directory.appendingPathComponent("libcount.so")
        guard (try? Data(interposer.utf8).write(to: source)) != nil else { return }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-O2", "-shared", "-fPIC", "-o", library.path, source.path]
        compiler.standardError = FileHandle.nullDevice
        guard (try? compiler.run()) != nil else { return }
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else { return }
        setenv("LD_PRELOAD", library.path, 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        #endif
    }

    /// Stands in for glibc's allocation functions and forwards to its own entry points.
    private static let interposer = """
        #include <stddef.h>
        #include <errno.h>
        extern void *__libc_malloc(size_t);
        extern void *__libc_calloc(size_t, size_t);
        extern void *__libc_realloc(void *, size_t);
        extern void *__libc_memalign(size_t, size_t);
        static long count;
        void *malloc(size_t n) { count++; return __libc_malloc(n); }
        void *calloc(size_t a, size_t b) { count++; return __libc_calloc(a, b); }
        void *realloc(void *p, size_t n) { count++; return __libc_realloc(p, n); }
        void *memalign(size_t a, size_t n) { count++; return __libc_memalign(a, n); }
        void *aligned_alloc(size_t a, size_t n) { count++; return __libc_memalign(a, n); }
        int posix_memalign(void **r, size_t a, size_t n) {
            count++;
            void *p = __libc_memalign(a, n);
            if (!p) return ENOMEM;
            *r = p;
            return 0;
        }
        long popoverkit_malloc_count(void) { return count; }
        """
}
