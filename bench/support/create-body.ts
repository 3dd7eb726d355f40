// The body bench/api.ts posts to event/create (a 45-minute study event on Tuesday of the week
// after next, 00:00 UTC), printed for `bench/api-builds.ts --body`.
//   npx tsx bench/support/create-body.ts
import { createBody } from './create-event'

console.log(JSON.stringify(createBody()))
