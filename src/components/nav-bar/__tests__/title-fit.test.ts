import { fitTitle, TITLE_MAX_PX, TITLE_MIN_PX } from '../title-fit'

const ROOM = 375 - 2 * 88 - 8

describe('navigation bar titles fit or shrink', () => {
  it('keeps short titles at full size', () => {
    expect(fitTitle('Settings', ROOM)).toEqual({ fontPx: TITLE_MAX_PX, twoLines: false })
    expect(fitTitle('学习计划', ROOM)).toEqual({ fontPx: TITLE_MAX_PX, twoLines: false })
  })

  it('shrinks a long French title so it fits on one line', () => {
    const { fontPx, twoLines } = fitTitle('Connexion par téléphone', ROOM)
    expect(fontPx).toBeLessThan(TITLE_MAX_PX)
    expect(fontPx).toBeGreaterThanOrEqual(TITLE_MIN_PX)
    expect(twoLines).toBe(false)
  })

  it('goes to two lines at the smallest size when even that is too wide', () => {
    expect(fitTitle('Conditions d’utilisation et politique de confidentialité', ROOM)).toEqual({ fontPx: TITLE_MIN_PX, twoLines: true })
  })
})
