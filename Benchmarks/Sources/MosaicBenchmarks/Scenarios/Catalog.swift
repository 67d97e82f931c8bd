/// Every scenario, in the order they run and are reported: the anchor scenarios first.
enum Catalog {
    static var all: [any ScenarioDefinition.Type] {
        [
            TransientScenario.self,
            SingletonScenario.self,
            Graph5Scenario.self,
            Random1000Scenario.self,
            Register1000Scenario.self,
            ScaleScenario.self,
            DeepChainsScenario.self,
            ContendedSingletonScenario.self,
            ObjectGraphScenario.self,
            LazyScenario.self,
            ProviderScenario.self,
            ArgumentsScenario.self,
            FrameworkScopedScenario.self,
            ModuleCycleScenario.self,
            TreeScaleScenario.self,
            CellGroupsScenario.self,
            CellModulesScenario.self,
            StoreHitMemoryScenario.self,
            StoreHitSQLiteScenario.self,
        ]
    }
}
