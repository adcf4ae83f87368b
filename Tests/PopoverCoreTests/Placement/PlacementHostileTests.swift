import Foundation
import Testing
@testable import PopoverCore
import PopoverInvariantChecks

/// Regression tests from issue 11's hostile inputs: each once trapped, returned NaN or
/// broke an invariant without a flag.
@Suite struct PlacementHostileTests {
    /// Huge but finite numbers once trapped in `CGRect.intersection` (via
    /// `placeWithoutArrow`): `inf - inf` made a NaN range bound. Now refused, naming the field.
    @Test func hugeFiniteNumbersWithoutArrowAreRefusedNotTrapped() {
        let request = PlacementRequest(
            anchor: CGRect(x: -1.5e308, y: 0, width: 1.7e308, height: 10),
            container: CGRect(x: -1.5e308, y: 0, width: 1.7e308, height: 100),
            contentSize: CGSize(width: 1e308, height: 1e308),
            permittedDirections: [],
            options: PlacementOptions(mayShrinkContent: false)
        )
        #expect(throws: PopoverInputError.self) { try Placement.solve(request) }
        do {
            _ = try Placement.solve(request)
        } catch let error as PopoverInputError {
            #expect(error.field == "container.x")
            #expect(error.rule == "must be at least -1000000000")
            #expect(error.value == "-1.5e+308")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// Coordinates beyond 1e100 once came back as NaN frames; every field is checked.
    @Test func coordinatesBeyondTheLimitNameTheirField() {
        let base = PlacementRequest(
            anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 320, height: 200)
        )
        let cases: [(String, (inout PlacementRequest) -> Void)] = [
            ("anchor.x", { $0.anchor.origin.x = 1e100 }),
            ("container.width", { $0.container.size.width = 1e101 }),
            ("contentSize.height", { $0.contentSize.height = 2e9 }),
            ("insets.left", { $0.containerInsets.left = 1e300 }),
            ("cornerRadius", { $0.metrics.cornerRadius = 1e5 }),
        ]
        for (field, mutate) in cases {
            var request = base
            mutate(&request)
            #expect(throws: PopoverInputError.self) { try Placement.solve(request) }
            do { _ = try Placement.solve(request) } catch let error as PopoverInputError {
                #expect(error.field == field)
            } catch { Issue.record("\(field): unexpected \(error)") }
        }
    }

    /// At the limit everything stays finite and the invariants hold; insets at the limit
    /// leave no room at all, and the solver says that nothing fits.
    @Test func numbersAtTheLimitGiveFiniteAnswers() throws {
        let limit = PopoverLimits.maximumCoordinate
        for (anchorSide, insets) in [(limit / 2, CGFloat(0)), (limit / 4, limit / 8), (1, 0)] {
            let placement = try Placement.solve(PlacementRequest(
                anchor: CGRect(x: -limit, y: -limit, width: anchorSide, height: anchorSide),
                container: CGRect(x: -limit, y: -limit, width: limit, height: limit),
                containerInsets: .uniform(insets),
                contentSize: CGSize(width: limit, height: limit)
            ))
            for value in [placement.frame.minX, placement.frame.maxY, placement.content.maxX, placement.body.maxY, placement.arrowOffset] {
                #expect(value.isFinite)
            }
            #expect(placement.content.width >= 1 && placement.content.height >= 1)
        }
        let noRoom = PlacementRequest(
            anchor: CGRect(x: -limit, y: -limit, width: limit, height: limit),
            container: CGRect(x: -limit, y: -limit, width: limit, height: limit),
            containerInsets: .uniform(limit),
            contentSize: CGSize(width: limit, height: limit)
        )
        #expect(throws: PopoverInputError.self) { try Placement.solve(noRoom) }
        do { _ = try Placement.solve(noRoom) } catch {
            #expect(PlacementOracle.isNothingFits(error), "\(error)")
        }
    }

    /// Issue 11: no permitted direction had room even for an empty popover, and the frame
    /// landed wholly outside the container, flagged as nothing.
    @Test func noRoomBesideTheAnchorStaysInsideAndSaysItCoversTheAnchor() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 924, y: 738, width: 100, height: 30),
            container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: .zero,
            permittedDirections: [.up, .left]
        ))
        let inner = CGRect(x: 10, y: 10, width: 1004, height: 748)
        #expect(inner.contains(placement.frame), "frame \(placement.frame)")
        #expect(placement.overlapsAnchor)
        #expect(placement.arrowClampedAwayFromAnchor)
        #expect(placement.direction == .up)
    }

    /// Found by popoverkit-fuzz (placement seed 15463): content at the limit, not shrunk,
    /// made a frame larger than the background layout's size cap, so the layout and outline
    /// disagreed with the frame.
    @Test func frameAtTheLimitKeepsItsLayoutAndOutline() throws {
        let placement = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: PopoverLimits.maximumCoordinate, height: 200),
            metrics: SkinMetrics(contentInsets: .uniform(10)),
            options: PlacementOptions(mayShrinkContent: false)
        ))
        #expect(placement.frame.width > PopoverLimits.maximumCoordinate)
        #expect(placement.background.bounds.size == placement.frame.size)
        let bounds = placement.outline().bounds
        #expect(abs(bounds.width - placement.frame.width) < 1e-3, "\(bounds) vs \(placement.frame)")
    }

    /// A placement's layout, arrow offset and tip are worked out from its frame when read:
    /// a frame moved or resized by hand to NaN, infinities or 1e308 lays out as
    /// `BackgroundLayout` does (sizes not finite as 0, huge ones at its limit), never traps,
    /// and an offset and a tip from the same layout.
    @Test func aFrameSetByHandToHostileValuesLaysOutWithoutTrapping() throws {
        let solved = try Placement.solve(PlacementRequest(
            anchor: CGRect(x: 500, y: 40, width: 44, height: 44),
            container: CGRect(x: 0, y: 0, width: 1024, height: 768),
            contentSize: CGSize(width: 320, height: 200)))
        let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, 0]
        for value in hostile {
            for frame in [CGRect(x: value, y: 84, width: 320, height: 213), CGRect(x: 362, y: 84, width: value, height: value)] {
                var placement = solved
                placement.frame = frame
                let layout = placement.background
                #expect(layout.bounds.width >= 0 && layout.bounds.width <= PopoverLimits.maximumExtent, "\(frame)")
                #expect(layout.bounds.height >= 0 && layout.bounds.height <= PopoverLimits.maximumExtent, "\(frame)")
                #expect(placement.arrowOffset == layout.arrowOffset, "\(frame)")
                let tip = try #require(placement.arrowTip)
                let layoutTip = try #require(layout.arrow?.tip)
                #expect(tip.x.isNaN == (layoutTip.x + frame.minX).isNaN, "\(frame)")
                _ = (placement.body, placement.content, placement == solved)
            }
        }
        var unarrowed = solved
        unarrowed.direction = .unknown
        #expect(unarrowed.arrowTip == nil && unarrowed.arrowOffset == 0 && unarrowed.background.arrow == nil)
    }
}
