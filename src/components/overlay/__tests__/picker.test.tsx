import React from 'react'
import ReactDOM from 'react-dom'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { Text } from '@tarojs/components'
import { initI18n, setLanguage } from '@/lib/i18n'
import { startKeyboardActivation } from '@/lib/overlay-focus'
import { closeAllOverlays, OverlayHost, Picker, type PickerProps } from '..'
import { monthCells } from '../picker/calendar'

createH5NativeComponentConfig(null, React, ReactDOM)

let stopKeys: () => void
// Each case draws a sheet of Taro custom elements in jsdom: slow on a loaded machine.
jest.setTimeout(20_000)

beforeAll(() => {
  initI18n('en')
  stopKeys = startKeyboardActivation()
})
afterAll(() => stopKeys())
beforeEach(async () => {
  act(() => closeAllOverlays())
  await setLanguage('en')
})

type WithoutChildren<P> = P extends unknown ? Omit<P, 'children'> : never

function open(props: WithoutChildren<PickerProps>) {
  render(
    <>
      <Picker {...(props as PickerProps)} testId='trigger'>
        <Text>{String(props.value)}</Text>
      </Picker>
      <OverlayHost />
    </>,
  )
  fireEvent.click(screen.getByTestId('trigger'))
  return screen.getByRole('dialog')
}

const key = (k: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: k }))

describe('Picker', () => {
  it('chooses among options and applies the choice only on confirm', async () => {
    const onChange = jest.fn()
    const sheet = open({ mode: 'selector', title: 'Language', options: ['English', 'Français', 'Español'], value: 0, onChange })
    expect(document.getElementById(sheet.getAttribute('aria-labelledby')!)).toHaveTextContent('Language')
    expect(within(sheet).getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(within(sheet).getByRole('option', { name: 'Français' }))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(1))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('changes nothing on cancel or Esc', async () => {
    const onChange = jest.fn()
    open({ mode: 'selector', title: 'Tutor tone', options: ['Encouraging', 'Strict'], value: 0, onChange })
    fireEvent.click(screen.getByRole('option', { name: 'Strict' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByTestId('trigger'))
    fireEvent.click(screen.getByRole('option', { name: 'Strict' }))
    key('Escape')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says cancel and confirm in the student language, never 取消/确定 elsewhere', async () => {
    await setLanguage('fr')
    const sheet = open({ mode: 'time', title: 'Heure du coucher', value: '22:30', onChange: jest.fn() })
    expect(within(sheet).getAllByRole('button').map((b) => b.textContent)).toEqual(['Annuler', 'Confirmer'])
    expect(sheet.textContent).not.toMatch(/取消|确定/)
  })

  it('picks a time by hour and minute, and Enter confirms it', async () => {
    const onChange = jest.fn()
    open({ mode: 'time', title: 'Bedtime', value: '22:30', onChange })
    const hours = screen.getByRole('listbox', { name: 'Hours' })
    const minutes = screen.getByRole('listbox', { name: 'Minutes' })
    expect(within(hours).getByRole('option', { selected: true })).toHaveTextContent('22')
    fireEvent.click(within(hours).getByRole('option', { name: '07' }))
    fireEvent.click(within(minutes).getByRole('option', { name: '05' }))
    act(() => screen.getByRole('dialog').focus())
    key('Enter')
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('07:05'))
  })

  it('offers minutes in steps of five, and keeps an odd minute it opened with', async () => {
    const onChange = jest.fn()
    open({ mode: 'time', title: 'Wake-up time', value: '06:37', onChange })
    const minutes = within(screen.getByRole('listbox', { name: 'Minutes' })).getAllByRole('option')
    expect(minutes.map((o) => o.textContent)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '37', '40', '45', '50', '55'])
    expect(minutes[8]).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('06:37'))
  })

  it('walks a list with the arrow keys from the chosen option', async () => {
    const onChange = jest.fn()
    open({ mode: 'selector', title: 'Focus length', options: ['15 min', '25 min', '45 min'], value: 1, onChange })
    // Focus starts on the chosen option.
    expect(document.activeElement).toHaveTextContent('25 min')
    key('ArrowDown')
    expect(document.activeElement).toHaveTextContent('45 min')
    expect(screen.getByRole('option', { name: '45 min' })).toHaveAttribute('aria-selected', 'true')
    key('ArrowDown') // the last one stays
    key('ArrowUp')
    key('ArrowUp')
    expect(screen.getByRole('option', { name: '15 min' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(0))
  })

  it('picks a day in another month, and refuses days before the start', async () => {
    const onChange = jest.fn()
    open({ mode: 'date', title: 'Last day', value: '2027-01-30', start: '2027-01-20', onChange })
    expect(screen.getByRole('listbox', { name: 'January 2027' })).toBeInTheDocument()
    const early = screen.getByRole('option', { name: '10 Jan 2027' })
    expect(early).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(early)
    expect(screen.getByRole('option', { name: '30 Jan 2027' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    fireEvent.click(screen.getByRole('option', { name: '14 Feb 2027' }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2027-02-14'))
  })

  it('picks a month of another year', async () => {
    await setLanguage('es')
    const onChange = jest.fn()
    open({ mode: 'month', title: 'Ir a un mes', value: '2026-11', onChange })
    expect(screen.getByRole('option', { name: 'noviembre de 2026' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Año siguiente' }))
    fireEvent.click(screen.getByRole('option', { name: 'marzo de 2027' }))
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2027-03'))
  })
})

describe('monthCells', () => {
  it('lays a month out in whole weeks, Monday first', () => {
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    const feb = monthCells(new Date(2027, 1, 10))
    expect(feb).toHaveLength(28)
    expect(feb[0]?.getDate()).toBe(1)
    // March 2026 starts on a Sunday: six blanks first, and the 31st on a Tuesday.
    const march = monthCells(new Date(2026, 2, 1))
    expect(march.slice(0, 7).map((d) => d?.getDate() ?? null)).toEqual([null, null, null, null, null, null, 1])
    expect(march.length % 7).toBe(0)
    expect(march.filter(Boolean)).toHaveLength(31)
    expect(march.at(-1)).toBeNull()
  })
})
