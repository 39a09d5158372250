import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { memberCourseDeps } from '@/shop/courses/member-course-deps'
import { cancelPage } from '@/shop/courses/member-course-pages'
import {
  CANCEL_REASON_FIELD,
  CANCEL_REASON_NOTE_FIELD,
  cancelReasonText,
} from '@/shop/courses/cancel-reason-rules'
import { cancelEffectText, DEADLINE_RULE_TEXT } from '@/shop/courses/member-course-rules'
import { findMemberCourse } from '@/shop/courses/member-courses'
import { PageTitle } from '@/ui/content/PageTitle'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { ConfirmForm } from '@/ui/form/ConfirmForm'
import { CancelReasonForm } from '@/ui/mypage/regular/CancelReasonForm'
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
import { cancelCourseAction, saveCancelReasonAction } from '../actions'
import { cancelAnswerDraftOf } from '../cancel-draft-cookie'

const BASE = '/mypage/regular-cancel/'
const STEPS = {
  input: { index: 0, title: '定期コースの解約' },
  confirm: { index: 1, title: '定期コースの解約内容の確認' },
  complete: { index: 2, title: '定期コースの解約完了' },
  'request-complete': { index: 2, title: '定期コースの解約の受付完了' },
} as const
type Props = { params: Promise<{ step?: string[] }>; searchParams: SearchParams }

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'input')

/**
 * /mypage/regular-cancel/ → confirm/ → complete/ or request-complete/ (spec §2; ADR 034): complete when nothing
 * more ships, request-complete when the cancel is accepted but the next delivery (past its deadline) still ships.
 */
export default async function RegularCancelPage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  if (!step) notFound()
  const q = await searchParams
  const regularOrderNumber = one(q.regularOrderNumber)
  const productCode = one(q.productCode)
  const path = step === 'input' ? BASE : `${BASE}${step}/`
  const customer = await signedInCustomer(fromOf(path, { regularOrderNumber, productCode }))
  if (!regularOrderNumber) notFound()
  const deps = memberCourseDeps(await getShopPayload())
  const { index, title } = STEPS[step]
  const query = new URLSearchParams({ regularOrderNumber, productCode }).toString()

  let body: React.ReactNode
  if (step === 'complete' || step === 'request-complete') {
    const course = await findMemberCourse(deps.payload, customer.id, regularOrderNumber)
    if (!course || course.status !== 'cancelled' || !course.cancelFromSequence) notFound()
    const from = course.cancelFromSequence
    const stillShips = from > course.nextSequence
    body = (
      <>
        <p role="status">
          定期番号 {course.regularOrderNumber} の定期お届けコースの解約を
          {stillShips ? '受け付けました' : '承りました'}。受付メールをお送りしました。
        </p>
        <p className={regularStyles.statement}>
          {cancelEffectText({
            fromSequence: from,
            stillDelivered: stillShips
              ? { sequence: course.nextSequence, date: course.nextDeliveryDate }
              : null,
          })}
        </p>
        <DeadlineRule text={DEADLINE_RULE_TEXT} />
        <p>
          <Link href="/mypage/regular-courses/">定期コースの一覧へ戻る</Link>
        </p>
      </>
    )
  } else {
    const page = await cancelPage(deps, customer.id, { regularOrderNumber, productCode })
    if ('ok' in page && page.reason === 'not-found') notFound()
    if ('ok' in page) body = <RefusalNotice refusal={page} />
    else {
      const rows: [string, string][] = [
        ['定期番号', page.course.regularOrderNumber],
        ['商品', page.course.productName],
        ['お届け間隔', page.course.cycleLabel],
        ['1回あたりの数量', `${page.course.quantity}個`],
        ['次回お届け予定日', `${page.course.nextDeliveryDateText}（第${page.course.nextSequence}回）`],
        ['解約が効くお届け', `第${page.cancelFromSequence}回以降のお届けを停止`],
      ]
      // The optional reason chosen on the input step (issue 28 §2), kept in the procedure's draft cookie.
      const answer = await cancelAnswerDraftOf(customer.id, page.course.regularOrderNumber)
      const reasonRows: [string, string][] = [['解約の理由', cancelReasonText(answer?.reason ?? null)]]
      if (answer?.note) reasonRows.push(['その他の内容', answer.note])
      body =
        step === 'input' ? (
          <>
            <DeadlineRule text={page.deadlineRule} />
            <ConfirmList rows={rows} />
            <p className={regularStyles.statement}>{page.effectText}</p>
            <CancelReasonForm
              regularOrderNumber={page.course.regularOrderNumber}
              productCode={productCode}
              initial={answer}
              action={saveCancelReasonAction}
            />
          </>
        ) : (
          <>
            <p className={regularStyles.statement}>{page.statement}</p>
            <ConfirmList rows={[...rows, ...reasonRows]} />
            <DeadlineRule text={page.deadlineRule} />
            <ConfirmForm
              action={cancelCourseAction}
              hidden={{
                regularOrderNumber: page.course.regularOrderNumber,
                productCode,
                [CANCEL_REASON_FIELD]: answer?.reason ?? '',
                [CANCEL_REASON_NOTE_FIELD]: answer?.note ?? '',
              }}
              label="解約する"
              back={{ href: `${BASE}?${query}`, label: '戻る' }}
            />
          </>
        )
    }
  }

  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, COURSES_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="解約の手順" steps={['内容', '確認', '完了']} current={index} />
      {body}
    </NormalLayout>
  )
}
