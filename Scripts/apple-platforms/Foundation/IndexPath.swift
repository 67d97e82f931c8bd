// https://developer.apple.com/documentation/foundation/indexpath
public struct IndexPath: Hashable, Comparable, Codable, Sendable, RandomAccessCollection, MutableCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible
{
    private var indexes: [Int]

    // https://developer.apple.com/documentation/foundation/indexpath/init()
    public init() { indexes = [] }
    // https://developer.apple.com/documentation/foundation/indexpath/init(indexes:)-6y7e4
    public init(indexes: [Int]) { self.indexes = indexes }
    // https://developer.apple.com/documentation/foundation/indexpath/init(index:)
    public init(index: Int) { indexes = [index] }
    // https://developer.apple.com/documentation/foundation/indexpath/init(arrayliteral:)
    public init(arrayLiteral indexes: Int...) { self.indexes = indexes }

    public var startIndex: Int { indexes.startIndex }
    public var endIndex: Int { indexes.endIndex }
    public subscript(index: Int) -> Int {
        get { indexes[index] }
        set { indexes[index] = newValue }
    }
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { lhs.indexes.lexicographicallyPrecedes(rhs.indexes) }
    public var description: String { indexes.description }
}

// https://developer.apple.com/documentation/foundation/indexset
public struct IndexSet: Hashable, Codable, Sendable, BidirectionalCollection, SetAlgebra, ExpressibleByArrayLiteral {
    private var members: [Int]

    public init() { members = [] }
    // https://developer.apple.com/documentation/foundation/indexset/init(integer:)
    public init(integer: Int) { members = [integer] }
    // https://developer.apple.com/documentation/foundation/indexset/init(integersin:)-6uf8k
    public init(integersIn range: Range<Int>) { members = Array(range) }
    public init(arrayLiteral elements: Int...) { members = elements }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public subscript(position: Int) -> Int { members[position] }

    public var isEmpty: Bool { members.isEmpty }
    public func contains(_ member: Int) -> Bool { members.contains(member) }
    public func union(_ other: IndexSet) -> IndexSet { standIn() }
    public func intersection(_ other: IndexSet) -> IndexSet { standIn() }
    public func symmetricDifference(_ other: IndexSet) -> IndexSet { standIn() }
    @discardableResult public mutating func insert(_ newMember: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        standIn()
    }
    @discardableResult public mutating func remove(_ member: Int) -> Int? { standIn() }
    @discardableResult public mutating func update(with newMember: Int) -> Int? { standIn() }
    public mutating func formUnion(_ other: IndexSet) {}
    public mutating func formIntersection(_ other: IndexSet) {}
    public mutating func formSymmetricDifference(_ other: IndexSet) {}
}
