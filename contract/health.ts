import { Type, type Static } from '@sinclair/typebox'

export const Health = Type.Object({
  status: Type.Literal('ok'),
  version: Type.String(),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  uptime_s: Type.Number(),
})
export type Health = Static<typeof Health>
