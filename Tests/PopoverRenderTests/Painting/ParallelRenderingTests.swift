import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Drawing is deterministic under any parallelism: the same sheets drawn from many tasks
/// at once, each in its own order of formats and scales, give the same bytes every time.
@Suite struct ParallelRenderingTests {
    /// Everything the renderer draws, text included: sheets at every scale and format, a skin.
    static let jobs: [@Sendable () throws -> Data] = [
        { try GallerySheet(scale: 1).data(.png) },
        { try GallerySheet(scale: 1).data(.pdf) },
        { try GallerySheet(scale: 1).data(.svg) },
        { try diagram(scale: 2).data(.png) },
        { try diagram(scale: 1).data(.pdf) },
        { try PopoverRenderer.data(SkinRenderRequest(style: .classic, size: CGSize(width: 200, height: 120), direction: .left,
                                                     arrowOffset: -25, scale: 3, appearance: .dark), format: .png) },
    ]

    static func diagram(scale: Int) throws -> PlacementDiagram {
        try PlacementDiagram(
            request: PlacementRequest(
                anchor: CGRect(x: 960, y: 700, width: 44, height: 44), container: CGRect(x: 0, y: 0, width: 1024, height: 768),
                containerInsets: .uniform(10), contentSize: CGSize(width: 320, height: 200),
                permittedDirections: ArrowDirection.arrowed, metrics: PopoverStyle.orange.metrics
            ),
            style: .orange, scale: scale
        )
    }

    @Test func theSameSheetsFromManyTasksAtOnceAreTheSameBytes() async throws {
        let reference = try Self.jobs.map { try $0() }
        let tasks = 8
        let results = try await withThrowingTaskGroup(of: [(Int, Data)].self) { group in
            for task in 0..<tasks {
                group.addTask {
                    // Each task draws every job, starting at its own place in the list.
                    try (0..<Self.jobs.count).map { step in
                        let job = (task + step) % Self.jobs.count
                        return (job, try Self.jobs[job]())
                    }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == tasks * Self.jobs.count)
        for (job, data) in results {
            #expect(data == reference[job], "job \(job) drew other bytes in parallel")
        }
    }
}
