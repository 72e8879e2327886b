import Combine
import Foundation

final class SettingsModel: ObservableObject {
    @Published var fontSize = 14
}

@MainActor
final class PreviewRenderer {
    private(set) var snapshots: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    init(settings: SettingsModel) {
        // Runs before `fontSize` changes: reads the old value on purpose.
        settings.objectWillChange
            .sink { [weak self, weak settings] _ in
                guard let settings else { return }
                self?.snapshots.append(settings.fontSize)
            }
            .store(in: &cancellables)

        // A look-alike that is not `objectWillChange`: migrated.
        let sizeStream = settings.$fontSize.bufferedValues()
        Task { [weak self] in
            for await size in sizeStream {
                self?.snapshots.append(size)
            }
        }
        .store(in: &cancellables)
    }
}
