/// A transition asked for while another was in progress, waiting for its turn. An open or embed
/// carries the module it built already.
@MainActor
enum QueuedRequest {
    /// Show `node` as the root, replacing the root and everything above it.
    case start(ModuleNode)
    /// Show `node` over `opener` (pushed or presented).
    case open(ModuleNode, over: ModuleNode, step: TransitionStep)
    /// Show `node` in `slot` of `opener`.
    case embed(ModuleNode, slot: String, of: ModuleNode, checkingSlot: Bool, step: TransitionStep)
    /// Close `node`, handing `result` to an opener that awaits it.
    case close(ModuleNode, step: TransitionStep, result: ClosingResult?)
    /// Close what the host took off screen on its own (`gone`: the views it took).
    case closedByHost([ModuleNode], gone: Set<ObjectIdentifier>)
    /// Follow a deep link.
    case deepLink(String, RouteRegistry)

    /// The module built for the request, torn down if the request fails.
    var built: ModuleNode? {
        switch self {
        case .start(let node), .open(let node, _, _), .embed(let node, _, _, _, _): node
        case .close, .closedByHost, .deepLink: nil
        }
    }

    /// Whether the request reports a close the host made on its own.
    var isHostClose: Bool {
        if case .closedByHost = self { return true }
        return false
    }

    /// The module the request is about, for its errors.
    var moduleName: String {
        switch self {
        case .start(let node), .open(let node, _, _), .embed(let node, _, _, _, _), .close(let node, _, _): node.name
        case .closedByHost(let nodes, _): nodes.first?.name ?? "a closed module"
        case .deepLink(let link, _): link
        }
    }

    /// The step the request takes, for its errors.
    var step: TransitionStep {
        switch self {
        case .start: .start
        case .open(_, _, let step), .embed(_, _, _, _, let step), .close(_, let step, _): step
        case .closedByHost: .close
        case .deepLink: .open
        }
    }

    /// The module the request opens from, for its errors.
    var openerName: String? {
        switch self {
        case .open(_, let opener, _), .embed(_, _, let opener, _, _): opener.name
        case .start, .close, .closedByHost, .deepLink: nil
        }
    }

    /// Whether the request follows a deep link.
    var isDeepLink: Bool {
        if case .deepLink = self { return true }
        return false
    }

    /// The request as its observers hear of it.
    var transition: TreeTransition {
        switch self {
        case .start(let node): TreeTransition(kind: .start, module: node.name)
        case .open(let node, let opener, _): TreeTransition(kind: .open, module: node.name, opener: opener.name)
        case .embed(let node, _, let opener, _, _): TreeTransition(kind: .embed, module: node.name, opener: opener.name)
        case .close(let node, _, _): TreeTransition(kind: .close, module: node.name)
        case .closedByHost(let nodes, _): TreeTransition(kind: .closedByHost, module: nodes.first?.name ?? "a closed module")
        case .deepLink(let link, _): TreeTransition(kind: .deepLink, module: link)
        }
    }
}
