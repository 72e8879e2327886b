import Combine
import Foundation

final class ProductCell: UITableViewCell {
    let titleLabel = UILabel()
    let priceLabel = UILabel()
    var disposeBag = Set<AnyCancellable>()

    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag.removeAll()
    }
}

final class ProductListDataSource {
    private let catalog: Catalog

    init(catalog: Catalog) {
        self.catalog = catalog
    }

    func configure(_ cell: ProductCell, at index: Int) {
        let nameStream = catalog.product(at: index)
            .map(\.name)
            .bufferedValues()
        Task { [weak cell] in
            for await name in nameStream {
                cell?.titleLabel.text = name
            }
        }
        .store(in: &cell.disposeBag)
        let priceStream = catalog.product(at: index).map(\.formattedPrice).bufferedValues()
        Task { [weak cell] in
            for await price in priceStream {
                cell?.priceLabel.text = price
            }
        }.store(in: &cell.disposeBag)
    }
}
