import Combine

struct Empty2 {}
