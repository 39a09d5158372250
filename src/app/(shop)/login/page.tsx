import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { LoginForm } from '@/ui/auth/LoginForm'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = { title: 'ログイン', robots: { index: false } }

// Rendered per request from cached chrome: a page without dynamic segments would otherwise be prerendered at
// build time against whatever database the build sees (docs/adr/004-caching.md). The `from` query is read in
// the browser.
export const dynamic = 'force-dynamic'

/** /login/ (spec §2). */
export default async function LoginPage() {
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[{ text: 'ログイン' }]}>
      <PageTitle>ログイン</PageTitle>
      <LoginForm />
    </NormalLayout>
  )
}
