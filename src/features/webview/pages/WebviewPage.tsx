import { useEffect, useState } from 'react'
import { Text, View, WebView } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { WebviewCheck } from '@contract/resource'
import { EmptyState } from '@/components/empty/EmptyState'
import { toast } from '@/lib/toast'
import { checkWebviewUrl } from '../api/check-webview-url'
import './webview-page.scss'
import { Button } from '@/components/button/Button'

/** Opens a web page inside the app, if the server's allow-list has it; anything else is refused. */
export default function WebviewPage() {
  const { t } = useTranslation()
  const { params } = useRouter()
  const requested = params.url ? decodeURIComponent(params.url) : ''
  const [check, setCheck] = useState<WebviewCheck | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    if (!requested) return setCheck({ allowed: false, url: '' })
    checkWebviewUrl(requested).then(setCheck, () => setFailed(true))
  }
  useEffect(load, [requested])

  if (failed) return <EmptyState message={t('lazy.failed')} onRetry={load} />
  if (!check) return <View className='webview' />
  if (check.allowed) return <WebView className='webview__frame' src={check.url} data-testid='webview-frame' />

  const copy = () =>
    Taro.setClipboardData({ data: requested }).then(
      () => toast(t('webview.copied')),
      () => undefined,
    )
  return (
    <View className='webview webview--refused' data-testid='webview-refused'>
      <Text className='webview__title'>{t('webview.refused')}</Text>
      {requested && <Text className='webview__url'>{requested}</Text>}
      {requested && (
        <Button tone='ghost' size='inline' className='webview__copy' onPress={() => void copy()}>
          {t('webview.copy')}
        </Button>
      )}
    </View>
  )
}
