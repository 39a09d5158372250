import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { isIsoDate } from '@/shop/calendar/japan-date'
import { memberCourseDeps } from '@/shop/courses/member-course-deps'
import { dateChangeConfirmPage, dateChangePage } from '@/shop/courses/member-course-pages'
import { findMemberCourse } from '@/shop/courses/member-courses'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { DEADLINE_RULE_TEXT } from '@/shop/courses/member-course-rules'
import { PageTitle } from '@/ui/content/PageTitle'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { ConfirmForm } from '@/ui/form/ConfirmForm'
import { DATE_CHANGE_PATHS, dateChangeQuery } from '@/ui/mypage/regular/date-change-paths'
import { DateChangeForm } from '@/ui/mypage/regular/DateChangeForm'
import { DeadlineRule } from '@/ui/mypage/regular/DeadlineRule'
import regularStyles from '@/ui/mypage/regular/regular.module.css'

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
import { changeDateAction } from '../actions'

const STEPS = {
  input: { index: 0, title: 'お届け日の変更', path: DATE_CHANGE_PATHS.input },
  confirm: { index: 1, title: 'お届け日の変更内容の確認', path: DATE_CHANGE_PATHS.confirm },
  'request-complete': {
    index: 2,
    title: 'お届け日の変更の受付完了',
    path: DATE_CHANGE_PATHS.requestComplete,
  },
} as const
type Props = { params: Promise<{ step?: string[] }>; searchParams: SearchParams }

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'input')

/** /mypage/regular-delivery-date-change/ → confirm/ → request-complete/ (spec §2): the next delivery's date. */
export default async function DateChangePage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  if (!step) notFound()
  const q = await searchParams
  const regularOrderNumber = one(q.regularOrderNumber)
  const sequenceText = one(q.regularOrderDetailSequenceNumber)
  const deliveryDate = one(q.deliveryDate)
  const customer = await signedInCustomer(
    fromOf(STEPS[step].path, {
      regularOrderNumber,
      regularOrderDetailSequenceNumber: sequenceText,
      deliveryDate,
    }),
  )
  if (!regularOrderNumber) notFound()
  const deps = memberCourseDeps(await getShopPayload())
  let { index, title } = STEPS[step]
  const sequence = Number(sequenceText)

  /** The input step, also where the confirm step sends a date it cannot take (with its message on the field). */
  const inputStep = async (error?: string) => {
    const page = await dateChangePage(deps, customer.id, { regularOrderNumber, sequence })
    if ('ok' in page && page.reason === 'not-found') notFound()
    if ('ok' in page) return <RefusalNotice refusal={page} />
    return (
      <>
        <DeadlineRule text={page.deadlineRule} lastChange={page.lastChangeDate.text} />
        <ConfirmList
          rows={[
            ['定期番号', page.course.regularOrderNumber],
            ['商品', page.course.productName],
            ['お届け間隔', page.course.cycleLabel],
            ['変更するお届け', `第${page.sequence}回`],
            ['現在のお届け予定日', page.currentDate.text],
          ]}
        />
        <DateChangeForm
          regularOrderNumber={page.course.regularOrderNumber}
          sequence={page.sequence}
          offeredDates={page.offeredDates}
          initial={isIsoDate(deliveryDate) ? deliveryDate : ''}
          error={error}
        />
      </>
    )
  }

  let body: React.ReactNode
  if (step === 'request-complete') {
    const course = await findMemberCourse(deps.payload, customer.id, regularOrderNumber)
    if (!course) notFound()
    body = (
      <>
        <p role="status">
          定期番号 {course.regularOrderNumber} の第{course.nextSequence}回のお届け日の変更を受け付けました。
          変更後のお届け予定日は{formatJapaneseDay(course.nextDeliveryDate)}です。受付メールをお送りしました。
        </p>
        <DeadlineRule text={DEADLINE_RULE_TEXT} />
        <p>
          <Link href="/mypage/regular-courses/">定期コースの一覧へ戻る</Link>
        </p>
      </>
    )
  } else if (!Number.isSafeInteger(sequence) || sequence < 1) {
    notFound()
  } else if (step === 'input') {
    body = await inputStep()
  } else {
    const page = await dateChangeConfirmPage(deps, customer.id, {
      regularOrderNumber,
      sequence,
      deliveryDate,
    })
    if ('ok' in page && page.reason === 'not-found') notFound()
    // No date, or one it cannot take (the form sent as plain HTML, or a changed URL): the input step says why.
    const refusedDate = 'ok' in page && page.reason === 'invalid' ? page : null
    if (refusedDate) ({ index, title } = STEPS.input)
    const back =
      DATE_CHANGE_PATHS.input +
      dateChangeQuery({ regularOrderNumber, regularOrderDetailSequenceNumber: sequence, deliveryDate })
    body = refusedDate ? (
      await inputStep(refusedDate.message)
    ) : 'ok' in page ? (
      <RefusalNotice refusal={page} />
    ) : (
      <>
        <p className={regularStyles.statement}>{page.statement}</p>
        <ConfirmList
          rows={[
            ['定期番号', page.course.regularOrderNumber],
            ['商品', page.course.productName],
            ['変更するお届け', `第${page.sequence}回`],
            ['変更前のお届け予定日', page.currentDate.text],
            ['変更後のお届け予定日', page.newDate.text],
            ...page.followingDates.map((d): [string, string] => [
              `第${d.sequence}回のお届け予定日（変更後）`,
              d.text,
            ]),
          ]}
        />
        <DeadlineRule text={page.deadlineRule} />
        <ConfirmForm
          action={changeDateAction}
          hidden={{
            regularOrderNumber: page.course.regularOrderNumber,
            regularOrderDetailSequenceNumber: String(page.sequence),
            deliveryDate,
          }}
          label="お届け日を変更する"
          back={{ href: back, label: '戻る' }}
        />
      </>
    )
  }

  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, COURSES_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="お届け日変更の手順" steps={['入力', '確認', '受付完了']} current={index} />
      {body}
    </NormalLayout>
  )
}
