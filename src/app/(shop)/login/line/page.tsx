import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { LineSignInStart } from '@/ui/auth/LineSignInStart'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = { title: 'LINEでログイン', robots: { index: false } }

// Per request, like /login/: the `from` query is read in the browser.
export const dynamic = 'force-dynamic'

/** /login/line/: starts LINE login and leaves for LINE at once (docs/adr/014-line-and-group-sign-in.md). */
export default async function LineLoginPage() {
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[{ text: 'ログイン', href: '/login/' }, { text: 'LINEでログイン' }]}
    >
      <PageTitle>LINEでログイン</PageTitle>
      <LineSignInStart />
    </NormalLayout>
  )
}
