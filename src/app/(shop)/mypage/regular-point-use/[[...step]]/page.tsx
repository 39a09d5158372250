import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { memberCourseDeps } from '@/shop/courses/member-course-deps'
import { pointUsePage } from '@/shop/courses/member-course-pages'
import { PageTitle } from '@/ui/content/PageTitle'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { pointsText } from '@/ui/format/member-display'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { DeadlineRule } from '@/ui/mypage/regular/DeadlineRule'
import { PointUseForm } from '@/ui/mypage/regular/PointUseForm'

import { signedInCustomer } from '../../customer/signed-in-customer'
import {
  COURSES_CRUMB,
  fromOf,
  MYPAGE_CRUMB,
  one,
  RefusalNotice,
  type SearchParams,
} from '../../regular-courses/regular-page-parts'

import { stepMetadata, stepOf } from '../../../step-route'
import { setPointUseAction } from '../actions'

const BASE = '/mypage/regular-point-use/'
const STEPS = {
  input: { title: 'ポイント利用の設定' },
  complete: { title: 'ポイント利用の設定完了' },
} as const
type Props = { params: Promise<{ step?: string[] }>; searchParams: SearchParams }

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'input')

/** /mypage/regular-point-use/ → complete/ (spec §2): points for the next delivery of a course. */
export default async function RegularPointUsePage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  if (!step) notFound()
  const regularOrderNumber = one((await searchParams).regularOrderNumber)
  const path = step === 'input' ? BASE : `${BASE}complete/`
  const customer = await signedInCustomer(fromOf(path, { regularOrderNumber }))
  if (!regularOrderNumber) notFound()
  const page = await pointUsePage(memberCourseDeps(await getShopPayload()), customer.id, regularOrderNumber)
  if ('ok' in page && page.reason === 'not-found') notFound()
  const { title } = STEPS[step]
  let body: React.ReactNode
  if ('ok' in page) body = <RefusalNotice refusal={page} />
  else if (step === 'complete')
    body = (
      <>
        <p role="status">
          定期番号 {page.course.regularOrderNumber} の第{page.appliesToSequence}回のお届けのポイント利用を「
          {page.course.pointUseText}」に設定しました。
        </p>
        <p>お届けの注文を作成する時点の保有ポイントを上限としてご利用いただきます。</p>
        <p>
          <Link href="/mypage/regular-courses/">定期コースの一覧へ戻る</Link>
        </p>
      </>
    )
  else
    body = (
      <>
        <DeadlineRule text={page.deadlineRule} />
        <ConfirmList
          rows={[
            ['定期番号', page.course.regularOrderNumber],
            ['商品', page.course.productName],
            ['設定するお届け', `第${page.appliesToSequence}回`],
            ['現在の設定', page.course.pointUseText],
          ]}
        />
        <PointUseForm
          regularOrderNumber={page.course.regularOrderNumber}
          balanceText={pointsText(page.balance)}
          initial={page.course.pointUse}
          action={setPointUseAction}
        />
      </>
    )
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, COURSES_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      {body}
    </NormalLayout>
  )
}
