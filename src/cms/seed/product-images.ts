/** Seed product images: rendered from SVG at seed time and stored in `media` as `<productCode>.png`. */
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { ImageShape } from './catalogue-schema'
import { productImageSvg } from './product-image-svg'
import { findIdBy, seedContext } from './upsert'

export async function renderProductImage(code: string, color: string, shape: ImageShape): Promise<Buffer> {
  return sharp(Buffer.from(productImageSvg(code, color, shape)))
    .resize(800, 800)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * Returns the media id of the product's image, creating it when this database has none. The image folder
 * (data/media) may be shared by several databases (dev, tests) and still hold a file of the same name from
 * another one; the image is the same drawing, so it is overwritten rather than saved as `<code>-1.png`.
 */
export async function ensureProductImage(
  payload: Payload,
  product: { productCode: string; name: string; color: string; shape: ImageShape },
): Promise<{ id: number; created: boolean }> {
  const filename = `${product.productCode}.png`
  const existing = await findIdBy(payload, 'media', 'filename', filename)
  if (existing !== undefined) return { id: Number(existing), created: false }
  const data = await renderProductImage(product.productCode, product.color, product.shape)
  const media = await payload.create({
    collection: 'media',
    context: seedContext,
    data: { alt: `${product.name}の商品画像` },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
    overwriteExistingFiles: true,
  })
  return { id: media.id, created: true }
}
