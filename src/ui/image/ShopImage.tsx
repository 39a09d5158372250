/**
 * A product or content image in the storefront: a plain <img> with the image endpoint's srcset (image-props.ts),
 * usable from server and client components alike, with no JavaScript of its own. `loading`:
 * - 'lcp': the page's largest-contentful-paint candidate — preloaded from the document's head (React's preload,
 *   with the same srcset and sizes, so the browser fetches the width it will use) and fetched with high priority;
 * - 'eager': visible at once on some screen; 'lazy' (default): fetched when it nears the viewport.
 */
import { preload } from 'react-dom'

import { imgAttributes, type ImageSource } from './image-props'

export type ShopImageLoading = 'lcp' | 'eager' | 'lazy'

export function ShopImage({
  alt,
  className,
  loading = 'lazy',
  ...source
}: ImageSource & { alt: string; className?: string; loading?: ShopImageLoading }) {
  const img = imgAttributes(source)
  if (loading === 'lcp')
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's client component is what this replaces
    <img
      {...img}
      alt={alt}
      className={className}
      decoding="async"
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'lcp' ? 'high' : undefined}
    />
  )
}
