#if canImport(UIKit)
import UIKit

/// The keyboard's frame for placement, and a call when it changes while started.
/// Before any notification it reads the container's `keyboardLayoutGuide`, so a
/// popover presented while the keyboard is already up is placed above it.
@MainActor
final class KeyboardObserver: NSObject {
    /// Called when the keyboard's frame changes, while started.
    var onChange: (@MainActor () -> Void)?
    private var screenFrame: CGRect?
    private var isObserving = false
    /// The views whose keyboard layout guide has had its first layout pass.
    private let laidOutGuides = NSHashTable<UIView>.weakObjects()

    func start() {
        guard !isObserving else { return }
        isObserving = true
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil
        )
    }

    func stop() {
        isObserving = false
        screenFrame = nil
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ note: Notification) {
        screenFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        onChange?()
    }

    /// The keyboard's frame in `view`'s coordinates, if it is shown: the last
    /// notification's, else the keyboard layout guide's when it rises above the safe area.
    func frame(in view: UIView) -> CGRect? {
        if let screenFrame, let screen = view.window?.screen {
            return view.convert(screenFrame, from: screen.coordinateSpace)
        }
        // The guide is made on first use and valid only after a layout pass: lay out once,
        // then never again from here (this runs inside the container's own layout too).
        let guide = view.keyboardLayoutGuide
        if !laidOutGuides.contains(view) {
            laidOutGuides.add(view)
            view.layoutIfNeeded()
        }
        return guide.layoutFrame.height > view.safeAreaInsets.bottom ? guide.layoutFrame : nil
    }
}
#endif
