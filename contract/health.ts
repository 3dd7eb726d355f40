import { Type, type Static } from '@sinclair/typebox'

export const Health = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  uptime_s: Type.Number(),
})
export type Health = Static<typeof Health>

/** Liveness: the process answers (restart it if not); says nothing of what it depends on. */
export const Liveness = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  uptime_s: Type.Number(),
})
export type Liveness = Static<typeof Liveness>

export const ReadinessCheck = Type.Object({
  ok: Type.Boolean(),
  /** What answered: e.g. `postgres`, `s3`, `local-disk`, `redis`. */
  kind: Type.String(),
  ms: Type.Number(),
  error: Type.Optional(Type.String()),
})

/** Readiness: everything this instance needs answers (send it traffic); 503 with the same body if not. */
export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  version: Type.String(),
  checks: Type.Object({
    database: ReadinessCheck,
    storage: ReadinessCheck,
    redis: Type.Optional(ReadinessCheck),
    bus: ReadinessCheck,
  }),
})
export type Readiness = Static<typeof Readiness>
