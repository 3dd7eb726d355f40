/** Business constants of spec §9, named once. */
export const DESIGN_WIDTH = 375
/**
 * Widest the app grows (px): on a tablet or desktop it is a centred phone-width column, as mobile
 * web apps are (the spec's 767 made everything twice as large on a desktop and squashed the header).
 * The stylesheets' 375 design px are this whole width (viewport.h5 caps the root font size).
 */
export const MAX_LAYOUT_WIDTH = 430
export const TOAST_MS = 1500
/** A loading toast stays up until it is hidden (spec: 1e8 ms). */
export const LOADING_TOAST_MS = 1e8
export const LAZY_PAGE_DELAY_MS = 200
export const LAZY_PAGE_TIMEOUT_MS = 60_000
export const SWIPER_INTERVAL_MS = 5000
export const SWIPER_DURATION_MS = 500
export const LONG_PRESS_MS = 350
export const LONG_PRESS_TOLERANCE_PX = 10
export const INPUT_MAXLENGTH = 140
export const IMAGE_ZOOM_MIN = 1
export const IMAGE_ZOOM_MAX = 4
export const SELECTED_COLOR = '#FF2E2E'
/** The brand red for text and controls (styles/tokens.scss \$brand): 5.1:1 against white, WCAG AA. */
export const BRAND_COLOR = '#d61f26'
/** Navigation to login, and to the no-access page, at most once per this many ms. */
export const NAVIGATION_THROTTLE_MS = 5000
export const REQUEST_TIMEOUT_MS = 100_000
export const INSTRUCTION_TIMEOUT_MS = 60_000
/** The server's limit on a plan instruction (contract/study-plan.ts; that file carries TypeBox, so not imported). */
export const MAX_INSTRUCTION_LENGTH = 500
