import QRCode from 'qrcode'

// pngjs tries five row filters by default; "Up" alone suits a QR's repeated rows: the same
// ~4 KB image at a fraction of the CPU.
const RENDERER = { filterType: 2, deflateStrategy: 0 }

/**
 * A QR code as a PNG data URL. Made on the server so both the H5 app and the mini-program show
 * (and save) the same picture with an <Image>, without a QR encoder in either bundle.
 */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 480,
    type: 'image/png',
    rendererOpts: RENDERER,
  } as QRCode.QRCodeToDataURLOptions)
}
