import PopoverKit
import SwiftUI
import UIKit

/// Menus that open by themselves (issue 47): a button's, a bar button item's, a table's
/// rows' on a long press or a secondary click, and SwiftUI's `ArrowMenu` at the bottom.
/// The device checklist's "Issue 47" section walks it.
final class AttachedMenusViewController: UITableViewController {
    private let rows = ["Beach", "Forest", "Harbour", "Mountains", "Snow", "Sunset"]
    private var showsGrid = false
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menus"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let add = UIBarButtonItem(systemItem: .add)
        add.setArrowMenu(UIMenu(title: "", options: .singleSelection, children: [
            UIAction(title: "Photo", image: UIImage(systemName: "photo"), state: .on) { _ in print("photo") },
            UIAction(title: "Note", image: UIImage(systemName: "note.text")) { _ in print("note") },
        ]))
        navigationItem.rightBarButtonItem = add
        tableView.tableHeaderView = header()
        tableView.setArrowContextMenu { [unowned self] location in
            guard let row = tableView.indexPathForRow(at: location)?.row else { return nil }
            let name = rows[row]
            return ActionMenu {
                MenuButton("Share \(name)", image: .systemName("square.and.arrow.up")) { print("share \(name)") }
                MenuButton("Delete", image: .systemName("trash"), role: .destructive) { print("delete \(name)") }
            }
        }
    }

    /// A button whose tap opens its menu, and one whose tap counts while a long press opens it.
    private func header() -> UIView {
        let sort = UIButton(type: .system)
        sort.setTitle("Sort (tap)", for: .normal)
        sort.setArrowMenu { [unowned self] in
            ActionMenu {
                MenuButton("Name") { print("by name") }
                MenuButton("Date") { print("by date") }
                MenuToggle("Show Grid", isOn: { self.showsGrid }, set: { self.showsGrid = $0 })
            }
        }
        let count = UIButton(type: .system, primaryAction: UIAction(title: "Count taps (hold for a menu)") { [unowned self] action in
            taps += 1
            (action.sender as? UIButton)?.setTitle("Tapped \(taps) (hold for a menu)", for: .normal)
        })
        count.setArrowMenu(showsMenuAsPrimaryAction: false) { [unowned self] in
            ActionMenu { MenuButton("Reset") { self.taps = 0 } }
        }
        let swiftUI = UIHostingController(rootView: AttachedMenusSwiftUIView()).view!
        let stack = UIStackView(arrangedSubviews: [sort, count, swiftUI])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 140)
        return stack
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// SwiftUI's line: `ArrowMenu` with a primary action.
struct AttachedMenusSwiftUIView: View {
    @State private var replies = 0

    var body: some View {
        ArrowMenu {
            MenuButton("Reply All") { replies += 10 }
            MenuButton("Forward") { print("forward") }
        } label: {
            Text("Reply (\(replies)); hold for more")
        } primaryAction: {
            replies += 1
        }
    }
}

/// The menus' screen in the demo's tabs.
struct AttachedMenusScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: AttachedMenusViewController())
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
