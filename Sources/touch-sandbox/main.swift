import TouchSandboxApp

TouchSandboxCommand.runFromCommandLine()
