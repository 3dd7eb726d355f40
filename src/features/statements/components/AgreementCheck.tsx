import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/routes'
import { go } from '@/lib/navigation'
import { useAgreementStore } from '../agreement-store'
import './agreement-check.scss'
import { Icon } from '@/components/icon/Icon'

/** "I have read and agree to the User Agreement and the Privacy Policy", with links to both. */
export function AgreementCheck() {
  const { t } = useTranslation()
  const agreed = useAgreementStore((s) => s.agreed)
  const setAgreed = useAgreementStore((s) => s.setAgreed)
  return (
    <View className='agreement'>
      <View
        className={`agreement__box${agreed ? ' agreement__box--on' : ''}`}
        role='checkbox'
        tabIndex={0}
        aria-checked={agreed}
        aria-label={`${t('agreement.prefix')}${t('agreement.terms')}${t('agreement.and')}${t('agreement.privacy')}`}
        data-testid='agree-check'
        onClick={() => setAgreed(!agreed)}
      >
        <View className='agreement__circle'>{agreed && <Icon name='check-white' size={12} />}</View>
      </View>
      <View className='agreement__text'>
        <Text onClick={() => setAgreed(!agreed)}>{t('agreement.prefix')}</Text>
        <Text className='agreement__link' role='link' tabIndex={0} data-testid='agree-terms' onClick={() => go(ROUTES.statement.path, { kind: 'terms' })}>
          {t('agreement.terms')}
        </Text>
        <Text>{t('agreement.and')}</Text>
        <Text className='agreement__link' role='link' tabIndex={0} data-testid='agree-privacy' onClick={() => go(ROUTES.statement.path, { kind: 'privacy' })}>
          {t('agreement.privacy')}
        </Text>
      </View>
    </View>
  )
}
