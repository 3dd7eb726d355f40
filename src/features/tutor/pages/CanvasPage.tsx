import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_STATUS } from '@contract/account-status'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { pickPhoto } from '@/lib/photo'
import { useUserStore } from '@/shared/user/store'
import { ChatListItem, ChatListSkeleton } from '../components/ChatListItem'
import { loadMoreChats, refreshChats } from '../list-actions'
import { useChatStore, type ChatSelection } from '../chat-store'
import { AskCard } from '../components/AskCard'
import { useConversationStore } from '../conversation-store'
import { explainNoPhotoReading, usePhotoReading } from '../photo-reading'
import './canvas-page.scss'
import { Button } from '@/components/button/Button'

function open(chat: ChatSelection) {
  if (chat.chat_type === 'plan_assistant') go(ROUTES.schedule.path)
  else go(ROUTES.chat.path, { chat_id: chat.chat_id, type: chat.chat_type })
}

async function askWithPhoto() {
  const path = await pickPhoto()
  if (!path) return
  useConversationStore.getState().setDraftPhoto(path)
  go(ROUTES.chat.path)
}

/** The home tab: a welcome and sign-in when signed out; the ask card and the conversations when signed in. */
export default function CanvasPage() {
  const { t } = useTranslation()
  const token = useUserStore((s) => s.token)
  // A student not activated yet has no conversations: asking leads to activation instead.
  const active = useUserStore((s) => s.info?.account_status === ACCOUNT_STATUS.NORMAL)
  const infoKnown = useUserStore((s) => s.info !== null)
  // The list is known once the server has sent it (kept with the list, so a returning student's
  // phone shows its last list at once), or when there is none to load (not activated yet), or
  // when loading it failed (the request layer has said why; no skeleton left standing).
  const [loadFailed, setLoadFailed] = useState(false)
  const listKnown = useChatStore((s) => s.photoReading !== null) || (infoKnown && !active) || loadFailed
  const chats = useChatStore((s) => s.chats)
  const more = useChatStore((s) => s.nextCursor !== null)
  const photoReading = usePhotoReading()
  const refresh = () => {
    if (token && active) void refreshChats().catch(() => setLoadFailed(true))
  }
  // The content loads lazily, after the page's first "show": refresh on mount, then on each return.
  useEffect(refresh, [token, active])
  useDidShow(refresh)

  if (!token) {
    return (
      <View className='canvas-page'>
        <View className='canvas-page__hero'>
          <Text className='canvas-page__welcome'>{t('canvas.welcome')}</Text>
          <Text className='canvas-page__intro'>{t('canvas.intro')}</Text>
        </View>
        <Button className='canvas-page__sign-in' testId='canvas-sign-in' onPress={() => go(ROUTES.accessLogin.path)}>
          {t('canvas.signInToAsk')}
        </Button>
      </View>
    )
  }
  const questions = chats.filter((c) => c.chat_type === 'question')
  return (
    <View className='canvas-page'>
      <AskCard
        photoReading={photoReading}
        onType={() => go(ROUTES.chat.path)}
        onPhoto={() => void (photoReading ? askWithPhoto() : explainNoPhotoReading(t).then(() => go(ROUTES.chat.path)))}
      />
      <Text className='canvas-page__list-title'>{t('tutor.home.listTitle')}</Text>
      {listKnown ? (
        <>
          <View className='canvas-page__list'>
            {chats.map((chat) => (
              <ChatListItem key={chat.chat_id} chat={chat} onOpen={() => open(chat)} />
            ))}
          </View>
          {questions.length === 0 && <Text className='canvas-page__empty'>{t('tutor.home.empty')}</Text>}
          {more && (
            <View className='canvas-page__more' role='button' tabIndex={0} onClick={() => void loadMoreChats()}>
              <Text>{t('tutor.home.loadMore')}</Text>
            </View>
          )}
        </>
      ) : (
        <ChatListSkeleton />
      )}
    </View>
  )
}
