import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { env } from '@/lib/config/env'
import { issueFormTicket } from '@/shop/bot-check/form-ticket'
import { providerSettings } from '@/shop/oidc/providers'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { ExternalSignIn } from '@/ui/auth/ExternalSignIn'
import { LoginForm } from '@/ui/auth/LoginForm'
import { LoginHelpLinks } from '@/ui/auth/LoginHelpLinks'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

import { signInAction } from './actions'

export const metadata: Metadata = { title: 'ログイン', robots: { index: false } }

// Rendered per request from cached chrome: a page without dynamic segments would otherwise be prerendered at
// build time against whatever database the build sees (docs/adr/004-caching.md), and every page carries a fresh
// form ticket for its plain form (docs/adr/059). The form reads the `from` query in the browser, its plain form and
// the LINE and group buttons get it from the request.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /login/ (spec §2), with LINE and group sign-in under the form when configured (ADR 014). */
export default async function LoginPage({ searchParams }: Props) {
  const from = (await searchParams).from
  const back = typeof from === 'string' ? safeLocalPath(from, '') : ''
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[{ text: 'ログイン' }]}>
      <PageTitle>ログイン</PageTitle>
      <LoginForm plain={{ action: signInAction, ticket: issueFormTicket(env.payloadSecret), from: back }} />
      <LoginHelpLinks />
      <ExternalSignIn
        line={providerSettings('line') !== null}
        group={providerSettings('group') !== null}
        from={back || null}
      />
    </NormalLayout>
  )
}
