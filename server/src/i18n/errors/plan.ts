import type { ErrorName } from '@contract/errors'
import type { Localized } from '..'

/** Study plan, today's tasks and exam tactics. Messages name the field the student must fix. */
export const planMessages = {
  EVENT_TIME_INVALID: {
    en: 'Invalid time in {field}: the end must come after the start',
    fr: 'Heure invalide dans {field} : la fin doit venir après le début',
    es: 'Hora no válida en {field}: el final debe ser posterior al inicio',
    'zh-Hans': '{field} 的时间无效：结束时间必须晚于开始时间',
    'zh-Hant': '{field} 的時間無效：結束時間必須晚於開始時間',
  },
  RRULE_INVALID: {
    en: 'The repeat rule (rrule) is not supported: {rule}',
    fr: "La règle de répétition (rrule) n'est pas prise en charge : {rule}",
    es: 'La regla de repetición (rrule) no es compatible: {rule}',
    'zh-Hans': '不支持该重复规则（rrule）：{rule}',
    'zh-Hant': '不支援該重複規則（rrule）：{rule}',
  },
  TIME_RANGE_INVALID: {
    en: 'Invalid range (from, to): the end must come after the start, at most {days} days later',
    fr: 'Période invalide (from, to) : la fin doit suivre le début, {days} jours au plus',
    es: 'Intervalo no válido (from, to): el final debe ser posterior al inicio, {days} días como máximo',
    'zh-Hans': '时间范围无效（from, to）：结束须晚于开始，且最多相隔 {days} 天',
    'zh-Hant': '時間範圍無效（from, to）：結束須晚於開始，且最多相隔 {days} 天',
  },
  TIME_ZONE_INVALID: {
    en: 'Unknown time zone (time_zone): {zone}',
    fr: 'Fuseau horaire inconnu (time_zone) : {zone}',
    es: 'Zona horaria desconocida (time_zone): {zone}',
    'zh-Hans': '未知的时区（time_zone）：{zone}',
    'zh-Hant': '未知的時區（time_zone）：{zone}',
  },
  FOCUS_INVALID: {
    en: 'The focus session does not fit the time given (started_at, minutes)',
    fr: 'La séance de concentration ne correspond pas à la durée indiquée (started_at, minutes)',
    es: 'La sesión de concentración no encaja con el tiempo indicado (started_at, minutes)',
    'zh-Hans': '专注记录与所给时间不符（started_at, minutes）',
    'zh-Hant': '專注紀錄與所給時間不符（started_at, minutes）',
  },
  EVENT_NOT_FOUND: {
    en: 'This event was not found in your plan',
    fr: "Cet événement est introuvable dans votre planning",
    es: 'Este evento no está en tu plan',
    'zh-Hans': '计划中找不到这个日程',
    'zh-Hant': '計畫中找不到這個行程',
  },
  PROPOSAL_NOT_FOUND: {
    en: 'This preview has expired or was already applied; please ask again',
    fr: 'Cet aperçu a expiré ou a déjà été appliqué ; veuillez redemander',
    es: 'Esta vista previa ha caducado o ya se aplicó; vuelve a pedirlo',
    'zh-Hans': '该预览已过期或已应用，请重新发起',
    'zh-Hant': '該預覽已過期或已套用，請重新發起',
  },
  MISTAKE_NOT_FOUND: {
    en: 'This mistake was not found in your notebook',
    fr: "Cette erreur est introuvable dans votre carnet",
    es: 'Este error no está en tu cuaderno',
    'zh-Hans': '错题本中找不到这道题',
    'zh-Hant': '錯題本中找不到這道題',
  },
  PLAN_CHANGED: {
    en: 'Your plan changed since this preview; please preview again',
    fr: 'Votre planning a changé depuis cet aperçu ; veuillez le regénérer',
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
