// Server tests build the app with testConfig(); nothing should read the developer's shell env.
// The process runs in UTC unless a run asks for another zone on purpose (scripts/test.sh runs the
// plan's date tests with SERVER_TEST_TZ=UTC, America/Los_Angeles and Asia/Shanghai).
process.env.TZ = process.env.SERVER_TEST_TZ || 'UTC'
