import Combine
import Foundation

final class EditorViewController: UIViewController {
    private let toolbar = EditorToolbar()
    private let document: EditableDocument
    private var cancellables = Set<AnyCancellable>()

    init(document: EditableDocument) {
        self.document = document
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        document.$hasChanges
            .assign(to: \.isEnabled, on: self.toolbar.saveButton)
            .store(in: &cancellables)
        document.$canUndo
            .assign(to: \.isEnabled, on: toolbar.undoButton)
            .store(in: &cancellables)
    }
}
