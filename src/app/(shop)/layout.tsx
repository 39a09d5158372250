import type { Metadata, Viewport } from 'next'
import Script from 'next/script'
import { Suspense, type ReactNode } from 'react'

import { env } from '@/lib/config/env'
import '@/ui/global.css'
import { ScrollRestoration } from '@/ui/scroll/ScrollRestoration'
import { ShopperStateLoader } from '@/ui/shopper/ShopperStateLoader'
import { PageViewTracker } from '@/ui/tracking/PageViewTracker'
import { SHOP_NAME } from '@/shop/site/shop-name'

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: SHOP_NAME, template: `%s | ${SHOP_NAME}` },
  description:
    '健康食品・サプリメントとスキンケアのウェルネスの森 公式オンラインショップ。定期お届けコースは送料無料。',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#2f6b4f' }

export default function ShopRootLayout({ children }: { children: ReactNode }) {
  const gtm = env.GTM_CONTAINER_ID
  return (
    <html lang="ja" data-measure={env.ANALYTICS === 'off' ? 'off' : undefined}>
      <body>
        {children}
        <Suspense fallback={null}>
          <ScrollRestoration />
          <PageViewTracker />
        </Suspense>
        <ShopperStateLoader />
        {gtm ? (
          <Script id="gtm" strategy="afterInteractive">
            {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtm)});`}
          </Script>
        ) : null}
      </body>
    </html>
  )
}
