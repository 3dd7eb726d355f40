import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Study plan, today's tasks and exam tactics. Messages name the field the student must fix. */
export const planMessages = {
  EVENT_TIME_INVALID: {
    en: 'The end time must come after the start time',
    fr: "L'heure de fin doit venir après l'heure de début",
    es: 'La hora de fin debe ser posterior a la hora de inicio',
    'zh-Hans': '结束时间必须晚于开始时间',
    'zh-Hant': '結束時間必須晚於開始時間',
  },
  RRULE_INVALID: {
    en: 'This way of repeating is not supported: choose daily, weekdays or weekly',
    fr: "Cette répétition n'est pas prise en charge : choisis chaque jour, en semaine ou chaque semaine",
    es: 'Esta repetición no es compatible: elige cada día, entre semana o cada semana',
    'zh-Hans': '不支持这种重复方式，请选择每天、工作日或每周',
    'zh-Hant': '不支援這種重複方式，請選擇每天、平日或每週',
  },
  TIME_RANGE_INVALID: {
    en: 'Choose a last day after the first day, at most {days} days later',
    fr: 'Choisis un dernier jour après le premier, {days} jours plus tard au maximum',
    es: 'Elige un último día posterior al primero, {days} días después como máximo',
    'zh-Hans': '结束日期须晚于开始日期，且最多相隔 {days} 天',
    'zh-Hant': '結束日期須晚於開始日期，且最多相隔 {days} 天',
  },
  TIME_ZONE_INVALID: {
    en: 'Unknown time zone: {zone}',
    fr: 'Fuseau horaire inconnu : {zone}',
    es: 'Zona horaria desconocida: {zone}',
    'zh-Hans': '未知的时区：{zone}',
    'zh-Hant': '未知的時區：{zone}',
  },
  FOCUS_INVALID: {
    en: 'This focus session does not fit the time it says it took',
    fr: 'Cette séance de concentration ne correspond pas à sa durée',
    es: 'Esta sesión de concentración no encaja con su duración',
    'zh-Hans': '专注记录与所用时间不符',
    'zh-Hant': '專注紀錄與所用時間不符',
  },
  DATE_OUT_OF_RANGE: {
    en: 'The date in {field} is outside what the plan holds: from {from} to {to}',
    fr: 'La date de {field} est hors de la période du planning : du {from} au {to}',
    es: 'La fecha de {field} está fuera del periodo del plan: del {from} al {to}',
    'zh-Hans': '{field} 的日期超出了计划可安排的范围：{from} 至 {to}',
    'zh-Hant': '{field} 的日期超出了計畫可安排的範圍：{from} 至 {to}',
  },
  PLAN_TOO_MANY_CHANGES: {
    en: 'That is more than {max} changes at once. Please narrow the request, for example one day, one week or one subject at a time',
    fr: 'Cela fait plus de {max} modifications à la fois. Précise la demande, par exemple un jour, une semaine ou une matière à la fois',
    es: 'Son más de {max} cambios a la vez. Acota la petición, por ejemplo un día, una semana o una asignatura cada vez',
    'zh-Hans': '一次超过 {max} 项修改。请缩小范围，例如一次只改一天、一周或一门科目',
    'zh-Hant': '一次超過 {max} 項修改。請縮小範圍，例如一次只改一天、一週或一門科目',
  },
  EVENT_NOT_FOUND: {
    en: 'This event was not found in your plan',
    fr: "Cet événement est introuvable dans ton planning",
    es: 'Este evento no está en tu plan',
    'zh-Hans': '计划中找不到这个日程',
    'zh-Hant': '計畫中找不到這個行程',
  },
  PROPOSAL_NOT_FOUND: {
    en: 'This preview has expired or was already applied; please ask again',
    fr: 'Cet aperçu a expiré ou a déjà été appliqué ; redemande',
    es: 'Esta vista previa ha caducado o ya se aplicó; vuelve a pedirlo',
    'zh-Hans': '该预览已过期或已应用，请重新发起',
    'zh-Hant': '該預覽已過期或已套用，請重新發起',
  },
  MISTAKE_NOT_FOUND: {
    en: 'This mistake was not found in your notebook',
    fr: "Cette erreur est introuvable dans ton carnet",
    es: 'Este error no está en tu cuaderno',
    'zh-Hans': '错题本中找不到这道题',
    'zh-Hant': '錯題本中找不到這道題',
  },
  PLAN_CHANGED: {
    en: 'Your plan changed since this preview; please preview again',
    fr: 'Ton planning a changé depuis cet aperçu ; regénère-le',
    es: 'Tu plan cambió desde esta vista previa; vuelve a generarla',
    'zh-Hans': '预览之后计划已有变动，请重新预览',
    'zh-Hant': '預覽之後計畫已有變動，請重新預覽',
  },
  RETEST_NOT_DUE: {
    en: 'This re-test is not due yet',
    fr: "Ce nouveau test n'est pas encore prévu",
    es: 'Esta repetición aún no toca',
    'zh-Hans': '这道题还没到复测时间',
    'zh-Hant': '這道題還沒到複測時間',
  },
  EXAM_FINISHED: {
    en: 'This exam is over: no tactics or revision blocks for it any more',
    fr: 'Cet examen est terminé : plus de tactique ni de révisions pour lui',
    es: 'Este examen ya terminó: ya no hay tácticas ni bloques de repaso para él',
    'zh-Hans': '这场考试已经结束，不再提供应试策略和复习安排',
    'zh-Hant': '這場考試已經結束，不再提供應試策略和複習安排',
  },
} satisfies Partial<Record<ErrorName, Localized>>
