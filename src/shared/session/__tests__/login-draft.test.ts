import { useLoginDraftStore } from '../login-draft-store'

describe('login draft', () => {
  it('survives a reload: it is written to Taro storage and read back', async () => {
    useLoginDraftStore.getState().patch({ phone: '13800138000', is_joined_waitlist: true, InviterInfo: { uid: 'u_9', nickname: 'Lin', avatar: '', invite_code: 'ABCDEF' } })
    const saved = JSON.parse(JSON.parse(localStorage.getItem('login-draft')!).data)
    expect(saved).toMatchObject({ version: 1, state: { phone: '13800138000', is_joined_waitlist: true, InviterInfo: { invite_code: 'ABCDEF' } } })
    useLoginDraftStore.setState({ phone: '' })
    localStorage.setItem('login-draft', JSON.stringify({ data: JSON.stringify(saved) }))
    await useLoginDraftStore.persist.rehydrate()
    expect(useLoginDraftStore.getState().phone).toBe('13800138000')
  })
})
