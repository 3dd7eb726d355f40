export interface StatementText {
  title: string
  /** `{operator}` and `{contact}` are filled in from configuration. */
  sections: { heading: string; paragraphs: string[] }[]
}
