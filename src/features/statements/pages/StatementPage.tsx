import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { Statement, StatementKind } from '@contract/resource'
import { EmptyState } from '@/components/empty/EmptyState'
import { getStatement } from '../api/get-statement'
import './statement-page.scss'

const KINDS: StatementKind[] = ['terms', 'privacy']

/** The user agreement and the privacy policy, from the server in the student's language. */
export default function StatementPage() {
  const { t, i18n } = useTranslation()
  const { params } = useRouter()
  const [kind, setKind] = useState<StatementKind>(params.kind === 'privacy' ? 'privacy' : 'terms')
  const [doc, setDoc] = useState<Statement | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    setDoc(null)
    getStatement(kind).then(setDoc, () => setFailed(true))
  }
  useEffect(load, [kind, i18n.language])

  return (
    <View className='statement'>
      <View className='statement__tabs' role='tablist'>
        {KINDS.map((k) => (
          <View
            key={k}
            role='tab' tabIndex={0}
            aria-selected={k === kind}
            className={`statement__tab${k === kind ? ' statement__tab--active' : ''}`}
            data-testid={`statement-tab-${k}`}
            onClick={() => setKind(k)}
          >
            <Text>{t(`statement.${k}`)}</Text>
          </View>
        ))}
      </View>
      {failed && <EmptyState message={t('lazy.failed')} onRetry={load} />}
      {doc && (
        <View className='statement__doc' data-testid='statement-doc'>
          <Text className='statement__title'>{doc.title}</Text>
          <Text className='statement__version'>{t('statement.version', { date: doc.version })}</Text>
          {doc.sections.map((section) => (
            <View key={section.heading} className='statement__section'>
              <Text className='statement__heading'>{section.heading}</Text>
              {section.paragraphs.map((p, i) => (
                <Text key={i} className='statement__paragraph'>
                  {p}
                </Text>
              ))}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
