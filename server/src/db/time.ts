/**
 * Instants are stored as ISO-8601 UTC text in both dialects: it sorts correctly as text, and no
 * driver turns it into a Date or a string behind our back.
 */
export const nowIso = (): string => new Date().toISOString()

export const addMs = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString()

/** Booleans are stored as 0/1 integers in both dialects. */
export const toBool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true

/** PostgreSQL returns COUNT(*) as a string (int8); SQLite as a number. */
export const toCount = (v: string | number | bigint | null | undefined): number => Number(v ?? 0)
