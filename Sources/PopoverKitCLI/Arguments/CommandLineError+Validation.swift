extension CommandLineError {
    /// The ``CommandLineError`` inside an error that swift-argument-parser reports, if any.
    ///
    /// The parser wraps what a `validate()` throws in an error of its own, which it would print
    /// as `Error: …` with exit status 1; ``Popoverkit/main()`` takes ours out, so that a bad
    /// value reads and exits the same whether `validate()` or `run()` refuses it. The wrapper's
    /// type is not public: its stored values are searched (a few levels deep) instead.
    init?(foundIn error: any Error) {
        guard let found = Self.find(in: error, depth: 0) else { return nil }
        self = found
    }

    private static func find(in value: Any, depth: Int) -> CommandLineError? {
        if let error = value as? CommandLineError { return error }
        guard depth < 4 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = find(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }
}
