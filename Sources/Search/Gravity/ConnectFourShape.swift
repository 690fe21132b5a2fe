/// The standard connect four board, 7 columns of 6 rows, with every size a constant so that
/// the specialised search uses immediate shifts and masks.
struct ConnectFourShape: GravityShape {
    @inlinable @inline(__always) var columns: Int { 7 }
    @inlinable @inline(__always) var rows: Int { 6 }
    // NB: bit 0 of each 7-bit column group.
    @inlinable @inline(__always) var bottomMask: UInt64 { 0x0000_0408_1020_4081 }
    @inlinable @inline(__always) var boardMask: UInt64 { 0x0000_FDFB_F7EF_DFBF }
}

extension ConnectFourShape: Sendable {}
