/**
 * The attributes of a responsive product image served by Next's image endpoint (/_next/image/: resized, WebP/AVIF,
 * quality 75), computed the way next/image computes them (its getImgProps: the `sizes`' smallest vw share picks
 * the smallest useful width; every allowed width above it goes in the srcset), but without next/image's client
 * component, which cost every storefront page ~7 kB of JavaScript (docs/adr/037-javascript-budget.md).
 */
import { DEVICE_SIZES, IMAGE_PATH, IMAGE_QUALITY, IMAGE_SIZES } from './image-widths'

const ALL_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b)

export interface ImageSource {
  src: string
  /** The image's intrinsic size: the <img> keeps its aspect ratio before it loads (no layout shift). */
  width: number
  height: number
  /**
   * The rendered width per media condition, as in HTML's `sizes`. Left out for an image always shown at `width`
   * CSS pixels: the srcset then offers 1x and 2x.
   */
  sizes?: string
}

export interface ImgAttributes {
  src: string
  srcSet: string
  sizes?: string
  width: number
  height: number
}

export function imageUrl(src: string, width: number): string {
  return `${IMAGE_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`
}

/** The widths worth offering for `sizes` (next/image's rule). */
export function srcSetWidths(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]))
  if (!shares.length) return ALL_WIDTHS
  const smallestRatio = Math.min(...shares) * 0.01
  return ALL_WIDTHS.filter((w) => w >= DEVICE_SIZES[0] * smallestRatio)
}

/** An image shown at `width` CSS pixels: the allowed widths that cover 1x and 2x screens (next/image's rule). */
export function densityWidths(width: number): number[] {
  const fit = (w: number) => ALL_WIDTHS.find((allowed) => allowed >= w) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1]!
  return [...new Set([fit(width), fit(width * 2)])]
}

export function imgAttributes({ src, width, height, sizes }: ImageSource): ImgAttributes {
  if (sizes === undefined) {
    const widths = densityWidths(width)
    return {
      src: imageUrl(src, widths[widths.length - 1]!),
      srcSet: widths.map((w, i) => `${imageUrl(src, w)} ${i + 1}x`).join(', '),
      width,
      height,
    }
  }
  const widths = srcSetWidths(sizes)
  return {
    src: imageUrl(src, widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${imageUrl(src, w)} ${w}w`).join(', '),
    sizes,
    width,
    height,
  }
}
