import React from 'react'
import ReactDOM from 'react-dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { initI18n } from '@/lib/i18n'
import { closeAllOverlays, OverlayHost } from '@/components/overlay'
import { useChatStore } from '../chat-store'
import { AskCard } from '../components/AskCard'
import { Composer } from '../components/Composer'

createH5NativeComponentConfig(null, React, ReactDOM)

beforeAll(() => initI18n('en'))
beforeEach(() => {
  closeAllOverlays()
  useChatStore.getState().clear()
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:photo'], tempFiles: [], errMsg: 'chooseImage:ok' } as never)
})

const composer = () =>
  render(
    <>
      <Composer busy={false} canStop={false} onSend={() => Promise.resolve(true)} onStop={() => undefined} />
      <OverlayHost />
    </>,
  )

describe('photo reading, said before the photo is taken', () => {
  it('opens the camera when the server reads photos', async () => {
    useChatStore.getState().setPhotoReading(true)
    composer()
    fireEvent.click(screen.getByRole('button', { name: 'Add a photo' }))
    expect(Taro.chooseImage).toHaveBeenCalled()
    // The photo is there to send; no dialog came in the way.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('says photos cannot be read, and opens no camera, when the server has no model', async () => {
    useChatStore.getState().setPhotoReading(false)
    composer()
    const camera = screen.getByTestId('composer-photo')
    expect(camera).toHaveAccessibleName('Add a photo: Photos need the AI model')
    fireEvent.click(camera)
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('The tutor cannot read photos here yet')
    expect(Taro.chooseImage).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Type it instead' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows it on the home ask card too', () => {
    const onPhoto = jest.fn()
    const { rerender } = render(<AskCard photoReading onType={() => undefined} onPhoto={onPhoto} />)
    expect(screen.queryByTestId('photo-unavailable')).toBeNull()
    rerender(<AskCard photoReading={false} onType={() => undefined} onPhoto={onPhoto} />)
    expect(screen.getByTestId('photo-unavailable')).toHaveTextContent('Photos need the AI model')
  })
})
