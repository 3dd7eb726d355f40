// Server tests build the app with testConfig(); nothing should read the developer's shell env.
process.env.TZ = 'UTC'
