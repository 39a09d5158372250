/**
 * Spec §9's image constants, the one source for next.config.ts (what the image endpoint accepts) and for the
 * shop's <img> markup (src/ui/image/ShopImage.tsx).
 */
export const IMAGE_QUALITY = 75
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const
/**
 * The image endpoint. With `trailingSlash` (spec §2 routes end in a slash) Next serves it at /_next/image/ and
 * answers /_next/image?… with a 308 redirect, which cost every image a round trip; next.config.ts sets it
 * explicitly so the markup and the endpoint cannot drift apart.
 */
export const IMAGE_PATH = '/_next/image/'
