extension DependencyGraph {
    /// The graph in Graphviz DOT: registrations grouped by framework, dashed edges for
    /// injections, dotted ones for `Lazy` and `Provider`, each edge labelled with the
    /// dependency and its supplier's framework.
    ///
    /// ```swift
    /// try container.graph.dot().write(toFile: "graph.dot", atomically: true, encoding: .utf8)
    /// // dot -Tpng graph.dot -o graph.png
    /// ```
    public func dot() -> String {
        var lines = ["digraph Mosaic {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        let groups = Dictionary(grouping: nodes) { $0.registration.framework }
        for framework in groups.keys.sorted(by: { ($0 ?? "") < ($1 ?? "") }) {
            let members = groups[framework] ?? []
            if let framework {
                lines.append("  subgraph \"cluster_\(escape(framework))\" {")
                lines.append("    label=\"\(escape(framework))\";")
            }
            for node in members {
                let info = node.registration
                var parts = [info.type]
                if let name = info.name { parts.append("\"\(name)\"") }
                parts.append(info.lifetime.description)
                let label = parts.map(escape).joined(separator: "\\n")
                let style = node.isInherited ? ", style=dashed" : (info.isMainActor ? ", style=bold" : "")
                lines.append("\(framework == nil ? "  " : "    ")n\(node.id) [label=\"\(label)\"\(style)];")
            }
            if framework != nil { lines.append("  }") }
        }
        for edge in edges {
            var attributes = ["label=\"\(escape(edge.dependency))\(edge.suppliedBy.map { " (\(escape($0)))" } ?? "")\""]
            if edge.isInjected { attributes.append("style=dashed") }
            if edge.kind == .lazy || edge.kind == .provider { attributes.append("style=dotted") }
            lines.append("  n\(edge.from) -> n\(edge.to) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `text` as a DOT string's contents: every backslash or double quote gets a backslash before
    /// it (compared by Unicode scalar, so one followed by a combining mark is escaped too).
    private func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }
}
