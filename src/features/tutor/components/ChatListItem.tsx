import { Image, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import notice from '@/assets/tutor/chat-notice.svg'
import plan from '@/assets/tutor/chat-plan.svg'
import tutor from '@/assets/tutor/chat-tutor.svg'
import { CountBadge } from '@/components/count-badge/CountBadge'
import type { ChatSelection } from '../chat-store'
import { formatListTime } from '@/lib/format-date'

const ICONS: Record<string, string> = { tutor, plan, notice }

/** One conversation in the list: icon, name, last message and time, unread count, upload progress. */
export function ChatListItem({ chat, onOpen }: { chat: ChatSelection; onOpen(): void }) {
  const { t } = useTranslation()
  const uploading = chat.progress !== undefined
  return (
    <View className='chat-item' role='button' tabIndex={0} data-testid='chat-item' data-chat-type={chat.chat_type} onClick={onOpen}>
      <View className={`chat-item__avatar chat-item__avatar--${chat.chat_avatar}`}>
        <Image className='chat-item__icon' src={ICONS[chat.chat_avatar] ?? tutor} nativeProps={{ alt: '' }} />
        <CountBadge count={chat.no_read_msg_count} className='chat-item__badge' testId='chat-unread' />
      </View>
      <View className='chat-item__body'>
        <View className='chat-item__top'>
          <Text className='chat-item__name'>{chat.chat_name}</Text>
          {chat.last_message && <Text className='chat-item__time'>{formatListTime(t, chat.last_message.create_time)}</Text>}
        </View>
        <Text className='chat-item__last'>
          {uploading ? t('tutor.home.uploading', { progress: chat.progress }) : (chat.last_message?.message ?? '')}
        </Text>
        {uploading && (
          <View className='chat-item__progress'>
            <View className='chat-item__bar' style={{ width: `${chat.progress}%` }} />
          </View>
        )}
      </View>
    </View>
  )
}

/**
 * Rows of the list's own size while it loads, with nothing under them: the rows that replace
 * them push nothing down (the empty-list note drawn before the data moved 150 px when it came).
 */
export function ChatListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <View className='canvas-page__list' aria-hidden='true' data-testid='chat-list-skeleton'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='chat-item chat-item--skeleton'>
          <View className='chat-item__avatar' />
          <View className='chat-item__body'>
            <View className='chat-item__skeleton-line' />
            <View className='chat-item__skeleton-line' />
          </View>
        </View>
      ))}
    </View>
  )
}
