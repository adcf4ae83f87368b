#if canImport(UIKit)
import UIKit

/// Remembers the keyboard's frame (in screen coordinates) and calls back when it
/// changes, until ``stop()``.
@MainActor
final class KeyboardObserver: NSObject {
    private var screenFrame: CGRect?
    private let onChange: @MainActor () -> Void

    init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil
        )
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ note: Notification) {
        screenFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        onChange()
    }

    /// The keyboard's frame in `view`'s coordinates, if it is shown.
    func frame(in view: UIView) -> CGRect? {
        guard let screenFrame, let screen = view.window?.screen else { return nil }
        return view.convert(screenFrame, from: screen.coordinateSpace)
    }
}
#endif
