import MosaicGenerator

// All the logic is in MosaicGenerator, where it is tested; this only runs the root command.
MosaicCommand.main()
