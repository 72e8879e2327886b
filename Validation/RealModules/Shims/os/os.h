/* Shim: empty (Shims/os/module.modulemap). */
