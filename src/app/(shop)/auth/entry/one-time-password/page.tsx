import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { PageTitle } from '@/ui/content/PageTitle'
import { EntryStep } from '@/ui/entry/EntryStep'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = {
  title: 'グループIDで新規会員登録（確認コードの入力）',
  robots: { index: false },
}

// Rendered per request from cached chrome (no database at build time, docs/adr/004-caching.md); the form's
// state lives in the browser (src/ui/entry/entry-draft.ts).
export const dynamic = 'force-dynamic'

/** /auth/entry/one-time-password/ (spec §2, docs/adr/013-registration.md). */
export default async function Page() {
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[{ text: 'グループIDで新規会員登録', href: '/auth/entry/' }, { text: '確認コードの入力' }]}
    >
      <PageTitle>グループIDで新規会員登録</PageTitle>
      <EntryStep variant="auth" step="code" />
    </NormalLayout>
  )
}
