import { clampZoom, doubleTapScale, pinchScale } from '../zoom'

describe('image preview zoom (spec §9: 1 to 4)', () => {
  it('never goes below 1× or above 4×', () => {
    expect(clampZoom(0.3)).toBe(1)
    expect(clampZoom(2.5)).toBe(2.5)
    expect(clampZoom(9)).toBe(4)
  })

  it('scales with the distance between the fingers, within the bounds', () => {
    expect(pinchScale(1, 100, 200)).toBe(2)
    expect(pinchScale(2, 100, 150)).toBe(3)
    expect(pinchScale(3, 100, 400)).toBe(4)
    expect(pinchScale(2, 100, 10)).toBe(1)
    expect(pinchScale(2, 0, 50)).toBe(2)
  })

  it('double tap zooms to 2× and back', () => {
    expect(doubleTapScale(1)).toBe(2)
    expect(doubleTapScale(3.2)).toBe(1)
  })
})
