import Mosaic
import Testing

@Suite("Activities: model context and scratchpads")
struct ModelContextTests {
    @Test("a scratchpad reads through to its parent and keeps its own changes until it commits")
    func scratchpad() throws {
        let model = ModelContext()
        try model.save(Post(id: 1, title: "Draft"))
        try model.save(Post(id: 2, title: "Other"))
        let draft = model.scratchpad()
        #expect(draft.fetch(Post.self, id: 1)?.title == "Draft")
        try draft.save(Post(id: 1, title: "Final"))
        try draft.delete(Post.self, id: 2)
        try draft.save(Post(id: 3, title: "New"))
        #expect(draft.hasChanges)
        #expect(draft.fetch(Post.self, id: 2) == nil)
        #expect(draft.count(of: Post.self) == 2)
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft", "the parent sees nothing yet")
        #expect(model.count(of: Post.self) == 2)
        try draft.commit()
        #expect(!draft.hasChanges)
        #expect(model.fetch(Post.self, id: 1)?.title == "Final")
        #expect(model.fetch(Post.self, id: 2) == nil)
        #expect(model.fetch(Post.self, id: 3)?.title == "New")
        #expect(model.count(of: Post.self) == 2)
    }

    @Test("discarding throws the changes away; a discarded scratchpad refuses more, naming itself and the step")
    func discard() throws {
        let model = ModelContext()
        try model.save(Post(id: 1, title: "Draft"))
        let draft = model.scratchpad()
        try draft.save(Post(id: 1, title: "Oops"))
        draft.discard()
        #expect(model.fetch(Post.self, id: 1)?.title == "Draft")
        let save = #expect(throws: ModelContextError.self) { try draft.save(Post(id: 1, title: "Again")) }
        #expect(save?.description == "cannot save Post in scratchpad of root: it was discarded")
        let commit = #expect(throws: ModelContextError.self) { try draft.commit() }
        #expect(commit?.description == "cannot commit in scratchpad of root: it was discarded")
    }

    @Test("nested scratchpads commit one level at a time; committing into a discarded one changes nothing")
    func nested() throws {
        let model = ModelContext()
        let outer = model.scratchpad()
        let inner = outer.scratchpad()
        try inner.save(Post(id: 1, title: "Deep"))
        try inner.commit()
        #expect(outer.fetch(Post.self, id: 1)?.title == "Deep")
        #expect(model.fetch(Post.self, id: 1) == nil)
        try inner.save(Post(id: 2, title: "Later"))
        outer.discard()
        let error = #expect(throws: ModelContextError.self) { try inner.commit() }
        #expect(error?.description == "cannot commit scratchpad of scratchpad of root: the context it commits into was discarded")
        #expect(inner.hasChanges, "the failed commit kept its changes")
        #expect(model.count(of: Post.self) == 0)
    }

    @Test("concurrent commits each apply both of their changes together: the last one wins for both keys")
    func atomicCommits() async throws {
        let model = ModelContext()
        try model.save(Post(id: 1, title: "v0"))
        try model.save(Post(id: 2, title: "v0"))
        await withTaskGroup(of: Bool.self) { group in
            for version in 1...50 {
                group.addTask {
                    let draft = model.scratchpad()
                    try? draft.save(Post(id: 1, title: "v\(version)"))
                    try? draft.save(Post(id: 2, title: "v\(version)"))
                    try? draft.commit()
                    return true
                }
                group.addTask {
                    // Concurrent readers (checked for races under the thread sanitizer).
                    model.fetch(Post.self, id: 1) != nil && model.fetch(Post.self, id: 2) != nil
                }
            }
            for await ok in group { #expect(ok) }
        }
        // Commits applied key by key could interleave and leave the two titles from different
        // commits; applied whole, they always match.
        #expect(model.fetch(Post.self, id: 1)?.title == model.fetch(Post.self, id: 2)?.title)
    }
}
