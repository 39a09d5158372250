import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { SignInCallback } from '@/ui/auth/SignInCallback'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = { title: 'グループIDでログイン', robots: { index: false } }

// The code and state in the query are read in the browser and never cached.
export const dynamic = 'force-dynamic'

/** /login/suntory/callback/: where the group IdP sends the shopper back (the registered redirect URI). */
export default async function GroupCallbackPage() {
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[{ text: 'ログイン', href: '/login/' }, { text: 'グループIDでログイン' }]}
    >
      <PageTitle>グループIDでログイン</PageTitle>
      <SignInCallback provider="group" />
    </NormalLayout>
  )
}
