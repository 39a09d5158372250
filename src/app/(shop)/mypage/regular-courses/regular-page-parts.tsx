/** What the my page's course screens share: the crumbs, query reading and the refusal notice. */
import Link from 'next/link'
import { notFound } from 'next/navigation'

import type { MemberCourseRefusal } from '@/shop/courses/member-course-changes'
import formStyles from '@/ui/form/form.module.css'

export const MYPAGE_CRUMB = { text: 'マイページ', href: '/mypage/' }
export const COURSES_CRUMB = { text: '定期コースの確認・変更', href: '/mypage/regular-courses/' }

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export const one = (value: string | string[] | undefined): string =>
  typeof value === 'string' ? value.slice(0, 60) : ''

/** The current path with its query (the non-empty values), to come back to after signing in. */
export function fromOf(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString()
  return search ? `${path}?${search}` : path
}

/** A refusal as a page: not found (also another member's course) is the 404 page; the others say why. */
export function RefusalNotice({ refusal }: { refusal: MemberCourseRefusal }) {
  if (refusal.reason === 'not-found') notFound()
  return (
    <>
      <div role="alert" className={formStyles.alert}>
        <p>{refusal.message}</p>
      </div>
      <p>
        <Link href="/mypage/regular-courses/">定期コースの一覧へ戻る</Link>
      </p>
    </>
  )
}
