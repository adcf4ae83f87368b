import Foundation
import Testing
@testable import PopoverCore

@Suite struct GeometryTests {
    @Test func directionsKeepUIKitsRawValues() {
        #expect(ArrowDirection.up.rawValue == 1)
        #expect(ArrowDirection.down.rawValue == 2)
        #expect(ArrowDirection.left.rawValue == 4)
        #expect(ArrowDirection.right.rawValue == 8)
        #expect(ArrowDirection.unknown.rawValue == UInt.max)
        #expect(ArrowDirections.any.rawValue == 15)
        #expect(ArrowDirections([.down, .right, .unknown]).rawValue == 10)
        #expect(ArrowDirections(rawValue: 0xFF) == .any)
        #expect(ArrowDirections([.right, .up]).inPreferenceOrder == [.up, .right])
    }

    @Test func directionsMirrorRotateAndReadTheirNames() throws {
        #expect(ArrowDirection.allCases.map(\.mirrored) == [.up, .down, .right, .left, .unknown])
        let rotations: [CGFloat] = [0, .pi, -.pi / 2, .pi / 2, 0]
        #expect(ArrowDirection.allCases.map(\.rotation) == rotations)
        #expect(ArrowDirection.allCases.allSatisfy { ArrowDirection(name: $0.name) == $0 })
        #expect(ArrowDirection(name: "sideways") == nil)
        #expect(try JSONDecoder().decode([ArrowDirection].self, from: Data(#"["up","none"]"#.utf8)) == [.up, .unknown])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ArrowDirection.self, from: Data(#""north""#.utf8)) }
    }

    @Test func numbersPrintShortAndDeterministic() {
        #expect(NumberText.format(12.5) == "12.5")
        #expect(NumberText.format(1.0 / 3.0) == "0.333")
        #expect(NumberText.format(-0.0001) == "0")
        #expect(NumberText.format(2e15) == "2000000000000000")
        #expect(NumberText.format(.nan) == "nan")
        #expect(NumberText.format(-.infinity) == "-inf")
        #expect(NumberText.exact(-1e-9) == "-1e-09")
        #expect(NumberText.exact(1_000_000_000) == "1000000000")
        #expect(NumberText.format(CGRect(x: 1, y: 2, width: 3.5, height: 4)) == "1,2,3.5,4")
    }

    @Test func insetsShrinkAndCollapse() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(PopoverInsets(top: 8, left: 12, bottom: 8, right: 12).inset(rect) == CGRect(x: 12, y: 8, width: 76, height: 34))
        #expect(PopoverInsets.uniform(60).inset(rect) == CGRect(x: 50, y: 25, width: 0, height: 0))
    }

    @Test func metricsValidationNamesTheFirstBadField() {
        #expect(throws: PopoverInputError(field: "cornerRadius", rule: "must be >= 0", value: "-1")) {
            try SkinMetrics(cornerRadius: -1).validate()
        }
        #expect(throws: PopoverInputError(field: "contentInsets.left", rule: "must be a finite number", value: "inf")) {
            try SkinMetrics(contentInsets: PopoverInsets(top: 0, left: .infinity, bottom: 0, right: 0)).validate()
        }
        #expect(SkinMetrics(arrowBase: .nan, arrowHeight: -2).sanitized == SkinMetrics(arrowBase: 0, arrowHeight: 0))
    }
}
