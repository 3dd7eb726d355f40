import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { i18n, initI18n } from '@/lib/i18n'
import { reloadPage } from '@/lib/reload'

// Said in every language: the strings that would say it in one are what failed to load.
const RETRY = 'Retry · Réessayer · Reintentar · 重试 · 重試'

/**
 * The page while its language's strings load (a few milliseconds, or one small download on a
 * slow network); if they cannot be loaded, a way to try again.
 */
export function StringsPending() {
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    void initI18n().then(() => {
      if (live) setFailed(!i18n.hasResourceBundle(i18n.language, 'common'))
    })
    return () => {
      live = false
    }
  }, [])
  if (!failed) return null
  return (
    <View className='page-load-error' data-testid='strings-load-error' role='button' onClick={reloadPage}>
      <Text>{RETRY}</Text>
    </View>
  )
}
