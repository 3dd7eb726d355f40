import { i18n, initI18n, setLanguage } from '@/lib/i18n'
import { formatCountdown, formatDateTime, formatDay, formatListTime, formatMonth } from '../format-date'

beforeAll(() => initI18n('en'))
afterEach(() => setLanguage('en'))

// Local dates: the formatter shows the phone's own day, whatever zone the test runs in.
const may27 = new Date(2027, 4, 27, 9, 5)

describe('one date formatter, in the language of the student', () => {
  const cases: [string, string, string, string][] = [
    ['en', '27 May 2027', 'Thu 27 May', 'May 2027'],
    ['fr', '27 mai 2027', 'jeu. 27 mai', 'mai 2027'],
    ['es', '27 de mayo de 2027', 'jue 27 may', 'mayo de 2027'],
    ['zh-Hans', '2027年5月27日', '5月27日 周四', '2027年5月'],
    ['zh-Hant', '2027年5月27日', '5月27日 週四', '2027年5月'],
  ]
  it.each(cases)('%s: a day, a day of the week, a month', async (lang, day, weekday, month) => {
    await setLanguage(lang as never)
    expect(formatDay(i18n.t, may27)).toBe(day)
    expect(formatDay(i18n.t, may27, { weekday: true })).toBe(weekday)
    expect(formatMonth(i18n.t, may27)).toBe(month)
  })

  it('adds the time to a day, in every language', async () => {
    expect(formatDateTime(i18n.t, may27)).toBe('27 May 2027, 09:05')
    await setLanguage('fr')
    expect(formatDateTime(i18n.t, may27)).toBe('27 mai 2027 à 09:05')
  })

  it('shows the time today, the day this year, the year only when it is another', () => {
    const now = new Date(2027, 4, 27, 18, 0)
    expect(formatListTime(i18n.t, new Date(2027, 4, 27, 8, 30), now)).toBe('08:30')
    expect(formatListTime(i18n.t, new Date(2027, 1, 3, 8, 30), now)).toBe('3 Feb')
    expect(formatListTime(i18n.t, new Date(2026, 11, 31, 8, 30), now)).toBe('31 Dec 2026')
    // The plan's month title: the month alone this year, so it fits beside the day buttons.
    expect(formatMonth(i18n.t, may27, { yearIfOther: now })).toBe('May')
    expect(formatMonth(i18n.t, new Date(2028, 0, 5), { yearIfOther: now })).toBe('January 2028')
  })

  it('reads API instants and says nothing for a broken one', () => {
    expect(formatDay(i18n.t, new Date(2027, 4, 27).toISOString())).toBe('27 May 2027')
    expect(formatDay(i18n.t, 'not a date')).toBe('')
  })

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(125_000)).toBe('02:05')
    expect(formatCountdown(125_400, 'up')).toBe('02:06')
    expect(formatCountdown(-5)).toBe('00:00')
  })
})
