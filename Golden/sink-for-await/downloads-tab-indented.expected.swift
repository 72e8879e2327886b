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
		let downloadsStream = manager.downloads
			.map { $0.filter { !$0.isFinished } }
			.bufferedValues()
		Task { [weak self] in
			for await downloads in downloadsStream {
				guard let self else { continue }
				if downloads.count != self.active.count {
					Log.info("downloads: \(downloads.count)")
				}
				self.active = downloads
			}
		}
		.store(in: &cancellables)
	}
}
