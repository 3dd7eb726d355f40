/** The app's own version (spec §9). The code is what `checking-version` compares against. */
export const APP_VERSION = '1.0.27'
export const APP_VERSION_CODE = 1027
