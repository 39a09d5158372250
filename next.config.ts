import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'

import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Spec §2 routes end in a slash (/about/, /column/01/).
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Spec §9 image constants.
  images: {
    qualities: [75],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  },
  // Cached pages and data live in the server's memory, never in .next/ (src/lib/cache/cache-handler.mjs).
  cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  serverExternalPackages: ['@libsql/client', 'libsql'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
