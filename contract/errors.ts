/**
 * The one error catalogue (DESIGN.md §5). The server throws by name, the client reacts by `code`.
 * Several names may share a code (401, 403, 500) when the client must treat them alike; the name
 * still picks the server's message. Runtime-neutral: no imports, so the client bundle stays small.
 */
export const ERRORS = {
  // 400xxx validation: the message names the field.
  VALIDATION: { code: 400001, status: 400 },
  BAD_JSON: { code: 400002, status: 400 },
  FIELD_TOO_LONG: { code: 400003, status: 400 },
  // The edge (issue 14): a URL that does not decode, a broken multipart body, any other 4xx of
  // the framework or its plugins that has no name of its own.
  BAD_URL: { code: 400004, status: 400 },
  MULTIPART_INVALID: { code: 400005, status: 400 },
  BAD_REQUEST: { code: 400000, status: 400 },
  PHONE_INVALID: { code: 400010, status: 400 },
  SMS_CODE_WRONG: { code: 400011, status: 400 },
  SMS_CODE_EXPIRED: { code: 400012, status: 400 },
  PASSWORD_WEAK: { code: 400013, status: 400 },
  PASSWORD_COMMON: { code: 400014, status: 400 },
  // One character or one short run repeated ("aaaaaaaa", eight spaces); the account name or phone inside.
  PASSWORD_REPETITIVE: { code: 400023, status: 400 },
  PASSWORD_HAS_NAME: { code: 400024, status: 400 },
  ACCOUNT_INVALID: { code: 400015, status: 400 },
  LOGIN_FAILED: { code: 400016, status: 400 },
  DEVICE_ID_EMPTY: { code: 400020, status: 400 },
  SMS_CODE_ATTEMPTS: { code: 400018, status: 400 },
  PASSWORD_WRONG: { code: 400019, status: 400 },
  CONFIRMATION_MISSING: { code: 400022, status: 400 },
  AI_INPUT_TOO_LONG: { code: 400030, status: 400 },
  AI_CONTENT_REFUSED: { code: 400031, status: 400 },
  // Tutor: a photo too big or not an image, a question with neither text nor photo.
  IMAGE_TOO_LARGE: { code: 400032, status: 400 },
  IMAGE_TYPE_UNSUPPORTED: { code: 400033, status: 400 },
  QUESTION_EMPTY: { code: 400034, status: 400 },
  // The model refused a photo (it reads text only); the question is not used up.
  AI_IMAGE_UNSUPPORTED: { code: 400035, status: 400 },
  // The model asked for more tool calls than one request may make: the student narrows it.
  AI_TOO_MANY_CALLS: { code: 400036, status: 400 },
  SMS_PHONE_UNREACHABLE: { code: 400017, status: 400 },
  WECHAT_CODE_INVALID: { code: 400021, status: 400 },
  // Study plan, today's tasks, exam tactics: bad times, rules, ranges.
  EVENT_TIME_INVALID: { code: 400040, status: 400 },
  RRULE_INVALID: { code: 400041, status: 400 },
  TIME_RANGE_INVALID: { code: 400042, status: 400 },
  TIME_ZONE_INVALID: { code: 400043, status: 400 },
  FOCUS_INVALID: { code: 400044, status: 400 },
  // A re-test answer with nothing in it (only spaces): write an answer or choose "show solution".
  RETEST_ANSWER_EMPTY: { code: 400047, status: 400 },
  // A date outside the plan's window (PLAN_PAST_DAYS back, PLAN_FUTURE_DAYS ahead): never stored.
  DATE_OUT_OF_RANGE: { code: 400045, status: 400 },
  // More changes than one preview holds: the student narrows the request.
  PLAN_TOO_MANY_CHANGES: { code: 400046, status: 400 },
  // A payment notification whose signature, headers or timestamp do not check out.
  PAY_SIGNATURE_INVALID: { code: 400060, status: 400 },
  // Signed, but undecryptable, malformed, or for another merchant / app.
  PAY_NOTIFICATION_INVALID: { code: 400061, status: 400 },
  // Paying inside the mini-program needs the student's WeChat identity (sign in with WeChat).
  ORDER_NEEDS_WECHAT: { code: 400062, status: 400 },

  // 401: no usable session. The client toasts and goes to login.
  NOT_LOGGED_IN: { code: 401, status: 401 },
  LOGIN_EXPIRED: { code: 401, status: 401 },
  // Other sessions end when the password changes; they are told why.
  PASSWORD_CHANGED: { code: 401, status: 401 },
  SESSION_REPLACED: { code: 401003, status: 401 },
  ACCOUNT_DISABLED: { code: 401005, status: 401 },

  // 403: allowed in principle, not now.
  NO_ACCESS: { code: 403, status: 403 },
  // A static file path that is refused (outside the app's folder, a dot file).
  PATH_FORBIDDEN: { code: 403001, status: 403 },
  QUOTA_USED_UP: { code: 403, status: 403 },
  NOT_ACTIVATED: { code: 403004, status: 403 },
  // A sign-in attempt on a disabled account (not a session: the client stays on the sign-in page).
  SIGN_IN_DISABLED: { code: 403005, status: 403 },
  // Deleting the account needs a confirmation (password or SMS code) from the last few minutes.
  REAUTH_REQUIRED: { code: 403006, status: 403 },
  DUPLICATE_SUBMISSION: { code: 403018, status: 403 },
  NOTHING_TO_UNDO: { code: 403019, status: 403 },
  WECHAT_USER_BLOCKED: { code: 403020, status: 403 },
  WECHAT_NOT_SUBSCRIBED: { code: 403021, status: 403 },

  // 404xxx
  NOT_FOUND: { code: 404000, status: 404 },
  ROUTE_NOT_FOUND: { code: 404001, status: 404 },
  USER_NOT_FOUND: { code: 404002, status: 404 },
  EVENT_NOT_FOUND: { code: 404040, status: 404 },
  // The preview expired (30 min) or was already applied elsewhere.
  PROPOSAL_NOT_FOUND: { code: 404041, status: 404 },
  MISTAKE_NOT_FOUND: { code: 404042, status: 404 },
  // Not found, or another student's: the answer is the same.
  CHAT_NOT_FOUND: { code: 404030, status: 404 },
  MESSAGE_NOT_FOUND: { code: 404031, status: 404 },
  IMAGE_NOT_FOUND: { code: 404032, status: 404 },
  INVITE_CODE_INVALID: { code: 404010, status: 404 },
  EXCHANGE_CODE_INVALID: { code: 404011, status: 404 },
  SCHOOL_NOT_FOUND: { code: 404012, status: 404 },
  // The payment provider knows no such order or refund.
  PAY_ORDER_NOT_FOUND: { code: 404060, status: 404 },
  PLAN_NOT_FOUND: { code: 404061, status: 404 },
  // Not found, or another student's: the answer is the same.
  ORDER_NOT_FOUND: { code: 404062, status: 404 },
  // A feedback screenshot that is not this student's, or already attached to other feedback.
  FEEDBACK_IMAGE_NOT_FOUND: { code: 404070, status: 404 },
  // The parent's week: a share that is not this student's; a link that is wrong, revoked or whose
  // account was deleted (one answer for all, so a link tells nothing about why); too many links.
  PARENT_SHARE_NOT_FOUND: { code: 404080, status: 404 },
  PARENT_LINK_NOT_FOUND: { code: 404081, status: 404 },
  PARENT_SHARE_LIMIT: { code: 409080, status: 409 },
  // Weekly messages to a parent need the WeChat channel (PUSH_PROVIDER=wechat and its template).
  PARENT_DELIVERY_UNAVAILABLE: { code: 409081, status: 409 },

  // 409xxx
  CONFLICT: { code: 409000, status: 409 },
  PHONE_TAKEN: { code: 409001, status: 409 },
  ACCOUNT_TAKEN: { code: 409002, status: 409 },
  // An event a preview would change was changed or deleted since: preview again.
  PLAN_CHANGED: { code: 409040, status: 409 },
  RETEST_NOT_DUE: { code: 409041, status: 409 },
  // The checker cannot judge this re-test (free text, a proof, a photo): the student grades it.
  RETEST_NOT_CHECKABLE: { code: 409043, status: 409 },
  // This re-test is checked: its grade comes from the typed answer, not a tap.
  RETEST_CHECKED: { code: 409044, status: 409 },
  // Tactics and revision blocks are for exams ahead; this one has ended.
  EXAM_FINISHED: { code: 409042, status: 409 },
  // A review is for an exam that has ended, once.
  EXAM_NOT_FINISHED: { code: 409046, status: 409 },
  EXAM_ALREADY_REVIEWED: { code: 409047, status: 409 },
  // Tutor: a reply is still being written in this chat / this question has had its turns /
  // notices cannot be answered / only the latest finished reply can be written again.
  CHAT_BUSY: { code: 409030, status: 409 },
  QUESTION_TURNS_USED: { code: 409031, status: 409 },
  CHAT_READ_ONLY: { code: 409032, status: 409 },
  REPLY_NOT_REGENERABLE: { code: 409033, status: 409 },
  // Orders: paid, closed or expired / already paid / not paid or already refunding.
  ORDER_NOT_PAYABLE: { code: 409060, status: 409 },
  ORDER_NOT_CANCELLABLE: { code: 409061, status: 409 },
  ORDER_NOT_REFUNDABLE: { code: 409062, status: 409 },
  EXCHANGE_CODE_USED: { code: 409010, status: 409 },
  INVITE_QUOTA_FULL: { code: 409011, status: 409 },
  INVITE_CODE_OWN: { code: 409012, status: 409 },
  ALREADY_ACTIVATED: { code: 409013, status: 409 },
  DEVICE_ID_UPDATE_FAILED: { code: 409014, status: 409 },
  NO_PHONE: { code: 409015, status: 409 },
  NO_PASSWORD: { code: 409016, status: 409 },

  // 413 / 415
  PAYLOAD_TOO_LARGE: { code: 413001, status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 415001, status: 415 },

  // Request headers (the URL included) larger than the server reads; a request that never finished arriving.
  HEADERS_TOO_LARGE: { code: 431001, status: 431 },
  REQUEST_TIMEOUT: { code: 408001, status: 408 },

  // 429xxx
  RATE_LIMITED: { code: 429000, status: 429 },
  // Too many invitation-code look-ups from one network address.
  INVITE_LOOKUP_LIMITED: { code: 429008, status: 429 },
  SMS_TOO_FREQUENT: { code: 429001, status: 429 },
  SMS_HOURLY_LIMIT: { code: 429002, status: 429 },
  SMS_DAILY_LIMIT: { code: 429003, status: 429 },
  SMS_NETWORK_LIMIT: { code: 429007, status: 429 },
  LOGIN_LOCKED: { code: 429004, status: 429 },
  AI_RATE_LIMITED: { code: 429010, status: 429 },
  SMS_PROVIDER_LIMITED: { code: 429005, status: 429 },
  WECHAT_RATE_LIMITED: { code: 429006, status: 429 },

  // 5xx: details only in the server log.
  INTERNAL: { code: 500, status: 500 },
  UNAVAILABLE: { code: 503000, status: 503 },
  // The AI model failed: unlike 500, the message is meant for the student (try again, or rephrase).
  AI_MODEL_FAILED: { code: 502001, status: 502 },
  AI_BAD_OUTPUT: { code: 502002, status: 502 },
  AI_TOO_MANY_STEPS: { code: 502003, status: 502 },
  AI_MODEL_TIMEOUT: { code: 504001, status: 504 },
  // Outside services (SMS, WeChat): the student sees a reason and may retry; the cause is logged.
  SMS_SEND_FAILED: { code: 503001, status: 503 },
  WECHAT_NOT_CONFIGURED: { code: 503002, status: 503 },
  WECHAT_BUSY: { code: 503003, status: 503 },
  WECHAT_LOGIN_FAILED: { code: 503004, status: 503 },
  WECHAT_SEND_FAILED: { code: 503005, status: 503 },
  // Payment provider: unreachable or 5xx / refused the request (its code in the error's detail) /
  // answered without a valid signature / did not answer in time.
  PAY_PROVIDER_FAILED: { code: 502060, status: 502 },
  PAY_PROVIDER_REJECTED: { code: 502061, status: 502 },
  PAY_RESPONSE_INVALID: { code: 502062, status: 502 },
  PAY_PROVIDER_TIMEOUT: { code: 504060, status: 504 },
} as const satisfies Record<string, { code: number; status: number }>

export type ErrorName = keyof typeof ERRORS

/** Codes the client branches on (spec §8). */
export const CODE = {
  OK: 200,
  NOT_LOGGED_IN: 401,
  SESSION_REPLACED: 401003,
  NO_ACCESS: 403,
  NOT_ACTIVATED: 403004,
  DUPLICATE_SUBMISSION: 403018,
  NOTHING_TO_UNDO: 403019,
} as const

/** Codes the client never shows to the student (spec §8). */
export const SILENT_CODES: readonly number[] = [CODE.DUPLICATE_SUBMISSION, CODE.NOTHING_TO_UNDO]
