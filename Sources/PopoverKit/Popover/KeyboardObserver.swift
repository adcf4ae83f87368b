#if canImport(UIKit)
import PopoverCore
import UIKit

/// The keyboard's frame for placement, and a call when it changes while started. Only
/// a keyboard docked on the container's own screen counts
/// (`DockedKeyboard`): a floating iPad keyboard reserves nothing. Before
/// any notification it reads the container's `keyboardLayoutGuide` (which follows only
/// a docked keyboard), so a popover presented while the keyboard is already up is
/// placed above it.
@MainActor
final class KeyboardObserver: NSObject {
    /// Called when the keyboard's frame changes, while started.
    var onChange: (@MainActor () -> Void)?
    /// The last notification's end frame, in the coordinates of `screen`.
    private var screenFrame: CGRect?
    /// The screen the keyboard is on: the object of the show and hide notifications
    /// (UIWindow.h); the frame-change notification has none and keeps the last one.
    private weak var screen: UIScreen?
    private var isObserving = false
    /// The views whose keyboard layout guide has had its first layout pass.
    private let laidOutGuides = NSHashTable<UIView>.weakObjects()

    func start() {
        guard !isObserving else { return }
        isObserving = true
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: name, object: nil)
        }
    }

    func stop() {
        isObserving = false
        screenFrame = nil
        screen = nil
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChange(_ note: Notification) {
        if let screen = note.object as? UIScreen { self.screen = screen }
        screenFrame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        onChange?()
    }

    /// The docked keyboard's frame in `view`'s coordinates, if it is shown on `view`'s
    /// screen: the last notification's, else the keyboard layout guide's when it rises
    /// above the safe area.
    func frame(in view: UIView) -> CGRect? {
        if let screenFrame, let viewScreen = view.window?.screen {
            let keyboardScreen = screen ?? viewScreen
            guard let docked = DockedKeyboard.frame(
                screenFrame, screen: keyboardScreen.bounds, onPopoversScreen: keyboardScreen === viewScreen
            ) else { return nil }
            return view.convert(docked, from: keyboardScreen.coordinateSpace)
        }
        // The guide is made on first use and valid only after a layout pass: lay out once,
        // then never again from here (this runs inside the container's own layout too).
        let guide = view.keyboardLayoutGuide
        if !laidOutGuides.contains(view) {
            laidOutGuides.add(view)
            view.layoutIfNeeded()
        }
        return DockedKeyboard.frame(fromGuide: guide.layoutFrame, safeAreaBottom: view.safeAreaInsets.bottom)
    }
}
#endif
