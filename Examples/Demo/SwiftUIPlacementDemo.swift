import PopoverKit
import SwiftUI

/// Steering a SwiftUI popover (issue 19): alignment, gap, arrow edges, attachment anchor,
/// layout direction, all changeable while it is up, and a popover driven by an item.
@MainActor
struct SwiftUIPlacementDemo: View {
    /// A fruit for the item-driven popover.
    struct Fruit: Identifiable {
        let id: String
        let text: String
    }

    @State private var isShown = false
    @State private var alignment = 1      // start, centre, end, an invalid 2
    @State private var gap: CGFloat = 0
    @State private var edge = 0           // any, bottom, top, leading
    @State private var attachment = 0     // bounds, leading 44 pt, bottom-trailing point
    @State private var rightToLeft = false
    @State private var fruit: Fruit?

    private static let alignments: [PopoverAlignment] = [.start, .center, .end, .fraction(2)]
    private static let edges: [Edge?] = [nil, .bottom, .top, .leading]

    private var attachmentAnchor: PopoverAttachmentAnchor {
        switch attachment {
        case 1: .rect(.rect(CGRect(x: 0, y: 0, width: 44, height: 44)))
        case 2: .point(.bottomTrailing)
        default: .rect(.bounds)
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Button("Steer me") { isShown.toggle() }
                .frame(width: 300, height: 44)
                .background(Color.accentColor.opacity(0.15))
                .arrowPopover(isPresented: $isShown, attachmentAnchor: attachmentAnchor,
                              arrowEdge: Self.edges[edge], alignment: Self.alignments[alignment],
                              gap: gap, outsideTap: .passThrough, onDismiss: { print("steered popover closed") }) {
                    Text("Aligned, gapped, attached").padding(8)
                }
                .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
            Picker("Alignment", selection: $alignment) {
                Text("Start").tag(0); Text("Centre").tag(1); Text("End").tag(2); Text("2 (refused)").tag(3)
            }.pickerStyle(.segmented)
            Picker("Edge", selection: $edge) {
                Text("Any").tag(0); Text("Bottom").tag(1); Text("Top").tag(2); Text("Leading").tag(3)
            }.pickerStyle(.segmented)
            Picker("Attachment", selection: $attachment) {
                Text("Bounds").tag(0); Text("Leading 44").tag(1); Text("Bottom trailing").tag(2)
            }.pickerStyle(.segmented)
            Stepper("Gap \(Int(gap)) pt", value: $gap, in: 0...24, step: 4)
            Toggle("Right to left", isOn: $rightToLeft)
            HStack {
                ForEach(["Apple", "Cherry", "A long name for a small fruit"], id: \.self) { name in
                    Button(String(name.prefix(6))) { fruit = Fruit(id: name, text: name) }
                }
            }
            // Taps outside must reach the other buttons, so that they can swap the item in
            // place: with the default (.dismiss) the popover takes them and only dismisses.
            .arrowPopover(item: $fruit, outsideTap: .passThrough, onDismiss: { print("fruit popover closed") }) { fruit in
                FruitCard(fruit: fruit)
            }
        }
        .frame(width: 320)
    }
}

/// A card with state of its own, which starts afresh for another fruit, and when the
/// popover is closed and opened again.
private struct FruitCard: View {
    let fruit: SwiftUIPlacementDemo.Fruit
    @State private var taps = 0

    var body: some View {
        Button("\(fruit.text): \(taps) taps") { taps += 1 }.padding(8)
    }
}
