import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ChatMessage, Feedback } from '@contract/chat'
import { ReplyBubble } from './ReplyBubble'
import { UserBubble } from './UserBubble'
import './bubble.scss'

interface MessageListProps {
  messages: ChatMessage[]
  /** A photo on its way up, shown in the message being sent. */
  upload: { path: string; progress: number } | null
  hasEarlier: boolean
  onEarlier(): void
  onRegenerate(message: ChatMessage): void
  onRate(message: ChatMessage, feedback: Feedback): void
  onToggleMistake(message: ChatMessage): void
}

export function MessageList({ messages, upload, hasEarlier, onEarlier, onRegenerate, onRate, onToggleMistake }: MessageListProps) {
  const { t } = useTranslation()
  const questionId = messages.find((m) => m.role === 'user')?.message_id
  const lastId = messages.at(-1)?.message_id
  return (
    <View className='messages'>
      {hasEarlier && (
        <View className='messages__earlier' role='button' tabIndex={0} onClick={onEarlier}>
          {t('tutor.chat.loadEarlier')}
        </View>
      )}
      {messages.map((m) =>
        m.role === 'user' ? (
          <UserBubble
            key={m.message_id}
            message={m}
            upload={m.message_id.startsWith('sending-') ? upload : null}
            isQuestion={m.message_id === questionId && !hasEarlier}
            onToggleMistake={() => onToggleMistake(m)}
          />
        ) : (
          <ReplyBubble
            key={m.message_id}
            message={m}
            isLast={m.message_id === lastId}
            onRegenerate={() => onRegenerate(m)}
            onRate={(feedback) => onRate(m, feedback)}
          />
        ),
      )}
    </View>
  )
}
