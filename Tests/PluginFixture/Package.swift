// swift-tools-version: 6.0
// A package for Scripts/plugin-check.sh: it runs the `migrate-combine` plugins of the
// package two folders up on this one. Not part of the main package (its own Package.swift
// makes SwiftPM skip this folder), and never modified in place: the script copies it.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "combine-migrate", path: "../..")],
    targets: [.target(name: "Feed")]
)
