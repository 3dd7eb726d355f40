import { Type, type Static } from '@sinclair/typebox'

export const StatementKind = Type.Union([Type.Literal('terms'), Type.Literal('privacy')])
export type StatementKind = Static<typeof StatementKind>

export const StatementQuery = Type.Object({ kind: StatementKind })

/** The user agreement or the privacy policy, in the request's language. */
export const Statement = Type.Object({
  kind: StatementKind,
  title: Type.String(),
  /** The date of this version (YYYY-MM-DD): agreeing means agreeing to this one. */
  version: Type.String(),
  sections: Type.Array(Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) })),
})
export type Statement = Static<typeof Statement>

export const WebviewCheckQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) })

/** Whether the web-view page may open `url` (the allow-list is the server's). */
export const WebviewCheck = Type.Object({
  allowed: Type.Boolean(),
  /** The URL to open, made absolute. */
  url: Type.String(),
})
export type WebviewCheck = Static<typeof WebviewCheck>
