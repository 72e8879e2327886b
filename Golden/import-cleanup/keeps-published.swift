import Combine

final class SettingsModel: ObservableObject {
    @Published var isDarkMode = false
}
