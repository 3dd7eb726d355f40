import { i18n } from '@/lib/i18n'
import { PARENT_STRINGS } from './strings'

/** Added once for every language and marked loaded, so useTranslation('parent') is ready at once. */
export function addParentStrings(): void {
  if (i18n.hasResourceBundle('en', 'parent')) return
  for (const [lang, strings] of Object.entries(PARENT_STRINGS)) i18n.addResourceBundle(lang, 'parent', strings)
  void i18n.loadNamespaces('parent')
}
