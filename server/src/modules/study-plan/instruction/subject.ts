import type { CourseNames, EventKind, PlanEventView } from './operations'
import { fold, isHan } from './text'
import type { Family } from './when/types'

/**
 * What an instruction is about: a course from the dictionary (by its names in five languages and
 * the words students really use), a kind of event, or a common activity. Activities are grouped
 * across languages so "取消周一的钢琴" finds an event the student titled "Piano".
 */

const COURSE_SYNONYMS: Record<number, string[]> = {
  1: ['chinese', 'chinois', 'chino', '语文', '語文', '国文', '國文', '中文'],
  2: ['math', 'maths', 'mathematics', 'mathematiques', 'matematicas', 'mates', 'algebra', 'algebre', 'geometry',
    'geometrie', 'geometria', '数学', '數學', '几何', '幾何', '代数', '代數'],
  3: ['english', 'anglais', 'ingles', '英语', '英語', '英文', 'vocabulary', 'vocab', 'vocabulaire', 'vocabulario',
    '单词', '單詞', '单字', '單字'],
  4: ['physics', 'physique', 'fisica', '物理'],
  5: ['chemistry', 'chem', 'chimie', 'quimica', '化学', '化學'],
  6: ['biology', 'bio', 'biologie', 'biologia', 'svt', '生物'],
  7: ['history', 'histoire', 'historia', '历史', '歷史'],
  8: ['geography', 'geo', 'geographie', 'geografia', '地理'],
  9: ['politics', 'civics', 'education civique', 'emc', 'educacion civica', 'civica', '政治', '公民', '道德与法治', '道法'],
  10: ['information technology', 'computer science', 'computing', 'informatique', 'informatica', 'programming', 'coding',
    '信息技术', '資訊科技', '信息', '资讯', '資訊', '编程', '程式', '电脑', '電腦'],
}

const ACTIVITIES: Record<string, string[]> = {
  piano: ['piano', '钢琴', '鋼琴'],
  guitar: ['guitar', 'guitare', 'guitarra', '吉他'],
  violin: ['violin', 'violon', '小提琴'],
  reading: ['reading', 'read', 'lecture', 'lire', 'lectura', 'leer', '阅读', '閱讀', '读书', '讀書', '看书', '看書'],
  calligraphy: ['calligraphy', 'calligraphie', 'caligrafia', '练字', '書法', '书法'],
  listening: ['listening', 'ecoute', 'comprension auditiva', '听力'],
  football: ['football', 'soccer', 'foot', 'futbol', '足球'],
  basketball: ['basketball', 'basket', 'baloncesto', '篮球', '籃球'],
  swimming: ['swimming', 'swim', 'natation', 'natacion', '游泳'],
  running: ['running', 'run', 'jogging', 'course a pied', 'correr', '跑步'],
  sport: ['sport', 'sports', 'gym', 'deporte', 'gimnasio', '运动', '運動', '健身'],
  music: ['music', 'musique', 'musica', '音乐', '音樂'],
  dance: ['dance', 'dancing', 'danse', 'baile', '跳舞', '舞蹈'],
}

const KIND_WORDS: Record<Family, [EventKind, RegExp][]> = {
  en: [
    ['exam', /\b(?:exams?|tests?|quiz(?:zes)?|midterms?|finals?)\b/],
    ['class', /\b(?:class(?:es)?|lessons?|lectures?|courses?)\b/],
    ['rest', /\b(?:rest|break|nap|sleep|relax)\b/],
  ],
  fr: [
    ['exam', /\b(?:examens?|controles?|interros?|interrogations?|partiels?|ds|bac|brevet|evaluations?)\b/],
    ['class', /\b(?:cours|lecons?)\b/],
    ['rest', /\b(?:repos|pause|sieste|detente)\b/],
  ],
  es: [
    ['exam', /\b(?:examen(?:es)?|pruebas?|parcial(?:es)?|evaluacion(?:es)?|control(?:es)?)\b/],
    ['class', /\b(?:clases?|leccion(?:es)?)\b/],
    ['rest', /\b(?:descanso|descansar|siesta|pausa|dormir)\b/],
  ],
  zh: [
    // A bare 考 is the verb "to sit an exam" (考物理), but not in 参考 / 思考 / 考虑.
    ['exam', /考试|考試|测验|測驗|小测|小測|小考|月考|期中|期末|模考|测试|測試|(?<![参參思])考(?![虑慮])/],
    ['class', /(?<!功)[课課](?![文本外])/],
    ['rest', /休息|午睡|午休|放松|放鬆|睡觉|睡覺/],
  ],
}
/** Hobbies rather than study: an event of kind "other" unless it is a class ("cours de guitare"). */
const OTHER_ACTIVITIES = new Set(['piano', 'guitar', 'violin', 'football', 'basketball', 'swimming', 'running', 'sport', 'music', 'dance'])

/**
 * Words of study that students write in any language: "物理复习" names the event "Physics
 * revision", "révision d'anglais" the one titled "English review".
 */
const WORD_GROUPS_SOURCE: string[][] = [
  ['revision', 'revisions', 'revise', 'review', 'reviser', 'repaso', 'repasar', 'revisar', '复习', '温习'],
  ['homework', 'devoirs', 'devoir', 'deberes', 'tarea', 'tareas', '作业', '功课'],
  ['exercises', 'exercise', 'practice', 'exercices', 'exercice', 'ejercicios', 'ejercicio', 'practica', '练习', '习题'],
  ['tutoring', 'tutor', 'soutien', 'particulares', '辅导', '补习', '家教'],
  ['lab', 'labo', 'laboratoire', 'laboratorio', '实验'],
  ['essay', 'dissertation', 'redaction', 'ensayo', 'redaccion', '作文', '论文'],
  ['project', 'projet', 'proyecto', '项目'],
]
const WORD_GROUPS = WORD_GROUPS_SOURCE.map((g) => g.map(fold))

/** Words that say nothing about which event ("do", "session", "做", "上"): never required in a title. */
const WEAK_WORDS = new Set([
  'do', 'doing', 'does', 'have', 'has', 'get', 'go', 'going', 'one', 'ones', 'time', 'sessions', 'session', 'should', 'will', 'would',
  'must', 'can', 'could', 'want', 'need', 'make', 'are', 'was', 'were', 'been', 'faire', 'fais', 'est', 'sera', 'doit', 'etre', 'veux',
  'hacer', 'hago', 'toca', 'ser', 'sea', 'estar', 'debe', 'quiero',
])
const ZH_WEAK = /[做上去把的吧呢啊了在是要和跟]/g

const wordPatterns = new Map<string, RegExp>()

/** A folded term found in folded text: whole words for Latin script, anywhere for Chinese. */
export function termAt(text: string, term: string): number {
  if (isHan(term[0])) return text.indexOf(term)
  let re = wordPatterns.get(term)
  if (!re) {
    re = new RegExp(`(?<![a-z])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?(?![a-z])`)
    wordPatterns.set(term, re)
  }
  return re.exec(text)?.index ?? -1
}

export interface CourseTerm {
  id: number
  term: string
}

/** Every name and synonym of the courses the context knows, longest first. */
export function courseTerms(courses: CourseNames[]): CourseTerm[] {
  const terms: CourseTerm[] = []
  for (const c of courses) {
    const names = [...Object.values(c.name), ...(COURSE_SYNONYMS[c.id] ?? [])].map(fold)
    for (const term of new Set(names)) terms.push({ id: c.id, term })
  }
  return terms.sort((a, b) => b.term.length - a.term.length)
}

/** The course named earliest in the text, with where its name is. */
export function findCourse(folded: string, terms: CourseTerm[]): { id: number; start: number; end: number } | null {
  let best: { id: number; start: number; end: number } | null = null
  for (const t of terms) {
    const at = termAt(folded, t.term)
    if (at >= 0 && (!best || at < best.start)) best = { id: t.id, start: at, end: at + t.term.length }
  }
  return best
}

/** Every course synonym and activity word as written (known words for the spelling corrector). */
export const NAMED_WORDS: string[] = [...Object.values(COURSE_SYNONYMS).flat(), ...Object.values(ACTIVITIES).flat(), ...WORD_GROUPS_SOURCE.flat()]

const ACTIVITY_TERMS = Object.entries(ACTIVITIES).map(([key, words]) => [key, [...new Set(words.map(fold))]] as const)

export function findActivity(folded: string): string | null {
  for (const [key, words] of ACTIVITY_TERMS) if (words.some((w) => termAt(folded, w) >= 0)) return key
  return null
}

/** The text with every course and activity name blanked (what is left may say which event). */
export function withoutNames(folded: string, terms: CourseTerm[]): string {
  let out = folded
  const blank = (term: string) => {
    for (let at = termAt(out, term); at >= 0; at = termAt(out, term)) out = out.slice(0, at) + ' '.repeat(term.length) + out.slice(at + term.length)
  }
  for (const t of terms) blank(t.term)
  for (const [, words] of ACTIVITY_TERMS) for (const w of [...words].sort((a, b) => b.length - a.length)) blank(w)
  return out
}

/** A word of the instruction found in an event's title, directly or as the same study word in another language. */
export function wordInTitle(word: string, title: string): boolean {
  const inTitle = (w: string) => (isHan(w[0]) ? title.includes(w) : termAt(title, w) >= 0)
  if (inTitle(word) || (isHan(word[0]) && word.length > 1 && title.length > 1 && word.includes(title))) return true
  const group = WORD_GROUPS.find((g) => g.includes(word))
  return !!group && group.some(inTitle)
}

/** The content words left in a folded text: Latin words of 3+ letters, Chinese runs of 2+ characters. */
export function contentWords(folded: string, isStop: (w: string) => boolean): string[] {
  const out: string[] = []
  for (const piece of folded.split(/[^\p{L}\p{N}'-]+/u)) {
    const w = piece.replace(/^(?:l|d|qu)'/, '')
    if (!w) continue
    if (isHan(w[0])) {
      for (const run of w.replace(ZH_WEAK, ' ').split(/\s+/)) if (run.length >= 2 && !isStop(run)) out.push(run)
    } else if (w.length >= 3 && !isStop(w) && !WEAK_WORDS.has(w)) out.push(w)
  }
  return out
}

/**
 * Getting ready FOR an exam is study: "revise for the test", "réviser pour le contrôle de maths",
 * "repasar para el examen de física", "为期中考试复习", "准备数学考试". The exam word after "for" names
 * what the study is for, not the event itself (that one, "the test", is an exam).
 */
const FOR_EXAM: Record<Family, RegExp> = {
  en: /\b(?:for|before)\s+(?:(?:the|a|an|my|this|next|our|that|tomorrow's|friday's|monday's)\s+)?(?:[a-z]+\s+){0,2}?(?=(?:exams?|tests?|quiz(?:zes)?|midterms?|finals?)\b)/,
  fr: /\b(?:pour|avant)\s+(?:(?:le|la|les|l'|mon|ma|mes|ce|cet|cette|un|une)\s*)?(?:[a-z'-]+\s+){0,2}?(?=(?:examens?|controles?|interros?|interrogations?|partiels?|ds|bac|brevet|evaluations?)\b)/,
  es: /\b(?:para|antes\s+del?)\s+(?:(?:el|la|los|las|mi|mis|este|esta|un|una)\s+)?(?:[a-z]+\s+){0,2}?(?=(?:examen(?:es)?|pruebas?|parcial(?:es)?|evaluacion(?:es)?|control(?:es)?)\b)/,
  zh: /(?:为|准备|备战|备考)(?=[^，,。；;]{0,6}?(?:考试|测验|小测|小考|月考|期中|期末|模考|测试))/,
}

export function findKind(folded: string, family: Family): EventKind | null {
  const forExam = FOR_EXAM[family].exec(folded)
  // What the study is for is blanked up to the end of its exam word; the rest may still say a kind.
  const text = forExam ? folded.slice(0, forExam.index) + ' ' + withoutKindWords(folded.slice(forExam.index), family) : folded
  for (const [kind, re] of KIND_WORDS[family]) if (re.test(text)) return kind
  return forExam ? 'study' : null
}

/** The text with its kind words blanked, so "English test" leaves "english". */
export function withoutKindWords(folded: string, family: Family): string {
  return KIND_WORDS[family].reduce((t, [, re]) => t.replace(new RegExp(re.source, 'g'), ' '), folded)
}

/**
 * Words that make a new event study when no course names it ("study with Tom", "晨读", "练琴"),
 * besides the study word groups and the study activities (reading, calligraphy, listening).
 */
const STUDY_WORDS: Record<Family, RegExp> = {
  en: /\b(?:stud(?:y|ies|ying)|learn(?:ing)?|revis(?:e|ing)|memori[sz]e|prep(?:are)?|notes|flashcards?|chapters?|worksheets?|assignments?|research|self-study)\b/,
  fr: /\b(?:etudier|etude|etudes|apprendre|reviser|memoriser|preparer|travailler|fiches?|chapitres?|lecons?)\b/,
  es: /\b(?:estudiar|estudio|aprender|repasar|memorizar|preparar|apuntes|resumen|capitulos?|practicar)\b/,
  zh: /学|习|读|练|背|写|题|预习|笔记|作业|功课/,
}

/**
 * The kind of a new event: said outright, a hobby ("other"), study when a course, a study word or
 * a study activity names it, and "other" when words say what it is but none of them is study
 * ("call mum", "dentist", "给妈妈打电话"). No words at all: a study block, the app's default.
 */
export function kindOf(folded: string, family: Family, courseId: number | null = null): EventKind {
  const said = findKind(folded, family)
  if (said) return said
  const activity = findActivity(folded)
  if (activity) return OTHER_ACTIVITIES.has(activity) ? 'other' : 'study'
  if (courseId !== null || !/[\p{L}\p{N}]/u.test(folded) || STUDY_WORDS[family].test(folded)) return 'study'
  return WORD_GROUPS.some((g) => g.some((w) => termAt(folded, w) >= 0)) ? 'study' : 'other'
}

export interface Subject {
  courseId: number | null
  kind: EventKind | null
  activity: string | null
  /** Other meaningful words (folded): what the event is when no course or activity is named, else what narrows it down. */
  words: string[]
}

export const hasSubject = (s: Subject) => s.courseId !== null || s.activity !== null || s.words.length > 0 || s.kind !== null

/** Whether an event is about the subject (the kind is checked apart, as a preference). */
export function eventMatches(event: PlanEventView, subject: Subject, terms: CourseTerm[]): boolean {
  const title = fold(event.title)
  if (subject.courseId !== null) {
    const course = event.course_id === subject.courseId || findCourse(title, terms)?.id === subject.courseId
    // "English reading" is not the vocabulary drill of the same course.
    return course && (!subject.activity || findActivity(title) === subject.activity)
  }
  if (subject.activity) return findActivity(title) === subject.activity
  if (subject.words.length === 0) return subject.kind !== null && event.kind === subject.kind
  return fitsWords(event, subject)
}

/** Every other word said is in the event's title ("chemistry lab" is not "Chemistry class"). */
export const fitsWords = (event: PlanEventView, subject: Subject): boolean => {
  const title = fold(event.title)
  return subject.words.every((w) => wordInTitle(w, title))
}
