import Foundation
import PopoverCore
import PopoverInvariantChecks
import PopoverMenu
import Testing

/// Issue 48: every row a pointer or a finger chooses is at least 24 × 24 pt (WCAG 2.2, 2.5.8
/// Target Size (Minimum)), whatever the metrics or the appearance ask; touch's rows keep
/// Apple's 44 pt unless the app asks less.
@Suite struct MenuTargetSizeTests {
    @Test func everyItemRowIsAtLeastTheLeastTarget() {
        var failures: [String] = []
        for seed in 0..<2_000 {
            var generator = MenuGenerator(seed: UInt64(seed))
            var menu = generator.menu()
            let metrics = generator.metrics()
            let asked: CGFloat? = generator.random.chance(0.5) ? CGFloat.random(in: -10...60, using: &generator.random) : nil
            menu.appearance.rowHeight = asked
            let axis: MenuAxis = generator.random.chance(0.25) ? .horizontal : .vertical
            let layout = MenuLayout(menu, metrics: metrics, axis: axis, within: CGSize(width: 600, height: 5_000), measure: FixedPitch())
            let least = asked == nil && metrics == .touch && axis == .vertical ? 44 : MenuMetrics.leastTargetSide
            for row in layout.rows where row.kind == .item || row.kind == .previousPage || row.kind == .nextPage {
                if row.frame.height < least || (axis == .vertical && row.frame.width < MenuMetrics.leastTargetSide) {
                    failures.append("seed \(seed): a \(row.kind) row \(row.frame.size) under \(least) (asked \(String(describing: asked)))")
                    break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
