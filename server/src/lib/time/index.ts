/**
 * The server's one clock and time-zone layer: "now", instants <-> wall clocks in a named IANA zone,
 * calendar days, and dates in messages. No other server file reads the machine's zone or builds
 * a zoned Intl formatter (eslint: no-restricted-syntax outside server/src/lib/time).
 */
export { clock } from './clock'
export { DAY_MS, addDays, compareDates, dateOfWall, dayNumber, daysBetween, isoDate, mondayOf, pad2, sameDate, weekdayOf, type LocalDate, type LocalMoment } from './calendar'
export { fromWall, fromWallMs, isTimeZone, offsetMs, toWall } from './zone'
export { localDate, localDateTimeText, localDayStart, localIso, localMoment, toInstant } from './local'
export { formatInZone, zoneFormat, type DateShape } from './format'
