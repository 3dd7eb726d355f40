import { Temporal } from 'temporal-polyfill'
import {
  addDays,
  dayNumber,
  daysBetween,
  formatInZone,
  fromWall,
  isTimeZone,
  isoDate,
  localDate,
  localDateTimeText,
  localDayStart,
  localIso,
  localMoment,
  mondayOf,
  offsetMs,
  toInstant,
  toWall,
  weekdayOf,
} from '../../src/lib/time'

// Every case names its zone; the suite runs in the 3-zone step (server process in UTC, Los
// Angeles and Shanghai), so a result that leaned on the machine's zone would differ there.

const wall = (iso: string) => new Date(`${iso}Z`)
const at = (iso: string, zone: string) => fromWall(wall(iso), zone)

describe('instants and wall clocks in a named zone', () => {
  it('reads Shanghai (no DST) both ways', () => {
    expect(at('2026-03-08T02:30:00', 'Asia/Shanghai')).toBe('2026-03-07T18:30:00.000Z')
    expect(toWall('2026-03-07T18:30:00Z', 'Asia/Shanghai').toISOString()).toBe('2026-03-08T02:30:00.000Z')
    expect(localMoment('2026-03-07T18:30:00Z', 'Asia/Shanghai')).toEqual({ date: { y: 2026, m: 3, d: 8 }, minutes: 150 })
  })

  it('moves a Los Angeles wall time in the spring-forward gap forward by the gap (RFC 5545)', () => {
    // 2026-03-08 02:00 PST -> 03:00 PDT: 02:30 never happens and is read with the offset from before.
    expect(at('2026-03-08T02:30:00', 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z')
    expect(localIso('2026-03-08T10:30:00Z', 'America/Los_Angeles')).toBe('2026-03-08T03:30:00-07:00')
    expect(at('2026-03-08T01:59:00', 'America/Los_Angeles')).toBe('2026-03-08T09:59:00.000Z')
    expect(at('2026-03-08T03:00:00', 'America/Los_Angeles')).toBe('2026-03-08T10:00:00.000Z')
  })

  it('reads a Los Angeles wall time that happens twice as the first one', () => {
    // 2026-11-01 02:00 PDT -> 01:00 PST: 01:30 happens at 08:30Z and again at 09:30Z.
    expect(at('2026-11-01T01:30:00', 'America/Los_Angeles')).toBe('2026-11-01T08:30:00.000Z')
    expect(toWall('2026-11-01T09:30:00Z', 'America/Los_Angeles').toISOString()).toBe('2026-11-01T01:30:00.000Z')
    expect(localIso('2026-11-01T09:30:00Z', 'America/Los_Angeles')).toBe('2026-11-01T01:30:00-08:00')
  })

  it('follows Lord Howe Island, whose clocks move by half an hour', () => {
    // 2026-10-04 02:00 +10:30 -> 02:30 +11: 02:15 never happens.
    expect(at('2026-10-04T02:15:00', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z')
    expect(localIso('2026-10-03T15:45:00Z', 'Australia/Lord_Howe')).toBe('2026-10-04T02:45:00+11:00')
    // 2026-04-05 02:00 +11 -> 01:30 +10:30: 01:45 happens twice, the first at +11.
    expect(at('2026-04-05T01:45:00', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z')
    expect(localIso('2026-07-01T00:00:00Z', 'Australia/Lord_Howe')).toBe('2026-07-01T10:30:00+10:30')
  })

  it('keeps UTC and quarter-hour zones exact', () => {
    expect(at('2026-06-01T00:00:00', 'UTC')).toBe('2026-06-01T00:00:00.000Z')
    expect(localIso('2026-06-01T00:00:00Z', 'Asia/Kathmandu')).toBe('2026-06-01T05:45:00+05:45')
  })

  it('is exact for offsets that are not whole quarter hours (local mean time before 1901)', () => {
    expect(offsetMs('Asia/Shanghai', Date.parse('1900-06-01T00:00:00Z'))).toBe((8 * 3600 + 5 * 60 + 43) * 1000)
    expect(at('1900-06-01T12:00:00', 'Asia/Shanghai')).toBe('1900-06-01T03:54:17.000Z')
  })

  it('agrees with Temporal at every 7 minutes around each change, where answers come from Temporal, and away from it', () => {
    const days = [
      ['America/Los_Angeles', '2026-03-07T00:00:00Z'],
      ['America/Los_Angeles', '2026-10-31T00:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T00:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'],
      ['Europe/London', '2026-03-28T12:00:00Z'],
    ] as const
    for (const [zone, from] of days) {
      for (let ms = Date.parse(from); ms < Date.parse(from) + 2 * 86_400_000; ms += 7 * 60_000) {
        const zoned = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone)
        expect(toWall(ms, zone).toISOString().slice(0, 19)).toBe(zoned.toPlainDateTime().toString().slice(0, 19))
        const first = zoned.toPlainDateTime().toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds
        expect(Date.parse(fromWall(toWall(ms, zone), zone))).toBe(first)
      }
    }
  })
})

describe('calendar days', () => {
  it('adds days across months, years and 29 February, and names weekdays', () => {
    expect(addDays({ y: 2028, m: 2, d: 28 }, 1)).toEqual({ y: 2028, m: 2, d: 29 })
    expect(addDays({ y: 2026, m: 12, d: 31 }, 1)).toEqual({ y: 2027, m: 1, d: 1 })
    expect(addDays({ y: 2026, m: 3, d: 1 }, -1)).toEqual({ y: 2026, m: 2, d: 28 })
    expect(weekdayOf({ y: 2026, m: 11, d: 24 })).toBe(2)
    expect(isoDate(mondayOf({ y: 2026, m: 11, d: 29 }))).toBe('2026-11-23')
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(dayNumber('1970-01-02')).toBe(1)
  })

  it('starts the local day at local midnight, across a change of the clocks', () => {
    const noon = new Date('2026-03-07T20:00:00Z') // Saturday 12:00 in Los Angeles
    expect(localDayStart(noon, 'America/Los_Angeles', 0)).toBe('2026-03-07T08:00:00.000Z')
    expect(localDayStart(noon, 'America/Los_Angeles', 1)).toBe('2026-03-08T08:00:00.000Z')
    expect(localDayStart(noon, 'America/Los_Angeles', 2)).toBe('2026-03-09T07:00:00.000Z')
    expect(localDayStart(noon, 'Asia/Shanghai', 0)).toBe('2026-03-07T16:00:00.000Z')
  })

  it("reads the student's day, not the server's", () => {
    expect(localDate('2026-03-07T17:00:00Z', 'Asia/Shanghai')).toBe('2026-03-08')
    expect(localDate('2026-03-07T17:00:00Z', 'America/Los_Angeles')).toBe('2026-03-07')
    expect(toInstant({ y: 2026, m: 3, d: 8 }, 25 * 60, 'Asia/Shanghai')).toBe('2026-03-08T17:00:00.000Z')
  })
})

describe('dates in messages', () => {
  it('writes the wall clock of the named zone', () => {
    expect(localDateTimeText(new Date('2026-03-07T18:05:00Z'), 'Asia/Shanghai')).toBe('2026-03-08 02:05')
    expect(localDateTimeText('2026-03-08T10:30:00Z', 'America/Los_Angeles')).toBe('2026-03-08 03:30')
    expect(formatInZone('2026-12-21T17:00:00Z', 'Asia/Shanghai', 'en', { dateStyle: 'medium' })).toBe('22 Dec 2026')
    expect(formatInZone('2026-12-21T17:00:00Z', 'America/Los_Angeles', 'en', { dateStyle: 'medium' })).toBe('21 Dec 2026')
    expect(formatInZone('2026-12-21T17:00:00Z', 'Asia/Shanghai', 'zh-Hans', { dateStyle: 'medium' })).toBe('2026年12月22日')
  })
})

describe('zones and the clock', () => {
  it('knows IANA names and refuses offsets, nonsense and overlong names', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('+08:00')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(`Asia/${'x'.repeat(70)}`)).toBe(false)
  })

})
