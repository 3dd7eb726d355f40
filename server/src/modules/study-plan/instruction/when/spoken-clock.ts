import { parseNumber, ZH_NUMBER } from '../text'
import type { ClockPattern } from './clock-words'
import type { Clock, Family } from './types'

/**
 * Clock times said in words, as students write them: "half past seven", "quarter to six",
 * "seven thirty pm", "à huit heures et quart", "18h moins le quart", "midi et demi", "a las cinco
 * de la tarde", "a las seis menos cuarto", "a la una y media". They are read before durations, so
 * "à neuf heures" is a time and not nine hours; a part of day said with them ("du soir", "de la
 * noche", "tonight") is read afterwards and makes them afternoon or evening, as with digits.
 * An hour word alone is a clock time only after "at" / "à" / "a las" (or with minutes, o'clock,
 * am/pm), so "deux heures" stays a duration and "las dos clases" two classes.
 */

const words = (list: string[]) => [...list].sort((a, b) => b.length - a.length).join('|')

const HOURS: Record<'en' | 'fr' | 'es', Record<string, number>> = {
  en: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 },
  fr: {
    une: 1, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13,
    quatorze: 14, quinze: 15, seize: 16, 'dix-sept': 17, 'dix-huit': 18, 'dix-neuf': 19, vingt: 20, 'vingt et une': 21, 'vingt-et-une': 21,
    'vingt-deux': 22, 'vingt-trois': 23,
  },
  es: {
    una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, trece: 13,
    catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20, veintiuna: 21, veintiuno: 21,
    veintidos: 22, veintitres: 23,
  },
}

/** Minutes said as words after an hour or before "past" / "to". */
const MINUTES: Record<'en' | 'fr' | 'es', Record<string, number>> = {
  en: {
    five: 5, ten: 10, fifteen: 15, quarter: 15, 'a quarter': 15, twenty: 20, 'twenty-five': 25, 'twenty five': 25, thirty: 30, half: 30,
    'thirty-five': 35, forty: 40, 'forty-five': 45, 'forty five': 45, fifty: 50, 'fifty-five': 55, 'oh five': 5,
  },
  fr: { cinq: 5, dix: 10, quart: 15, quinze: 15, vingt: 20, 'vingt-cinq': 25, trente: 30, demi: 30, demie: 30, 'trente-cinq': 35, quarante: 40, 'quarante-cinq': 45, cinquante: 50, 'cinquante-cinq': 55 },
  es: { cinco: 5, diez: 10, cuarto: 15, quince: 15, veinte: 20, veinticinco: 25, 'veinte y cinco': 25, media: 30, treinta: 30, cuarenta: 40, 'cuarenta y cinco': 45, cincuenta: 50 },
}

const HOUR_W = (f: 'en' | 'fr' | 'es') => `(${words(Object.keys(HOURS[f]))}|\\d{1,2})`
const MIN_W = (f: 'en' | 'fr' | 'es') => `(${words(Object.keys(MINUTES[f]))}|\\d{1,2})`

const hourOf = (f: 'en' | 'fr' | 'es', raw: string) => (/^\d+$/.test(raw) ? Number(raw) : HOURS[f][raw.replace(/\s+/g, ' ')])
const minuteOf = (f: 'en' | 'fr' | 'es', raw: string) => (/^\d+$/.test(raw) ? Number(raw) : MINUTES[f][raw.replace(/\s+/g, ' ')])

/** h:m, or m minutes before h ("quarter to six" is 5:45); null when it is no time of day. */
function at(h: number | undefined, m: number | undefined, before = false, meridiem?: string): Clock | null {
  if (h === undefined || m === undefined || h > 23 || m > 59) return null
  let hour = h
  let minute = m
  if (before) {
    if (m === 0) return null
    hour = (h + 23) % 24
    minute = 60 - m
  }
  const c: Clock = { h: hour, m: minute }
  if (meridiem) c.meridiem = meridiem.startsWith('a') ? 'am' : 'pm'
  else if (h > 12) c.exact = true
  return c
}

/** Words counted by a number ("at one point", "two pages"): the number before them is no clock time. */
const COUNTED = '(?:point|of|more|less|pages?|chapters?|exercises?|problems?|questions?|words?|units?|lessons?|times|hours?|minutes?|mins?|days?|weeks?)\\b'

const one = (c: Clock | null) => (c ? { start: c } : null)
const AMPM = '(?:\\s*(am|pm|a\\.m\\.|p\\.m\\.)(?!\\w))?'
const NOON = (f: 'fr' | 'es') => (f === 'fr' ? '(midi|minuit)' : '(mediodia|medianoche)')
const noonHour = (w: string) => (/^(?:minuit|medianoche)$/.test(w) ? 0 : 12)

/** An hour said in French words is a 12-hour one ("à cinq heures" is 17:00 with the usual guess). */
function frSpoken(raw: string, c: Clock | null): Clock | null {
  if (c && /^\D/.test(raw) && !c.exact) c.spoken = true
  return c
}

const both = (a: Clock | null, b: Clock | null) => (a && b ? { start: a, end: b } : null)
const hasWord = (...raw: (string | undefined)[]) => raw.some((w) => w !== undefined && /^\D/.test(w))
/** Nouns counted by a number ("de dos a tres semanas"): then the numbers are no clock times. */
const COUNTED_ANY = '(?!\\s*(?:hours?|minutes?|mins?|days?|weeks?|times|pages?|heures?|jours?|semaines?|fois|horas?|minutos?|dias?|semanas?|veces|meses|paginas?)\\b)'

/** Ranges in words: "from seven to nine pm", "de huit heures à dix heures", "de cinco a siete de la tarde". */
const RANGES: Record<'en' | 'fr' | 'es', ClockPattern> = {
  en: {
    re: new RegExp(`\\b(?:from|between)\\s+${HOUR_W('en')}(?:\\s+${MIN_W('en')})?${AMPM}\\s*(?:to|till|until|and|-)\\s*(?:${HOUR_W('en')}(?:\\s+${MIN_W('en')})?${AMPM}|(noon|midday|midnight))(?![\\w:])${COUNTED_ANY}`),
    read: (m) => {
      if (!hasWord(m[1], m[2], m[4], m[5], m[7])) return null
      const end = m[7] ? noon(m[7] === 'midnight' ? 0 : 12, 0) : at(hourOf('en', m[4]), m[5] ? minuteOf('en', m[5]) : 0, false, m[6])
      return both(at(hourOf('en', m[1]), m[2] ? minuteOf('en', m[2]) : 0, false, m[3]), end)
    },
  },
  fr: {
    re: new RegExp(`\\b(?:de|entre)\\s+${HOUR_W('fr')}\\s*(?:heures?|h)(?:\\s*(et\\s+(?:demie?|quart))|\\s*${MIN_W('fr')})?\\s+(?:a|et|jusqu'a)\\s+(?:${HOUR_W('fr')}\\s*(?:heures?|h)(?:\\s*(et\\s+(?:demie?|quart))|\\s*${MIN_W('fr')})?|(midi|minuit)(?:\\s+(et\\s+(?:demie?|quart)))?)(?![a-z\\d])`),
    read: (m) => {
      // "de 20h à 21h" is read by the patterns for digits (24-hour, as written).
      if (!hasWord(m[1], m[4], m[7]) && !/heure/.test(m[0])) return null
      const min = (half?: string, n?: string) => (half ? (/quart/.test(half) ? 15 : 30) : n ? minuteOf('fr', n) : 0)
      const end = m[7] ? noon(noonHour(m[7]), min(m[8])) : frSpoken(m[4], at(hourOf('fr', m[4]), min(m[5], m[6])))
      return both(frSpoken(m[1], at(hourOf('fr', m[1]), min(m[2], m[3]))), end)
    },
  },
  es: {
    re: new RegExp(`\\b(?:de|desde|entre)\\s+(?:las?\\s+)?${HOUR_W('es')}(?:\\s+y\\s+${MIN_W('es')})?\\s+(?:(?:a|hasta|y)\\s+(?:las?\\s+)?${HOUR_W('es')}(?:\\s+y\\s+${MIN_W('es')})?|(?:al|a|hasta|y)\\s+(?:el\\s+)?(mediodia|medianoche))(?![a-z\\d:])${COUNTED_ANY}`),
    read: (m) => {
      if (!hasWord(m[1], m[2], m[3], m[4], m[5])) return null
      const end = m[5] ? noon(noonHour(m[5]), 0) : at(hourOf('es', m[3]), m[4] ? minuteOf('es', m[4]) : 0)
      return both(at(hourOf('es', m[1]), m[2] ? minuteOf('es', m[2]) : 0), end)
    },
  },
}

/** Noon and midnight are what they say, whatever part of day is said around them. */
function noon(h: number, m: number): Clock {
  return { h, m, exact: true }
}

export const SPOKEN_CLOCKS: Record<Family, ClockPattern[]> = {
  en: [
    RANGES.en,
    // "half seven" (British: 7:30), after "at".
    { re: new RegExp(`\\bat\\s+half\\s+${HOUR_W('en')}${AMPM}(?![\\w:])`), read: (m) => one(at(hourOf('en', m[1]), 30, false, m[2])) },
    // "half past seven", "quarter to six", "ten past nine", "5 past 7" (digits only before "past": "5 to 7" is a range).
    {
      re: new RegExp(`\\b(?:at\\s+)?(?:(a\\s+quarter|quarter|half|five|ten|twenty|twenty-five|twenty\\s+five|\\d{1,2})(?:\\s+minutes)?\\s+(past|after)|(a\\s+quarter|quarter|five|ten|twenty|twenty-five|twenty\\s+five)(?:\\s+minutes)?\\s+(to|till|before))\\s+${HOUR_W('en')}${AMPM}`),
      read: (m) => one(at(hourOf('en', m[5]), minuteOf('en', m[1] ?? m[3]), !!m[4], m[6])),
    },
    // "seven thirty pm", "at eleven", "nine o'clock", "at seven fifteen".
    {
      re: new RegExp(`\\b(at\\s+)?${HOUR_W('en')}(?:\\s+(o'?clock)|\\s+${MIN_W('en')}(?!\\s*(?:minutes?|mins?|hours?|pages?)\\b))?${AMPM}(?![\\w:])(?!\\s+${COUNTED})`),
      read: (m) => {
        if (/^\d/.test(m[2]) && !m[3] && !m[4]) return null // digits alone or with am/pm: the patterns for digits read them
        if (!m[1] && !m[3] && !m[5]) return null
        return one(at(hourOf('en', m[2]), m[4] ? minuteOf('en', m[4]) : 0, false, m[5]))
      },
    },
  ],
  fr: [
    RANGES.fr,
    // "à huit heures (et quart)", "10h et demie", "18h moins le quart", "à sept heures vingt", "cinq heures du soir".
    {
      re: new RegExp(`\\b(?:(a|vers|des)\\s+)?${HOUR_W('fr')}\\s*(heures?|h)(?:\\s*(?:(et\\s+(?:demie?|quart))|moins\\s+(?:le\\s+)?(quart|${words(Object.keys(MINUTES.fr))}|\\d{1,2})|${MIN_W('fr')}(?:\\s*minutes?)?))?(?![a-z\\d])(?=(\\s+(?:du\\s+(?:matin|soir)|de\\s+l'apres-midi))?)`),
      read: (m) => {
        const word = /^h/.test(m[3]) && m[3] !== 'h'
        // "deux heures" alone is a length ("pendant deux heures"); with "à" or a part of day it is a time.
        if (word && !m[1] && !m[7]) return null
        if (!word && !m[4] && !m[5] && !/[a-z]/.test(m[2])) return null // "10h" alone: the digit patterns read it
        const minutes = m[4] ? (/quart/.test(m[4]) ? 15 : 30) : m[5] ? minuteOf('fr', m[5]) : m[6] ? minuteOf('fr', m[6]) : 0
        return one(frSpoken(m[2], at(hourOf('fr', m[2]), minutes, !!m[5])))
      },
    },
    {
      re: new RegExp(`\\b(?:a\\s+|vers\\s+)?${NOON('fr')}\\s+(?:(et\\s+(?:demie?|quart))|moins\\s+(?:le\\s+)?(quart|\\d{1,2}|${words(Object.keys(MINUTES.fr))})|${MIN_W('fr')})\\b`),
      read: (m) => one(at(noonHour(m[1]), m[2] ? (/quart/.test(m[2]) ? 15 : 30) : minuteOf('fr', m[3] ?? m[4]), !!m[3])),
    },
  ],
  es: [
    RANGES.es,
    // "a las cinco", "a las diez y media", "a las seis menos cuarto", "a la una y cuarto", "a las 10 y media".
    {
      re: new RegExp(`\\b(?:(a|hasta|desde|sobre|hacia)\\s+)?las?\\s+${HOUR_W('es')}(?:\\s+(?:y\\s+${MIN_W('es')}|menos\\s+(?:el\\s+)?${MIN_W('es')})(?:\\s+minutos)?)?(?:\\s+en\\s+punto)?(?!\\s*(?::|horas?\\b|minutos?\\b|veces\\b|clases?\\b|semanas?\\b|dias?\\b))(?![a-z\\d])`),
      read: (m) => {
        const digits = /^\d/.test(m[2])
        if (digits && !m[3] && !m[4]) return null // "a las 5": the digit patterns read it
        if (!digits && !m[1] && !m[3] && !m[4]) return null // "las dos clases" are two classes
        return one(at(hourOf('es', m[2]), m[3] ? minuteOf('es', m[3]) : m[4] ? minuteOf('es', m[4]) : 0, !!m[4]))
      },
    },
    {
      re: new RegExp(`\\b(?:al?\\s+)?(?:las\\s+doce\\s+del\\s+)?${NOON('es')}\\s+(?:y\\s+${MIN_W('es')}|menos\\s+${MIN_W('es')})\\b`),
      read: (m) => one(at(noonHour(m[1]), minuteOf('es', m[2] ?? m[3]), !!m[3])),
    },
  ],
  // "八点差一刻" and "差一刻八点" are 7:45, "八点差五分" 7:55; "八点过五分" is 8:05.
  zh: [
    {
      re: new RegExp(`(${ZH_NUMBER})\\s*[点點](?:钟|鐘)?\\s*过\\s*(一刻|${ZH_NUMBER}\\s*分(?:钟)?)`),
      read: (m) => {
        const h = parseNumber(m[1])
        const min = m[2] === '一刻' ? 15 : parseNumber(m[2].replace(/\s*分(?:钟)?$/, ''))
        return one(h === null || min === null ? null : at(h, min))
      },
    },
    { re: new RegExp(`(${ZH_NUMBER})\\s*[点點](?:钟|鐘)?\\s*差\\s*(一刻|${ZH_NUMBER}\\s*分)`), read: (m) => one(zhBefore(m[1], m[2])) },
    { re: new RegExp(`差\\s*(一刻|${ZH_NUMBER}\\s*分)\\s*(${ZH_NUMBER})\\s*[点點](?:钟|鐘)?`), read: (m) => one(zhBefore(m[2], m[1])) },
  ],
}

function zhBefore(hour: string, gap: string): Clock | null {
  const h = parseNumber(hour)
  const m = gap === '一刻' ? 15 : parseNumber(gap.replace(/\s*分$/, ''))
  return h === null || m === null ? null : at(h, m, true)
}
