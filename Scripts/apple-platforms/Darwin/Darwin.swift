// Stand-in for the Swift part of Apple's `Darwin` module: it re-exports the C declarations in
// ../include/Darwin.h and, as Apple's module does, gives the standard streams as Swift
// properties (the C library spells them as macros, which Swift cannot import). Swift 5 mode, as
// Apple builds its own.
@_exported import Darwin

/// The standard input stream (`stdin` in C).
public var stdin: UnsafeMutablePointer<FILE> {
    get { __stdinp }
    set { __stdinp = newValue }
}

/// The standard output stream (`stdout` in C).
public var stdout: UnsafeMutablePointer<FILE> {
    get { __stdoutp }
    set { __stdoutp = newValue }
}

/// The standard error stream (`stderr` in C).
public var stderr: UnsafeMutablePointer<FILE> {
    get { __stderrp }
    set { __stderrp = newValue }
}
