import TouchSandboxBench

BenchCommand.runFromCommandLine()
