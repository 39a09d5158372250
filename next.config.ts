import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'

import type { NextConfig } from 'next'

import { PRODUCT_CATEGORIES } from './src/shop/catalogue/codes'
import { EMPTY_LIST_QUERY, LIST_PARAMS, listVariantPath } from './src/shop/catalogue/list-query'
import { DEFAULT_TOP_CATEGORY, TOP_CATEGORY_COOKIE } from './src/shop/site/top-category'
import { DEVICE_SIZES, IMAGE_PATH, IMAGE_QUALITY, IMAGE_SIZES } from './src/ui/image/image-widths'

const nextConfig: NextConfig = {
  // Spec §2 routes end in a slash (/about/, /column/01/).
  trailingSlash: true,
  poweredByHeader: false,
  // `npm test` builds into its own folder (scripts/test-all.sh), so it can run while `npm run demo` serves .next/.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The shop's server (src/server/serve.ts, ADR 021) gives every HTML answer a fresh CSP nonce after Next has
  // rendered it, so it compresses after that replacement itself, and an ETag of the cached HTML would let a browser
  // keep an old nonce's body with a new nonce's header.
  compress: false,
  generateEtags: false,
  reactStrictMode: true,
  // Spec §9 image constants (src/ui/image/image-widths.ts, also used by the shop's <img> markup).
  images: {
    path: IMAGE_PATH,
    qualities: [IMAGE_QUALITY],
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
  // Cached pages and data live in the server's memory, never in .next/ (src/lib/cache/cache-handler.mjs).
  cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // pdfkit (the receipt PDF, src/shop/receipts/receipt-pdf.ts) loads its data files relative to its own
  // module (import.meta.url, createRequire), which bundling breaks; Next's built-in list does not name it.
  serverExternalPackages: ['@libsql/client', 'libsql', 'oidc-provider', 'pdfkit'],
  turbopack: {
    rules: {
      // react-aria's translated strings: ja-JP only (docs/adr/037-javascript-budget.md).
      'intlStrings.mjs': {
        condition: { path: /node_modules\/react-(aria|stately)\/dist\/private\/[^/]+\/intlStrings\.mjs$/ },
        loaders: [
          {
            loader: path.resolve(process.cwd(), 'scripts/build/react-aria-locales-loader.cjs'),
            options: { locales: ['ja-JP'], fallback: 'en-US' },
          },
        ],
        as: '*.js',
      },
    },
  },
  // The common cases of the cached variants (docs/adr/004-caching.md) without running the proxy: the top page
  // with neither a category query nor cookie, and the plain product lists. src/proxy.ts handles the rest.
  async rewrites() {
    const noListQuery = Object.values(LIST_PARAMS).map((key) => ({ type: 'query' as const, key }))
    return {
      beforeFiles: [
        {
          source: '/',
          destination: `/top-page/${DEFAULT_TOP_CATEGORY}/`,
          missing: [
            { type: 'query' as const, key: 'category' },
            { type: 'cookie' as const, key: TOP_CATEGORY_COOKIE },
          ],
        },
        ...PRODUCT_CATEGORIES.map((category) => ({
          source: `/${category}/`,
          destination: listVariantPath(category, EMPTY_LIST_QUERY),
          missing: noListQuery,
        })),
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
