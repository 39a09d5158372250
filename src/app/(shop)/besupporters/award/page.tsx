import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { shopChrome } from '@/app/_data/chrome'
import { getFactValues, getPage } from '@/app/_data/content'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { loadEntries, loadPeriod, loadResults, votesOf } from '@/shop/award/award-vote-service'
import { AwardVoteSection } from '@/ui/award/AwardVoteSection'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RichContent } from '@/app/_rich-text/RichContent'

const CMS_PATH = 'besupporters/award'
const PATH = '/besupporters/award/'
const TITLE = 'ビーサポーターズ アワード'

// Per request: the vote's state and the member's own votes (docs/adr/050-award-vote.md).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(CMS_PATH)
  return {
    title: page?.title ?? TITLE,
    description: page?.description ?? undefined,
    alternates: { canonical: PATH },
  }
}

/** /besupporters/award/ (spec §2): the award's CMS text and the members' vote (spec §7 award/vote). */
export default async function AwardPage() {
  const payload = await getShopPayload()
  const now = new Date()
  const [page, parent, chrome, facts, period, active] = await Promise.all([
    getPage(CMS_PATH),
    getPage('besupporters'),
    shopChrome(),
    getFactValues(),
    loadPeriod(payload, now),
    resolveSession(payload, (await cookies()).get(SESSION_COOKIE)?.value),
  ])
  const [entries, myVotes, results] = await Promise.all([
    period.year !== null ? loadEntries(payload, period.year) : null,
    active && period.periodKey ? votesOf(payload, active.customer.id, period.periodKey) : active ? {} : null,
    loadResults(payload, period),
  ])
  const title = page?.title ?? TITLE
  return (
    <NormalLayout
      chrome={chrome}
      breadcrumb={[{ text: parent?.title ?? 'ビーサポーターズ', href: '/besupporters/' }, { text: title }]}
    >
      <article>
        <PageTitle>{title}</PageTitle>
        {page?.body ? <RichContent data={page.body} facts={facts} /> : null}
        <AwardVoteSection period={period} entries={entries} myVotes={myVotes} results={results} path={PATH} />
      </article>
    </NormalLayout>
  )
}
