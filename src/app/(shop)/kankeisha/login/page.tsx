import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { env } from '@/lib/config/env'
import { issueFormTicket } from '@/shop/bot-check/form-ticket'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { KankeishaLoginIntro, KankeishaLoginLinks } from '@/ui/auth/KankeishaLoginGuide'
import { LoginForm } from '@/ui/auth/LoginForm'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

import { kankeishaSignInAction } from '../../login/actions'

const TITLE = '関係者の方のログイン'

export const metadata: Metadata = { title: TITLE, robots: { index: false } }

// Like /login/: per request from cached chrome, never prerendered against the build machine's database
// (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /kankeisha/login/ (ADR 015): sign-in for kankeisha members only. */
export default async function KankeishaLoginPage({ searchParams }: Props) {
  const from = (await searchParams).from
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[{ text: TITLE }]}>
      <PageTitle>{TITLE}</PageTitle>
      <KankeishaLoginIntro />
      <LoginForm
        door="kankeisha"
        plain={{
          action: kankeishaSignInAction,
          ticket: issueFormTicket(env.payloadSecret),
          from: typeof from === 'string' ? safeLocalPath(from, '') : '',
        }}
      />
      <KankeishaLoginLinks />
    </NormalLayout>
  )
}
