import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { providerSettings } from '@/shop/oidc/providers'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { ExternalSignIn } from '@/ui/auth/ExternalSignIn'
import { LoginForm } from '@/ui/auth/LoginForm'
import { LoginHelpLinks } from '@/ui/auth/LoginHelpLinks'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = { title: 'ログイン', robots: { index: false } }

// Rendered per request from cached chrome: a page without dynamic segments would otherwise be prerendered at
// build time against whatever database the build sees (docs/adr/004-caching.md). The form reads the `from`
// query in the browser; the LINE and group buttons get it from the request.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /login/ (spec §2), with LINE and group sign-in under the form when configured (ADR 014). */
export default async function LoginPage({ searchParams }: Props) {
  const from = (await searchParams).from
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[{ text: 'ログイン' }]}>
      <PageTitle>ログイン</PageTitle>
      <LoginForm />
      <LoginHelpLinks />
      <ExternalSignIn
        line={providerSettings('line') !== null}
        group={providerSettings('group') !== null}
        from={typeof from === 'string' ? safeLocalPath(from, '') || null : null}
      />
    </NormalLayout>
  )
}
