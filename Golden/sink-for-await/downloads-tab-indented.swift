import Combine
import Foundation

// This file is indented with tabs.
@MainActor
final class DownloadsViewModel {
	@Published private(set) var active: [Download] = []
	private let manager: DownloadManager
	private var cancellables = Set<AnyCancellable>()

	init(manager: DownloadManager) {
		self.manager = manager
		manager.downloads
			.map { $0.filter { !$0.isFinished } }
			.sink { [weak self] downloads in
				guard let self else { return }
				if downloads.count != self.active.count {
					Log.info("downloads: \(downloads.count)")
				}
				self.active = downloads
			}
			.store(in: &cancellables)
	}
}
