import { cookies } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { env } from '@/lib/config/env'
import { japanDate } from '@/shop/calendar/japan-date'
import { CARD_CHANGE_TICKET_COOKIE, readCardChangeTicket } from '@/shop/courses/card-change-ticket'
import { courseQuerySchema } from '@/shop/courses/course-change-fields'
import { paymentChangePageOf } from '@/shop/courses/course-change-views'
import { memberCourse } from '@/shop/courses/member-course'
import {
  PAYMENT_CHANGE_PATHS,
  paymentChangeErrorPage,
  plainPaymentChoiceOf,
} from '@/shop/courses/payment-change-paths'
import { memberById } from '@/shop/customer/member-lookup'
import { PAYMENT_METHOD_LABELS } from '@/shop/payments/payment-methods'
import { PageTitle } from '@/ui/content/PageTitle'
import { ConfirmForm } from '@/ui/form/ConfirmForm'
import { ConfirmList } from '@/ui/form/ConfirmList'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { CourseSummary } from '@/ui/mypage/courses/CourseNotice'
import { PAYMENT_CHANGE_STEPS } from '@/ui/mypage/courses/payment-change-flow'
import { PaymentChangeComplete } from '@/ui/mypage/courses/PaymentChangeComplete'
import { PaymentChangeConfirm } from '@/ui/mypage/courses/PaymentChangeConfirm'
import { PaymentChangeForm } from '@/ui/mypage/courses/PaymentChangeForm'
import { PaymentTdsCallback } from '@/ui/mypage/courses/PaymentTdsCallback'

import { MYPAGE_CRUMB, signedInCustomer } from '../../customer/signed-in-customer'

import { stepMetadata, stepOf } from '../../../step-route'
import { changePaymentAction, choosePaymentAction } from '../actions'

const STEPS = {
  start: { index: 0, title: 'お支払い方法の変更', segment: '' },
  confirm: { index: 1, title: 'お支払い方法変更の確認', segment: 'confirm/' },
  complete: { index: 2, title: 'お支払い方法の変更完了', segment: 'complete/' },
  'tds-callback': { index: 1, title: 'カードの確認', segment: 'tds-callback/' },
  'tds-error': { index: 1, title: 'カードの確認ができませんでした', segment: 'tds-error/' },
} as const

type Props = {
  params: Promise<{ step?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'start')

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * start → confirm/ → complete/, and tds-callback/ (back from 3-D Secure) or tds-error/ (spec §2, docs/adr/035):
 * members only; another member's course number is 404.
 */
export default async function PaymentMethodChangePage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'start', (await params).step)
  if (!step) notFound()
  const raw = await searchParams
  const query = new URLSearchParams(
    Object.entries(raw).flatMap(([k, v]) => (first(v) === undefined ? [] : [[k, first(v) as string]])),
  ).toString()
  const customer = await signedInCustomer(
    `/mypage/payment-method-change/${STEPS[step].segment}${query ? `?${query}` : ''}`,
  )
  const { index, title } = STEPS[step]
  const chrome = await shopChrome()
  const layout = (body: React.ReactNode) => (
    <NormalLayout chrome={chrome} breadcrumb={[MYPAGE_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="お支払い方法変更の手順" steps={PAYMENT_CHANGE_STEPS} current={index} />
      {body}
    </NormalLayout>
  )

  if (step === 'tds-error') {
    const page = paymentChangeErrorPage(first(raw.code), first(raw.regularOrderNumber))
    return layout(
      <div role="alert">
        <h2>{page.title}</h2>
        <p>{page.message}</p>
        <p>
          <Link href={page.retryPath}>お支払い方法の変更に戻る</Link>
        </p>
      </div>,
    )
  }

  if (step === 'tds-callback') {
    const reference = first(raw.reference) ?? ''
    const ticket = readCardChangeTicket(
      env.payloadSecret,
      (await cookies()).get(CARD_CHANGE_TICKET_COOKIE)?.value,
      new Date(),
    )
    if (!ticket || ticket.reference !== reference || ticket.customerId !== customer.id)
      return layout(
        <div role="alert">
          <p>
            カードの確認の情報が見つかりません。お手数ですが、お支払い方法の変更を最初からやり直してください。お支払い方法は変更されていません。
          </p>
          <p>
            <Link href="/mypage/">マイページへ戻る</Link>
          </p>
        </div>,
      )
    return layout(<PaymentTdsCallback regularOrderNumber={ticket.regularOrderNumber} reference={reference} />)
  }

  const parsed = courseQuerySchema.safeParse({ regularOrderNumber: first(raw.regularOrderNumber) })
  if (!parsed.success) notFound()
  const payload = await getShopPayload()
  const course = await memberCourse(payload, customer.id, parsed.data.regularOrderNumber)
  const member = course ? await memberById(payload, customer.id) : null
  if (!course || !member) notFound()
  const data = await paymentChangePageOf(payload, course, member)
  const current =
    data.current.method === '2' && data.current.cardLast4
      ? `${data.current.label}（${data.current.cardBrand ?? ''} 末尾${data.current.cardLast4}）`
      : data.current.label
  // A choice in the URL (every choice but a new card, docs/adr/059): the confirm step is the server's page.
  const plain = plainPaymentChoiceOf({ paymentMethod: first(raw.paymentMethod), card: first(raw.card) })
  const plainLabel =
    plain && 'card' in plain && data.savedCard
      ? `${PAYMENT_METHOD_LABELS['2']}（${data.savedCard.brand} 末尾${data.savedCard.last4}）`
      : plain
        ? PAYMENT_METHOD_LABELS[plain.paymentMethod]
        : ''

  return layout(
    <>
      <CourseSummary course={data.course} />
      {step === 'start' ? (
        <>
          <p>現在のお支払い方法：{current}</p>
          <p>{data.oneTimeOrderNote}</p>
          <PaymentChangeForm
            data={data}
            firstYear={Number(japanDate(new Date()).slice(0, 4))}
            action={choosePaymentAction}
            initial={plain ?? {}}
          />
        </>
      ) : null}
      {step === 'confirm' && plain ? (
        <>
          <ConfirmList
            rows={[
              ['定期番号', data.course.regularOrderNumber],
              ['現在のお支払い方法', current],
              ['新しいお支払い方法', plainLabel],
            ]}
          />
          <ConfirmForm
            action={changePaymentAction}
            hidden={{ regularOrderNumber: data.course.regularOrderNumber, ...plain }}
            label="この内容で変更する"
            busyLabel="変更しています…"
            back={{
              href: PAYMENT_CHANGE_PATHS.start(data.course.regularOrderNumber, plain),
              label: 'お支払い方法を選び直す',
            }}
          />
        </>
      ) : null}
      {step === 'confirm' && !plain ? (
        <PaymentChangeConfirm regularOrderNumber={data.course.regularOrderNumber} currentLabel={current} />
      ) : null}
      {step === 'complete' ? <PaymentChangeComplete methodLabel={data.current.label} /> : null}
    </>,
  )
}
