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
        let isEnabledStream = document.$hasChanges.bufferedValues()
        Task { [weak saveButton = self.toolbar.saveButton] in
            for await value in isEnabledStream {
                saveButton?.isEnabled = value
            }
        }
        .store(in: &cancellables)
        let isEnabledStream2 = document.$canUndo.bufferedValues()
        Task { [weak undoButton = toolbar.undoButton] in
            for await value in isEnabledStream2 {
                undoButton?.isEnabled = value
            }
        }
        .store(in: &cancellables)
    }
}
