import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { createChat } from '../api/create-chat'
import { refreshChats } from '../list-actions'
import { useChatStore } from '../chat-store'
import { Composer } from '../components/Composer'
import { DifficultyChip } from '../components/DifficultyChip'
import { HelpLadder } from '../components/HelpLadder'
import { MessageList } from '../components/MessageList'
import { NoticeList } from '../components/NoticeList'
import { ask, loadEarlier, openConversation, rate, regenerate, stop, toggleMistake } from '../conversation-actions'
import { emptyConversation, useConversationStore } from '../conversation-store'
import './chat-page.scss'

/** A conversation with the tutor (or the notices): messages, help ladder, composer. */
export default function ChatPage() {
  const { t } = useTranslation()
  const params = useRouter().params
  const [chatId, setChatId] = useState<string | null>(params.chat_id ?? null)
  const conversation = useConversationStore((s) => (chatId ? s.byChat[chatId] : undefined)) ?? emptyConversation
  const draftPhoto = useConversationStore((s) => s.draftPhoto)
  const opened = params.chat_id
  const wanted = params.type ?? 'question'
  const type = conversation.chat?.chat_type ?? wanted

  // Opened directly (a link, a reload): learn whether photos can be read before the camera is offered.
  useEffect(() => {
    if (useChatStore.getState().photoReading === null) void refreshChats().catch(() => undefined)
  }, [])

  useEffect(() => {
    if (chatId) return
    void createChat().then((chat) => {
      useConversationStore.getState().patch(chat.chat_id, { chat, loaded: true })
      setChatId(chat.chat_id)
    })
  }, [chatId])

  useEffect(() => {
    if (!chatId) return
    useChatStore.getState().select(chatId)
    if (wanted === 'plan_assistant') go(ROUTES.schedule.path)
    else if (wanted !== 'system' && opened) void openConversation(chatId).catch(() => undefined)
    return () => useChatStore.getState().select(null)
  }, [chatId, wanted, opened])

  // Keep the newest words in view while a reply grows.
  const last = conversation.messages.at(-1)
  const count = conversation.messages.length
  const grown = last ? `${last.content.length}:${last.status}` : ''
  useEffect(() => {
    if (count > 0) void Taro.pageScrollTo({ scrollTop: 1e7, duration: 0 }).catch(() => undefined)
  }, [count, grown])

  if (!chatId) return <View className='chat-page' />
  if (type === 'system') return <NoticeList chatId={chatId} />

  const busy = conversation.streaming !== null
  const asked = conversation.messages.some((m) => m.role === 'user' && !m.message_id.startsWith('sending-'))
  return (
    <View className='chat-page'>
      {conversation.chat?.difficulty && <DifficultyChip difficulty={conversation.chat.difficulty} />}
      {conversation.loaded && conversation.messages.length === 0 && <Text className='chat-page__start'>{t('tutor.chat.start')}</Text>}
      <MessageList
        messages={conversation.messages}
        upload={conversation.upload}
        hasEarlier={conversation.nextCursor !== null}
        onEarlier={() => void loadEarlier(chatId)}
        onRegenerate={(m) => void regenerate(chatId, m.message_id)}
        onRate={(m, feedback) => void rate(chatId, m, feedback)}
        onToggleMistake={(m) =>
          void toggleMistake(chatId, m).then((marked) => toast(t(marked ? 'tutor.mistake.added' : 'tutor.mistake.removed')))
        }
      />
      {asked && (
        <HelpLadder
          current={conversation.chat?.help_level ?? 'hint'}
          disabled={busy}
          onStep={(level) => void ask(chatId, { content: t(`tutor.ladder.ask.${level}`), level })}
        />
      )}
      <View className='chat-page__composer-space' />
      <Composer
        busy={busy}
        canStop={busy && conversation.streaming !== 'sending'}
        initialPhoto={draftPhoto}
        onSend={(input) => {
          useConversationStore.getState().setDraftPhoto(null)
          return ask(chatId, input)
        }}
        onStop={() => void stop(chatId)}
      />
    </View>
  )
}
