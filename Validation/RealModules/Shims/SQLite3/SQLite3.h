/* Shim (Shims/SQLite3/module.modulemap): the system's SQLite header. */
#include <sqlite3.h>
