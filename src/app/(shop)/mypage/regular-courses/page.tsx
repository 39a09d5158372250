import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { memberCourseDeps } from '@/shop/courses/member-course-deps'
import { coursesPage } from '@/shop/courses/member-course-pages'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { RegularCourseList } from '@/ui/mypage/regular/RegularCourseList'

import { signedInCustomer } from '../customer/signed-in-customer'
import { MYPAGE_CRUMB } from './regular-page-parts'

export const metadata: Metadata = { title: '定期コースの確認・変更', robots: { index: false } }

export const dynamic = 'force-dynamic'

/** /mypage/regular-courses/ (spec §2): the member's courses; a guest signs in first and comes back here. */
export default async function RegularCoursesPage() {
  const customer = await signedInCustomer('/mypage/regular-courses/')
  const data = await coursesPage(memberCourseDeps(await getShopPayload()), customer.id)
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, { text: '定期コースの確認・変更' }]}>
      <PageTitle>定期コースの確認・変更</PageTitle>
      <RegularCourseList courses={data.courses} deadlineRule={data.deadlineRule} />
    </NormalLayout>
  )
}
