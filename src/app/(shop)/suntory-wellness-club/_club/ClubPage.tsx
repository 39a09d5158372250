import type { ReactNode } from 'react'

import { PageTitle } from '@/ui/content/PageTitle'
import { ClubLayout } from '@/ui/layout/ClubLayout'
import { RichContent } from '@/app/_rich-text/RichContent'

import type { ClubContext } from './club-context'

/** A club page: the club layout, the CMS page's title and text, then the page's own live parts. */
export function ClubPage({
  context,
  fallbackTitle,
  children,
  after,
}: {
  context: ClubContext
  fallbackTitle: string
  children?: ReactNode
  /** Shown after the CMS text (the text comes first where it introduces the figures). */
  after?: ReactNode
}) {
  const { chrome, page, facts } = context
  return (
    <ClubLayout chrome={chrome}>
      <article>
        <PageTitle>{page?.title ?? fallbackTitle}</PageTitle>
        {children}
        {page?.body ? <RichContent data={page.body} facts={facts} /> : null}
        {after}
      </article>
    </ClubLayout>
  )
}
