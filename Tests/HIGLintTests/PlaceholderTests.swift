import Testing
@testable import HIGLint
