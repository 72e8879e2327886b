struct Empty2 {}
