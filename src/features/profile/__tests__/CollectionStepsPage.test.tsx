import React from 'react'
import ReactDOM from 'react-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { Current } from '@tarojs/runtime'
import { initI18n } from '@/lib/i18n'
import { useDictionaryStore } from '@/shared/dictionary/store'
import { searchSchools } from '../api/profile'
import CollectionStepsPage from '../pages/CollectionStepsPage'

jest.mock('../api/profile')
createH5NativeComponentConfig(null, React, ReactDOM)
// Taro custom elements in jsdom are slow on a loaded machine.
jest.setTimeout(20_000)

beforeAll(() => initI18n('en'))
beforeEach(() => {
  Current.router = { params: {}, path: '/pages/collectionsteps/collectionsteps', onReady: '', onHide: '', onShow: '' } as never
  useDictionaryStore.setState({
    grades: [{ id: 10, name: 'Grade 10' }] as never,
    courses: [{ id: 2, name: 'Maths' }] as never,
    tones: [],
    loadedLang: 'en',
  })
})


describe('CollectionStepsPage', () => {
  it('does not leave the school step before a school is chosen, and says why', () => {
    render(<CollectionStepsPage />)
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(next)
    expect(screen.getByRole('status')).toHaveTextContent('Choose your school first (or add it)')
    // Still on the school step: the search is there, the grades are not.
    expect(screen.getByTestId('school-search')).toBeVisible()
    expect(screen.queryByTestId('grade-10')).toBeNull()
  })

  it('keeps the search when the student comes Back from the grade step', async () => {
    jest.useFakeTimers()
    jest.mocked(searchSchools).mockResolvedValue([{ id: 's1', name: 'Beijing No. 4 High School', city: 'Beijing', province: 'Beijing', verified: true }])
    render(<CollectionStepsPage />)
    // Taro's input element reports typing as a custom event with the value in detail.
    fireEvent(screen.getByTestId('school-search'), new CustomEvent('input', { detail: { value: 'Beijing' }, bubbles: true }))
    await act(async () => {
      jest.advanceTimersByTime(400)
    })
    jest.useRealTimers()
    fireEvent.click(await screen.findByText('Beijing No. 4 High School'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByTestId('grade-10')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    // The results are still listed under the search, the chosen one marked.
    expect(screen.getByTestId('school-option')).toHaveTextContent('Beijing No. 4 High School')
    expect(screen.getByTestId('school-option')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('school-search')).toBeVisible()
    expect(screen.getByTestId('school-search')).toHaveProperty('value', 'Beijing')
  })
})
