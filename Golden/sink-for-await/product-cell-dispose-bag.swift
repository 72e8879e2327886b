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
        catalog.product(at: index)
            .map(\.name)
            .sink { [weak cell] name in
                cell?.titleLabel.text = name
            }
            .store(in: &cell.disposeBag)
        catalog.product(at: index).map(\.formattedPrice).sink { [weak cell] price in cell?.priceLabel.text = price }.store(in: &cell.disposeBag)
    }
}
