import PopoverKit
import SwiftUI

/// The SwiftUI side: the view modifier and the outline as a Shape.
@MainActor
struct SwiftUIDemoView: View {
    @State private var showTooltip = false
    @State private var showOrange = false
    @State private var arrowOffset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 40) {
                Button("Show a tooltip") { showTooltip.toggle() }
                    .arrowHelp("Shows a tooltip popover")
                    .arrowPopover(isPresented: $showTooltip, style: .tooltip) {
                        Text("Saved to Photos")
                            .font(.callout)
                            .foregroundColor(Color(uiColor: PopoverStyle.tooltip.dynamicTextColor))
                            .padding(8)
                    }

                Button("Show an orange popover") { showOrange.toggle() }
                    .arrowPopover(isPresented: $showOrange, style: .orange, permittedArrowDirections: [.down, .up]) {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Orange").font(.headline)
                            Text("Placed by PopoverCore, drawn with the same style.")
                            Button("Close") { showOrange = false }
                        }
                        .foregroundColor(Color(uiColor: PopoverStyle.orange.dynamicTextColor))
                        .padding()
                        .frame(width: 260)
                    }

                PopoverShape(direction: .up, arrowOffset: arrowOffset, metrics: PopoverStyle.system.metrics)
                    .fill(Color(uiColor: .secondarySystemBackground))
                    .overlay(PopoverShape(direction: .up, arrowOffset: arrowOffset, metrics: PopoverStyle.system.metrics)
                        .stroke(Color.accentColor, lineWidth: 1))
                    .frame(width: 260, height: 140)
                    .accessibilityLabel("A popover outline")

                Slider(value: $arrowOffset, in: -140...140) { Text("Arrow offset") }
                    .frame(width: 260)

                SwiftUIPlacementDemo()
            }
            .padding()
        }
    }
}
