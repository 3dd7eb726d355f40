import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { DIGEST_SECTIONS, SHARE_NAME_MAX, type DigestSection } from '@contract/parent-digest-rules'
import type { ShareCreated, ShareSummary } from '@contract/parent-digest'
import { Button } from '@/components/button/Button'
import { EmptyState } from '@/components/empty/EmptyState'
import { Toggle } from '@/components/form/Toggle'
import { confirmDialog } from '@/components/overlay'
import { TextInput } from '@/components/text-input/TextInput'
import { toast } from '@/lib/toast'
import { ROUTES } from '@/routes'
import { createShare, listShares, revokeShare } from '../api/shares'
import { NewLinkCard } from '../components/NewLinkCard'
import { ShareItem } from '../components/ShareItem'
import { addParentStrings } from '../add-strings'
import './parent-share-page.scss'

/**
 * Me → Share with a parent: the student turns on what a parent may see (nothing is on at first),
 * makes a link with a QR card, sees who opened each link, and revokes one.
 */
export default function ParentSharePage() {
  addParentStrings()
  const { t } = useTranslation('parent')
  const { t: tc } = useTranslation()
  const [chosen, setChosen] = useState<Set<DigestSection>>(new Set())
  const [name, setName] = useState('')
  const [shares, setShares] = useState<ShareSummary[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<ShareCreated | null>(null)
  const [revoking, setRevoking] = useState<string | null>(null)
  // In the mini-program the new link goes to a parent as a WeChat card: the parent then opens the
  // digest in the mini-program, where they can ask for it every Sunday. Without one, the app's home.
  useShareAppMessage(() => ({ title: t('share.cardTitle'), path: `/${created ? created.weapp_path : ROUTES.canvas.path}` }))

  const load = () => {
    setFailed(false)
    listShares().then((r) => setShares(r.shares), () => setFailed(true))
  }
  useEffect(load, [])

  const toggle = (s: DigestSection, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev)
      if (on) next.add(s)
      else next.delete(s)
      return next
    })

  const create = async () => {
    setCreating(true)
    try {
      const res = await createShare({ sections: DIGEST_SECTIONS.filter((s) => chosen.has(s)), display_name: name.trim() })
      setCreated(res)
      setShares((prev) => [res.share, ...(prev ?? [])])
    } catch {
      // The request layer has told the student why (a toast in their language).
    } finally {
      setCreating(false)
    }
  }

  const revoke = async (share: ShareSummary) => {
    const sure = await confirmDialog({ title: t('share.revokeTitle'), message: t('share.revokeBody'), confirmText: t('share.revoke'), danger: true })
    if (!sure) return
    setRevoking(share.share_id)
    try {
      await revokeShare(share.share_id)
      setShares((prev) => (prev ?? []).filter((s) => s.share_id !== share.share_id))
      if (created?.share.share_id === share.share_id) setCreated(null)
      toast(t('share.revoked'))
    } catch {
      // Told by the request layer; the list stays as it was.
    } finally {
      setRevoking(null)
    }
  }

  return (
    <View className='ps-page'>
      <Text className='ps-page__intro'>{t('share.intro')}</Text>
      <View className='list ps-choices'>
        {DIGEST_SECTIONS.map((s) => (
          <View key={s} className='list__row ps-choice'>
            <Text className='ps-choice__label'>{t(`section.${s}`)}</Text>
            <Toggle checked={chosen.has(s)} label={t(`section.${s}`)} onChange={(on) => toggle(s, on)} testId={`ps-choice-${s}`} />
          </View>
        ))}
      </View>
      <View className='ps-name'>
        <Text className='ps-name__label'>{t('share.nameLabel')}</Text>
        <TextInput
          className='ps-name__input'
          label={t('share.nameLabel')}
          placeholder={t('share.namePlaceholder')}
          value={name}
          maxlength={SHARE_NAME_MAX}
          onInput={(e) => setName(e.detail.value)}
          data-testid='ps-name'
        />
      </View>
      <Button disabled={chosen.size === 0} why={t('share.pickOne')} busy={creating} onPress={() => void create()} testId='ps-create'>
        {t('share.create')}
      </Button>
      {created && <NewLinkCard created={created} onDone={() => setCreated(null)} />}
      <Text className='ps-page__heading'>{t('share.listTitle')}</Text>
      {failed && <EmptyState message={tc('lazy.failed')} onRetry={load} />}
      {shares && shares.length === 0 && <Text className='ps-page__none'>{t('share.none')}</Text>}
      {shares?.map((s) => <ShareItem key={s.share_id} share={s} busy={revoking === s.share_id} onRevoke={() => void revoke(s)} />)}
    </View>
  )
}
