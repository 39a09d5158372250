import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { providerSettings } from '@/shop/oidc/providers'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { AuthDoor } from '@/ui/auth/AuthDoor'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = { title: 'ログイン・会員登録', robots: { index: false } }

// Per request: `from` and which sign-in providers are configured (docs/adr/014-line-and-group-sign-in.md).
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /auth/ (spec §2): choose sign-in (ordinary, LINE, group ID) or registration, keeping `from`. */
export default async function AuthPage({ searchParams }: Props) {
  const from = (await searchParams).from
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[{ text: 'ログイン・会員登録' }]}>
      <PageTitle>ログイン・会員登録</PageTitle>
      <AuthDoor
        from={typeof from === 'string' ? safeLocalPath(from, '') || null : null}
        line={providerSettings('line') !== null}
        group={providerSettings('group') !== null}
      />
    </NormalLayout>
  )
}
