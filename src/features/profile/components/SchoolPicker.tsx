import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { School } from '@contract/user'
import { createAbort } from '@/lib/http/http-client'
import { addSchool, searchSchools } from '../api/profile'
import { Button } from '@/components/button/Button'
import { TextInput } from '@/components/text-input/TextInput'

const DEBOUNCE_MS = 300

/** Search as you type over the shared school list, with "add my school" when it is missing. */
export function SchoolPicker({ selected, onSelect }: { selected: School | null; onSelect(s: School): void }) {
  const { t, i18n } = useTranslation()
  // Outside Chinese the English name, where the school has one, says which school this is.
  const showEnglish = !i18n.language.startsWith('zh')
  const [keyword, setKeyword] = useState('')
  const [results, setResults] = useState<School[]>([])
  const [loading, setLoading] = useState(false)
  const [adding, setAdding] = useState(false)
  const [city, setCity] = useState('')

  useEffect(() => {
    const text = keyword.trim()
    if (!text) return setResults([])
    const abort = createAbort()
    setLoading(true)
    const timer = setTimeout(() => {
      searchSchools(text, abort)
        .then(setResults, () => setResults([]))
        .finally(() => setLoading(false))
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [keyword])

  const onAdd = async () => {
    const school = await addSchool(keyword.trim(), city.trim()).catch(() => null)
    if (school) {
      onSelect(school)
      setAdding(false)
    }
  }

  return (
    <View>
      <View className='form__field'>
        <TextInput label={t('collect.searchPlaceholder')} className='form__input' data-testid='school-search' value={keyword} maxlength={40} placeholder={t('collect.searchPlaceholder')} onInput={(e) => setKeyword(e.detail.value)} />
      </View>
      {loading && <Text className='form__hint'>{t('collect.searching')}</Text>}
      {/* Scrolls on its own: twenty results never push Next below the fold. */}
      <ScrollView scrollY className='collect__results'>
        {results.map((s) => (
          <View
            role='button'
            tabIndex={0}
            aria-pressed={selected?.id === s.id}
            key={s.id}
            className={`list__row${selected?.id === s.id ? ' collect__result--on' : ''}`}
            data-testid='school-option'
            onClick={() => onSelect(s)}
          >
            <View className='collect__result-name'>
              <Text>{s.name}</Text>
              {showEnglish && s.name_en && <Text className='collect__result-en'>{s.name_en}</Text>}
            </View>
            <Text className='list__value'>{s.verified ? s.city : `${s.city} · ${t('collect.unverified')}`}</Text>
          </View>
        ))}
      </ScrollView>
      {keyword.trim() && !loading && !adding && (
        <View className='form__links'>
          <Text className='form__hint'>{results.length ? '' : t('collect.noMatch')}</Text>
          <Text role='button' tabIndex={0} className='form__link' data-testid='add-school' onClick={() => setAdding(true)}>
            {t('collect.addSchool')}
          </Text>
        </View>
      )}
      {adding && (
        <View style={{ marginTop: '12px' }}>
          <Text className='form__hint'>{t('collect.addTitle')}</Text>
          <View className='form__field'>
            <TextInput label={t('collect.schoolName')} className='form__input' value={keyword} maxlength={40} placeholder={t('collect.schoolName')} onInput={(e) => setKeyword(e.detail.value)} />
          </View>
          <View className='form__field'>
            <TextInput label={t('collect.city')} className='form__input' value={city} maxlength={20} placeholder={t('collect.city')} onInput={(e) => setCity(e.detail.value)} />
          </View>
          <Button tone='ghost' testId='add-school-save' disabled={!keyword.trim() || !city.trim()} why={t('collect.cityFirst')} onPress={() => void onAdd()}>
            {t('collect.add')}
          </Button>
        </View>
      )}
    </View>
  )
}
