import CompileTimeGenerator
import Testing

@Suite("The generated app of the compile-time measurement")
struct GeneratedAppTests {
    @Test func everyArityFromZeroToFiveAppearsInTurn() {
        let app = GeneratedApp(count: 300)
        for index in 6..<300 {
            #expect(app.dependencies(of: index).count == index % 6)
        }
        // The first classes have too few predecessors for their turn's arity.
        #expect(app.dependencies(of: 0).isEmpty)
        #expect(app.dependencies(of: 1).count == 1)
        #expect(app.dependencies(of: 5).count == 5)
    }

    @Test func dependenciesAreDistinctEarlierClassesSoThereIsNoCycle() {
        let app = GeneratedApp(count: 500)
        for index in 0..<500 {
            let dependencies = app.dependencies(of: index)
            #expect(dependencies.allSatisfy { $0 >= 0 && $0 < index })
            #expect(Set(dependencies).count == dependencies.count)
        }
    }

    @Test func theAppIsTheSameOnEveryRun() {
        #expect(GeneratedApp(count: 200).dependencies == GeneratedApp(count: 200).dependencies)
        // A larger app starts with the same classes, so figures for different N compare.
        #expect(Array(GeneratedApp(count: 300).dependencies.prefix(100)) == GeneratedApp(count: 100).dependencies)
    }

    @Test func typeNamesArePaddedToFourDigits() {
        #expect(GeneratedApp.typeName(7) == "Service0007")
        #expect(GeneratedApp.typeName(1234) == "Service1234")
        #expect(GeneratedApp.typeName(12345) == "Service12345")
    }
}
