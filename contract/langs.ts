/** The five UI languages. Runtime-neutral (no imports): the client imports it as a value. */
export const LANGS = ['en', 'fr', 'es', 'zh-Hans', 'zh-Hant'] as const
export type Lang = (typeof LANGS)[number]
