// Multi-line string literals: indentation, quotes inside, escaped newlines, nested
// interpolation three levels deep, and raw multi-line strings.
let plain = """
    Line one
    Line "two" with ""two quotes""
    Line three \
    continues here
    """

func describe(_ items: [String], title: String) -> String {
    """
    \(title):
    \(items.map { item in "- \(item.uppercased()) (\(item.count) chars: \("\(item.first.map { "\($0)" } ?? "none")"))" }.joined(separator: "\n"))
    total: \(items.count)
    """
}

let raw = #"""
    A raw one: \(not interpolated) and \#(items) interpolated,
    with "quotes" and """ triple quotes that do not close it.
    """#

let items = ["a", "b"]

let rawTwo = ##"""
    "# does not close, "## does:
    \##(items.count)
    """##

let json = """
{
  "name": "\(items[0])",
  "list": [\(items.map { "\"\($0)\"" }.joined(separator: ","))],
  "escaped": "\\n \\t"
}
"""

let emptyMulti = """
    """

let tabs = """
	tab-indented line
	"""
