import ArgumentParser
import HIGLint

extension OutputFormat: ExpressibleByArgument {}
