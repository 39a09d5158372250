import { describe, expect, it } from 'vitest'

import { chatContactOf, chatQrDataUrl, DEFAULT_CHAT_URL } from '@/shop/site/chat-contact'

const svgOf = (dataUrl: string) =>
  Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')

describe('the chat contact', () => {
  it('draws a QR code on the server as an SVG data URL, different for different URLs', async () => {
    const a = await chatQrDataUrl('https://line.me/R/ti/p/@a')
    const b = await chatQrDataUrl('https://line.me/R/ti/p/@b')
    expect(a.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(svgOf(a)).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>\s*$/)
    expect(a).not.toBe(b)
  })

  it('reads the URL and the operation line from the settings, with the default URL when unset or not https', async () => {
    const set = await chatContactOf({
      chatUrl: 'https://line.me/R/ti/p/@mori',
      operationSupportTel: '0120-111-222',
    })
    expect(set).toMatchObject({ chatUrl: 'https://line.me/R/ti/p/@mori', operationTel: '0120-111-222' })
    expect(set.chatQrSrc).toBe(await chatQrDataUrl('https://line.me/R/ti/p/@mori'))
    expect(await chatContactOf({ chatUrl: 'javascript:alert(1)' })).toMatchObject({
      chatUrl: DEFAULT_CHAT_URL,
      operationTel: null,
    })
    expect((await chatContactOf({ operationSupportTel: '12-34' })).operationTel).toBeNull()
  })
})
