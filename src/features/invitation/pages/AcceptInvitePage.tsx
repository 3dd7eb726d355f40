import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_STATUS } from '@contract/account-status'
import type { InviterInfo } from '@contract/invitation'
import { ROUTES } from '@/routes'
import { buildUrl, toLogin } from '@/lib/navigation'
import { session } from '@/lib/session-bridge'
import { failureText } from '@/lib/http/api-error'
import { toast } from '@/lib/toast'
import { EmptyState } from '@/components/empty/EmptyState'
import { acceptInvite, getInviterByCode } from '@/features/activation'
import { useLoginDraftStore } from '@/shared/session/login-draft-store'
import { useUserStore } from '@/shared/user/store'
import '@/styles/auth.scss'
import { Button } from '@/components/button/Button'

/** Opened from an invitation link or QR code: who invites, then sign-in and activation with the code filled in. */
export default function AcceptInvitePage() {
  const { t } = useTranslation()
  const params = useRouter().params ?? {}
  const code = (params.invite_code ?? params.code ?? '').trim()
  const [inviter, setInviter] = useState<InviterInfo | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!code) return
    getInviterByCode(code).then(setInviter, (err) => setError(failureText(err, t('error.request'))))
  }, [code, t])

  if (!code) return <EmptyState message={t('invite.linkBroken')} />
  if (error) return <EmptyState message={error} />
  if (!inviter) return null

  const onAccept = async () => {
    useLoginDraftStore.getState().patch({ InviterInfo: { uid: inviter.uid, nickname: inviter.nickname, avatar: inviter.avatar, invite_code: inviter.invite_code } })
    if (!session.isLoggedIn()) return toLogin({ redirect: `/${ROUTES.canvas.path}` })
    const info = useUserStore.getState().info
    if (info?.account_status !== ACCOUNT_STATUS.DEFAULT) {
      toast(t('invite.alreadyActive'))
      return Taro.reLaunch({ url: buildUrl(ROUTES.canvas.path) })
    }
    await acceptInvite(inviter.invite_code).catch(() => undefined)
    void Taro.reLaunch({ url: buildUrl(session.loginEntry(), { invite: 1 }) })
  }

  return (
    <View>
      <View className='auth-hero'>
        {inviter.avatar ? <Image className='auth-hero__logo' src={inviter.avatar} nativeProps={{ alt: '' }} /> : <View className='auth-hero__logo'>{inviter.nickname.slice(0, 1)}</View>}
        <Text className='auth-hero__title' data-testid='inviter-name'>
          {t('invite.acceptTitle', { name: inviter.nickname })}
        </Text>
        <Text className='auth-hero__slogan'>{t('invite.acceptHint')}</Text>
        <Text className='auth-hero__slogan'>{t('invite.placesLeft', { count: inviter.quota_left })}</Text>
      </View>
      <View className='form'>
        <Button testId='accept-invite' disabled={inviter.quota_left === 0} onPress={onAccept}>
          {t('invite.accept')}
        </Button>
      </View>
    </View>
  )
}
