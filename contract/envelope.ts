import { Type, type TSchema } from '@sinclair/typebox'

/** Every response body: `{ code, msg, data }` (DESIGN.md §5). */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data })

export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
})
