/**
 * The shop's <img> attributes (src/ui/image/image-props.ts) equal what next/image itself computes for the same
 * image under the spec §9 configuration: the same endpoint URLs, srcset and sizes, so dropping next/image's client
 * component changed no byte of what the browser is told to fetch.
 */
import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import { describe, expect, it } from 'vitest'

import { DEVICE_SIZES, IMAGE_PATH, IMAGE_QUALITY, IMAGE_SIZES } from '@/ui/image/image-widths'
import { imgAttributes, type ImageSource } from '@/ui/image/image-props'

// next.config.ts's images block, as Next prepares it for rendering.
const imgConf = {
  deviceSizes: [...DEVICE_SIZES],
  imageSizes: [...IMAGE_SIZES],
  allSizes: [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b),
  qualities: [IMAGE_QUALITY],
  path: IMAGE_PATH,
  loader: 'default' as const,
  unoptimized: false,
  dangerouslyAllowSVG: false,
  domains: [],
  remotePatterns: [],
  localPatterns: undefined,
  output: undefined,
}

function nextImage(source: ImageSource) {
  const { props } = getImgProps({ ...source, alt: '', quality: IMAGE_QUALITY }, { defaultLoader, imgConf })
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: props.width,
    height: props.height,
  }
}

const CASES: ImageSource[] = [
  {
    src: '/media/sesamin-ex.png',
    width: 400,
    height: 400,
    sizes: '(max-width: 768px) 50vw, (max-width: 1024px) 33vw, 300px',
  },
  {
    src: '/media/sesamin-ex.png',
    width: 800,
    height: 800,
    sizes: '(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 600px',
  },
  { src: '/media/a b&c.png', width: 800, height: 600, sizes: '128px' },
  { src: '/media/liftage.png', width: 96, height: 96 },
  { src: '/media/liftage.png', width: 72, height: 72 },
  { src: '/media/liftage.png', width: 3000, height: 1000 },
]

describe('image attributes', () => {
  it.each(CASES)('equal next/image’s for %o', (source) => {
    expect(imgAttributes(source)).toEqual(nextImage(source))
  })
})
