/**
 * The chat app contact (spec §1 "chat app (24h, QR code)", §2 the my page's QR banner; issue 12, docs/adr/036):
 * the chat's URL and the separate phone line for online-shop operation come from the site settings (one source;
 * staff set them in the admin); the QR code is drawn on the server from the URL (npm `qrcode`, an SVG data URL:
 * no image file to keep in step, allowed by the CSP's img-src data:).
 */
import QRCode from 'qrcode'

/**
 * The settings field's default: a PLACEHOLDER friend-add URL of the shop's chat account until staff enter the
 * real one (like the invoice number's default). Nothing shows it except through the settings.
 */
export const DEFAULT_CHAT_URL = 'https://line.me/R/ti/p/@wellness-mori'

export const CHAT_URL_PATTERN = /^https:\/\/[^\s"'<>]{1,300}$/

/** A Japanese phone number as the footer shows it: digits and hyphens, 10–11 digits. */
export const OPERATION_TEL_PATTERN = /^(?=(?:\D*\d){10,11}\D*$)[\d-]{10,13}$/

export interface ChatContact {
  chatUrl: string
  /** data:image/svg+xml;base64,… of the QR code that opens chatUrl. */
  chatQrSrc: string
  /** The online-shop operation line; null until staff set it. */
  operationTel: string | null
}

const cache = new Map<string, Promise<string>>()

export function chatQrDataUrl(url: string): Promise<string> {
  let svg = cache.get(url)
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`,
    )
    cache.set(url, svg)
  }
  return svg
}

export async function chatContactOf(settings: {
  chatUrl?: string | null
  operationSupportTel?: string | null
}): Promise<ChatContact> {
  const chatUrl =
    settings.chatUrl && CHAT_URL_PATTERN.test(settings.chatUrl) ? settings.chatUrl : DEFAULT_CHAT_URL
  const tel = settings.operationSupportTel?.trim()
  return {
    chatUrl,
    chatQrSrc: await chatQrDataUrl(chatUrl),
    operationTel: tel && OPERATION_TEL_PATTERN.test(tel) ? tel : null,
  }
}
