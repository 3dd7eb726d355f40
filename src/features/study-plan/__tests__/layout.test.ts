import { layoutDay } from '../model/layout'

const day = new Date(2026, 2, 12)
const at = (h: number, m = 0, d = 12) => new Date(2026, 2, d, h, m).toISOString()

describe('layoutDay', () => {
  it('keeps separate events full width and not in conflict', () => {
    const placed = layoutDay(day, [
      { id: 'a', start: at(9), end: at(10) },
      { id: 'b', start: at(10), end: at(11) },
    ])
    expect(placed.get('a')).toEqual({ col: 0, cols: 1, conflict: false, top: 540, bottom: 600 })
    expect(placed.get('b')).toEqual({ col: 0, cols: 1, conflict: false, top: 600, bottom: 660 })
  })

  it('puts overlapping events side by side and marks the conflict', () => {
    const placed = layoutDay(day, [
      { id: 'maths', start: at(9), end: at(10) },
      { id: 'physics', start: at(9, 30), end: at(11) },
      { id: 'chem', start: at(10, 15), end: at(10, 45) },
      { id: 'later', start: at(12), end: at(13) },
    ])
    expect(placed.get('maths')).toMatchObject({ col: 0, cols: 2, conflict: true })
    expect(placed.get('physics')).toMatchObject({ col: 1, cols: 2, conflict: true })
    // Maths is over by 10:15: chemistry takes its column.
    expect(placed.get('chem')).toMatchObject({ col: 0, cols: 2, conflict: true })
    expect(placed.get('later')).toMatchObject({ col: 0, cols: 1, conflict: false })
  })

  it('cuts an event that crosses midnight to the day', () => {
    const placed = layoutDay(day, [{ id: 'late', start: at(23), end: at(1, 0, 13) }])
    expect(placed.get('late')).toMatchObject({ top: 1380, bottom: 1440 })
    const next = layoutDay(new Date(2026, 2, 13), [{ id: 'late', start: at(23), end: at(1, 0, 13) }])
    expect(next.get('late')).toMatchObject({ top: 0, bottom: 60 })
  })
})
