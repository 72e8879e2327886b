// Deliberately broken: unterminated constructs, the last of which run to the end of the file.
let a = "a string that ends at the end of its line
let b = "an interpolation \(that never closes
let c = #"a raw string with the wrong closing delimiter"
let d = 'c
let e = #/a single-line regex that never closes
let f = `unclosed backtick
let g = <#placeholder without end
let h = ((([{
let i = x /* a block comment closed */ + y
let l = "escaped quote at the end \"
let m = "\(f("inner string never closed))
let n = #"""#" + "one raw quote then an unclosed string
let o = "\(a) \(b
let p = /regex-like but [unclosed
let q = ###"three pounds closed by two"##
let j = ##/
    a multi-line regex with no closing delimiter
let k = """
    a multi-line string
    \(value /* and a block comment in its interpolation
    that never ends, all the way to the end of the file: """ */ ( "
