struct Cart {
    var store: Store
    func checkout() {
        // `store` without `(in:)` and `receive` without `(on:)` are not Combine's.
        store.receive(order: Order())
    }
}
