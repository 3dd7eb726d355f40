import { i18n } from '@/lib/i18n'
import { PARENT_STRINGS } from './strings'
import { PARENT_DELIVERY_STRINGS } from './strings-delivery'

/** Added once for every language and marked loaded, so useTranslation('parent') is ready at once. */
export function addParentStrings(): void {
  if (i18n.hasResourceBundle('en', 'parent')) return
  for (const [lang, strings] of Object.entries(PARENT_STRINGS)) {
    // Deep merge: the weekly message's strings live in their own file (strings.ts is full).
    i18n.addResourceBundle(lang, 'parent', strings)
    i18n.addResourceBundle(lang, 'parent', PARENT_DELIVERY_STRINGS[lang as keyof typeof PARENT_DELIVERY_STRINGS], true, false)
  }
  void i18n.loadNamespaces('parent')
}
