// Package qualtrace holds the test that traces the tool's operational
// requirements (docs/qualification/requirements.md) to the tests that
// verify them, and generates docs/qualification/trace.md from the tests'
// doc comments. Test only: it has no code of its own.
package qualtrace
