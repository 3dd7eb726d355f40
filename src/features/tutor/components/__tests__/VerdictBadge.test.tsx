import { render, screen } from '@testing-library/react'
import { act } from '@testing-library/react'
import { i18n, initI18n } from '@/lib/i18n'
import { VerdictBadge } from '../VerdictBadge'

describe('VerdictBadge: what the check of a final answer says', () => {
  beforeAll(() => initI18n('en'))

  it('says verified only for a verified answer', () => {
    render(<VerdictBadge verdict={{ status: 'verified' }} />)
    expect(screen.getByTestId('verdict-verified').textContent).toContain('✓ Verified')
    expect(screen.getByTestId('verdict-verified').textContent).toContain('independent check confirmed')
  })

  it('stays neutral when the answer could not be checked', () => {
    render(<VerdictBadge verdict={{ status: 'unchecked' }} />)
    const badge = screen.getByTestId('verdict-unchecked')
    expect(badge.textContent).toContain('Not checked')
    expect(badge.textContent).not.toContain('Verified')
  })

  it('warns that the answer may be wrong when the check failed, with what it found when known', () => {
    const { rerender } = render(<VerdictBadge verdict={{ status: 'mismatch', expected: 'x = 2, x = 3' }} />)
    expect(screen.getByTestId('verdict-mismatch').textContent).toContain('may be wrong')
    expect(screen.getByTestId('verdict-mismatch').textContent).toContain('x = 2, x = 3')
    rerender(<VerdictBadge verdict={{ status: 'mismatch' }} />)
    expect(screen.getByTestId('verdict-mismatch').textContent).toContain('did not confirm it')
  })

  it.each(['fr', 'es', 'zh-Hans', 'zh-Hant'] as const)('speaks %s, with no English word', async (lang) => {
    await act(() => i18n.changeLanguage(lang))
    render(<VerdictBadge verdict={{ status: 'mismatch' }} />)
    expect(screen.getByTestId('verdict-mismatch').textContent).not.toMatch(/check|Verified|wrong/i)
    await act(() => i18n.changeLanguage('en'))
  })
})
