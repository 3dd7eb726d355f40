import { act, fireEvent, render, screen } from '@testing-library/react'
import { initI18n, setLanguage } from '@/lib/i18n'
import { useUserStore } from '@/shared/user/store'
import { confirmDeactivate, deactivate } from '../api/settings'
import DestroyAccountPage from '../pages/DestroyAccountPage'

jest.mock('../api/settings')
// Taro custom elements in jsdom are slow on a loaded machine.
jest.setTimeout(20_000)

beforeAll(() => initI18n('fr'))
afterAll(() => setLanguage('en'))
beforeEach(() => {
  jest.mocked(confirmDeactivate).mockReset()
  jest.mocked(deactivate).mockReset()
  useUserStore.setState({ token: 't', info: { uid: 'u1', has_password: false } as never })
})

const type = (testId: string, value: string) => fireEvent(screen.getByTestId(testId), new CustomEvent('input', { detail: { value }, bubbles: true }))

describe('DestroyAccountPage', () => {
  it('sends nothing without the SMS code, and says what is missing in the student’s words', async () => {
    await act(() => setLanguage('fr'))
    render(<DestroyAccountPage />)
    const del = screen.getByRole('button', { name: 'Supprimer mon compte' })
    expect(del).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(del)
    expect(confirmDeactivate).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Saisis d’abord le code reçu par SMS')
    // A code that is too short is refused in words too, never as "valeur invalide pour sms_code".
    type('destroy-secret', '123')
    fireEvent.click(del)
    expect(screen.getByRole('status')).toHaveTextContent('Le code a 6 chiffres')
    type('destroy-secret', '123456')
    fireEvent.click(del)
    expect(screen.getByRole('status')).toHaveTextContent('Coche d’abord la case ci-dessus')
    expect(confirmDeactivate).not.toHaveBeenCalled()
  })
})
