import { render, screen } from '@testing-library/react'
import { act } from '@testing-library/react'
import { initI18n, setLanguage } from '@/lib/i18n'
import { VerdictBadge } from '../VerdictBadge'

describe('VerdictBadge: what the check of a final answer says', () => {
  beforeAll(() => initI18n('en'))

  it('says verified only for a verified answer', () => {
    render(<VerdictBadge verdict={{ status: 'verified' }} />)
    expect(screen.getByTestId('verdict-verified').textContent).toContain('Verified')
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
    // Each language's strings load on demand: switch the way the app does, once they are in.
    await act(async () => void expect(await setLanguage(lang)).toBe(true))
    render(<VerdictBadge verdict={{ status: 'mismatch' }} />)
    expect(screen.getByTestId('verdict-mismatch').textContent).not.toMatch(/^\s*$|tutor\./) // strings, not keys
    expect(screen.getByTestId('verdict-mismatch').textContent).not.toMatch(/check|Verified|wrong/i)
    await act(async () => void (await setLanguage('en')))
  }, 30_000) // loading a language's strings is a module import: seconds under load
})
