import Foundation
import PopoverCore
import PopoverRender
import Testing

/// Issue 24's hostile-input campaign: each case once misreported, overran a bound or
/// wrote what it should not have.
@Suite struct HostileCampaignTests {
    let directory = TemporaryDirectory()

    func path(_ name: String) -> String { directory.path(name) }

    /// The anchor in the container's right margin with only `left` permitted: there is no
    /// room right of it. This printed a 13 pt frame with a 0 pt body, "overlaps anchor
    /// yes" and a popover on the wrong side; now nothing fits, and the command says so.
    @Test func placeSaysNothingFitsInsteadOfAnEmptyBody() throws {
        let result = try CommandRunner.run(["place", "--anchor=1018,300,4,44", "--content", "320,200", "--permitted", "left"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: --anchor: must leave room for the content beside it in a permitted direction (left) "
            + "inside the container less its insets 10,10,1004,748, got 1018,300,4,44\n")
        let withUp = try CommandRunner.run(["place", "--anchor=1018,300,4,44", "--content", "320,200", "--permitted", "left,up"])
        #expect(withUp.status == 0, "\(withUp.stderr)")
        #expect(withUp.stdout.contains("direction                       up (popover below the anchor)\n"))
        #expect(withUp.stdout.contains("overlaps anchor                 no\n"))
    }
}
