// NomikStockTW's `SelectionType` (the ranking a tab selects) is declared in one of its UIKit
// views, not type-checked here; PublisherManerger's subjects only name it. A stand-in without
// cases, compiled into the module.
enum SelectionType {}
