// Jest's 5 s default is a guess about machine speed: building an app and migrating a fresh
// database alone can take longer on a loaded 2-core machine. Tests wait for conditions; this
// only bounds a test that hangs. (`testTimeout` is not a per-project option in jest 29.)
jest.setTimeout(60_000)
