import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { LANGS, type Lang } from '@contract/langs'
import type { Digest } from '@contract/parent-digest'
import { EmptyState } from '@/components/empty/EmptyState'
import { ApiError } from '@/lib/http/api-error'
import { currentLanguage, setLanguage } from '@/lib/i18n'
import { formatDay } from '@/lib/format-date'
import { readString, writeString } from '@/lib/storage'
import { openDigest } from '../api/open-digest'
import { DigestSections } from '../components/DigestSections'
import { WeeklyDelivery } from '../components/WeeklyDelivery'
import { weekIsEmpty, tokenFrom } from '../model/digest-view'
import { addParentStrings } from '../add-strings'
import { LANGUAGE_NAMES } from '../strings'
import './parent-digest-page.scss'

/**
 * The last link this device opened: the weekly WeChat message opens the page without the link's
 * secret (the server keeps only its hash), and the page shows the week of the link kept here.
 */
const LINK_KEY = 'parent-digest-link'

type State = { kind: 'loading' } | { kind: 'dead' } | { kind: 'failed' } | { kind: 'shown'; digest: Digest }

/** A YYYY-MM-DD day of the student's calendar as a local date (not UTC midnight, which is the day before in the Americas). */
const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y, m - 1, d)
}

/**
 * The parent's page, opened from the student's link without an account: the week the student
 * chose to share, in the parent's language (the browser's, switchable here). Read only.
 */
export default function ParentDigestPage() {
  addParentStrings()
  const { t } = useTranslation('parent')
  const { t: tc } = useTranslation()
  const given = tokenFrom(useRouter().params)
  const token = given || tokenFrom({ t: readString(LINK_KEY) ?? '' })
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [lang, setLang] = useState<Lang>(currentLanguage())

  const load = () => {
    // A bare or malformed link asks the server nothing: it cannot lead anywhere.
    if (!token) return setState({ kind: 'dead' })
    setState({ kind: 'loading' })
    openDigest(token).then(
      (digest) => {
        writeString(LINK_KEY, token)
        setState({ kind: 'shown', digest })
      },
      (err: unknown) => {
        const dead = err instanceof ApiError && err.status === 404
        if (dead && token === readString(LINK_KEY)) writeString(LINK_KEY, '')
        setState({ kind: dead ? 'dead' : 'failed' })
      },
    )
  }
  useEffect(load, [token])

  const switchTo = async (next: Lang) => {
    if (next === lang || !(await setLanguage(next))) return
    setLang(next)
    // Course names come from the server in the reader's language.
    load()
  }

  return (
    <View className='pd-page'>
      <View className='pd-langs' role='group' aria-label={t('digest.language')}>
        {LANGS.map((l) => (
          <Text
            key={l}
            role='button'
            tabIndex={0}
            aria-pressed={l === lang}
            className={`pd-langs__item${l === lang ? ' pd-langs__item--on' : ''}`}
            data-testid={`pd-lang-${l}`}
            onClick={() => void switchTo(l)}
          >
            {LANGUAGE_NAMES[l]}
          </Text>
        ))}
      </View>
      {state.kind === 'loading' && <View className='pd-page__loading' />}
      {state.kind === 'failed' && <EmptyState message={tc('lazy.failed')} onRetry={load} />}
      {state.kind === 'dead' && (
        <View className='pd-dead' data-testid='pd-dead'>
          <Text className='pd-dead__title'>{t('digest.deadTitle')}</Text>
          <Text className='pd-dead__body'>{t('digest.deadBody')}</Text>
        </View>
      )}
      {state.kind === 'shown' && (
        <View data-testid='pd-digest'>
          <View className='pd-head'>
            <Text className='pd-head__title' data-testid='pd-title'>
              {state.digest.display_name ? t('digest.titleNamed', { name: state.digest.display_name }) : t('digest.title')}
            </Text>
            <Text className='pd-head__range'>
              {t('digest.range', { from: formatDay(tc, dayOf(state.digest.this_week.from)), to: formatDay(tc, dayOf(state.digest.this_week.to)) })}
            </Text>
          </View>
          {weekIsEmpty(state.digest.this_week) && !state.digest.exams?.length && <Text className='pd-note pd-note--empty'>{t('digest.nothing')}</Text>}
          <DigestSections digest={state.digest} />
          <WeeklyDelivery token={token} delivery={state.digest.delivery} />
          <Text className='pd-footer'>{t('digest.footer')}</Text>
        </View>
      )}
    </View>
  )
}
