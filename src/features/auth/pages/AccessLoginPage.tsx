import { View } from '@tarojs/components'
import { useAppStore } from '../../app-start/store'
import { InviteDialog } from '../../activation/components/InviteDialog'
import { AuthHero } from '../components/AuthHero'
import { SignInChoices } from '../components/SignInChoices'
import { useLoginParams } from '../use-redirect'

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
