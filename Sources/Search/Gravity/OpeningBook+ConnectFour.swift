extension OpeningBook {
    /// The built-in book for connect four (7x6): bounds for positions of up to 8 stones on
    /// the lines the solver needed to prove that the first player wins (score +1, by the
    /// centre column). With it, solving the empty board takes no search.
    ///
    /// Read at first use from `Resources/connect-four.book`, which the package embeds in the
    /// binary; its header says how it was made, and how to make it again.
    public static let connectFour: OpeningBook = {
        do {
            return try OpeningBook(file: "connect-four.book", utf8: PackageResources.connect_four_book)
        } catch {
            preconditionFailure("The built-in connect four book is unreadable: \(error)")
        }
    }()
}
