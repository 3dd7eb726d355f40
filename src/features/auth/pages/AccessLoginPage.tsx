import { View } from '@tarojs/components'
import { useAppStore } from '@/shared/app-state'
import { InviteDialog } from '@/features/activation'
import { AuthHero } from '../components/AuthHero'
import { SignInChoices } from '../components/SignInChoices'
import { useLoginParams } from '@/shared/session/login-params'

export default function AccessLoginPage() {
  const { redirect, invite } = useLoginParams()
  const inviteOpen = useAppStore((s) => s.modals.invitation)
  return (
    <View>
      <AuthHero />
      <SignInChoices redirect={redirect} more />
      <InviteDialog open={invite || inviteOpen} redirect={redirect} />
    </View>
  )
}
