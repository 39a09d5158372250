/**
 * Spec §9's image constants, the one source for next.config.ts (what the image endpoint accepts) and for the
 * shop's <img> markup (src/ui/image/ShopImage.tsx).
 */
export const IMAGE_QUALITY = 75
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const
