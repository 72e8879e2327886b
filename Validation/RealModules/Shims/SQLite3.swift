// Shim module `SQLite3`: the system's SQLite C API (its underlying Clang module,
// Shims/SQLite3/module.modulemap), which Apple's SDK has as a module and Linux as a header.
// Nothing else.
