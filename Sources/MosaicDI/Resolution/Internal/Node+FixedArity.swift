// The factory calls of `register(_:)` for zero to four parameters (see
// `BuilderStorage+FixedArity.swift`): each parameter is made from the node's parameter nodes
// and handed to the factory owned.
extension Node {
    static func calling(_ factory: @escaping () throws -> T) -> Creator<T> {
        { node, _ throws in
            do {
                return try factory()
            } catch {
                throw node.factoryFailure(error)
            }
        }
    }

    static func calling<A>(_ factory: @escaping (consuming A) throws -> T) -> Creator<T> {
        { node, state throws in
            var index = 0
            do {
                return try factory(try node.argument(&index, &state, as: A.self))
            } catch {
                throw node.factoryFailure(error)
            }
        }
    }

    static func calling<A, B>(_ factory: @escaping (consuming A, consuming B) throws -> T) -> Creator<T> {
        { node, state throws in
            var index = 0
            do {
                return try factory(
                    try node.argument(&index, &state, as: A.self),
                    try node.argument(&index, &state, as: B.self))
            } catch {
                throw node.factoryFailure(error)
            }
        }
    }

    static func calling<A, B, C>(
        _ factory: @escaping (consuming A, consuming B, consuming C) throws -> T
    ) -> Creator<T> {
        { node, state throws in
            var index = 0
            do {
                return try factory(
                    try node.argument(&index, &state, as: A.self),
                    try node.argument(&index, &state, as: B.self),
                    try node.argument(&index, &state, as: C.self))
            } catch {
                throw node.factoryFailure(error)
            }
        }
    }

    static func calling<A, B, C, D>(
        _ factory: @escaping (consuming A, consuming B, consuming C, consuming D) throws -> T
    ) -> Creator<T> {
        { node, state throws in
            var index = 0
            do {
                return try factory(
                    try node.argument(&index, &state, as: A.self),
                    try node.argument(&index, &state, as: B.self),
                    try node.argument(&index, &state, as: C.self),
                    try node.argument(&index, &state, as: D.self))
            } catch {
                throw node.factoryFailure(error)
            }
        }
    }
}
