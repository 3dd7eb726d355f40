export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
// Generic HEIF brands: an image only if a compatible brand says HEVC (AVIF uses them too).
const HEIF_GENERIC = new Set(['mif1', 'msf1'])

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1')

/**
 * The photo's type from its first bytes, never from the name or the Content-Type the client sent:
 * JPEG, PNG, WebP or HEIC (iPhone photos); null for anything else.
 */
export function sniffImage(data: Buffer): ImageMime | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.length >= 8 && PNG.every((byte, i) => data[i] === byte)) return 'image/png'
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp'
  if (data.length >= 16 && ascii(data, 4, 8) === 'ftyp') {
    const boxSize = data.readUInt32BE(0)
    const major = ascii(data, 8, 12)
    if (HEIC_BRANDS.has(major)) return 'image/heic'
    if (HEIF_GENERIC.has(major)) {
      const end = Math.min(boxSize, data.length)
      for (let at = 16; at + 4 <= end; at += 4) if (HEIC_BRANDS.has(ascii(data, at, at + 4))) return 'image/heic'
    }
  }
  return null
}
