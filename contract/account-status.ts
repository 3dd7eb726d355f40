/** account_status (spec §3). Runtime-neutral: the client imports it as a value. */
export const ACCOUNT_STATUS = { NORMAL: 1, DISABLED: 2, DEFAULT: 3 } as const
