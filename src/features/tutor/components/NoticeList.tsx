import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/empty/EmptyState'
import { getSystemNotices } from '../api/get-system-notices'
import { useChatStore } from '../chat-store'
import { readChat } from '../reply-listener'
import './notices.scss'
import { formatListTime } from '@/lib/format-date'

/** The notices chat: what the app told the student (system push payloads, keyed by chat_id). */
export function NoticeList({ chatId }: { chatId: string }) {
  const { t } = useTranslation()
  const notices = useChatStore((s) => s.systemPush[chatId])
  useEffect(() => {
    void getSystemNotices().then((list) => {
      useChatStore.getState().setNotices(list.chat_id, list.notices)
      void readChat(list.chat_id)
    })
  }, [chatId])
  if (notices && notices.length === 0) return <EmptyState message={t('tutor.notices.empty')} />
  return (
    <View className='notices'>
      {(notices ?? []).map((n) => (
        <View key={n.request_id} className='notice' data-testid='notice'>
          <Text className='notice__title'>{n.title}</Text>
          <Text className='notice__content'>{n.content}</Text>
          {n.create_time && <Text className='notice__time'>{formatListTime(t, n.create_time)}</Text>}
        </View>
      ))}
    </View>
  )
}
