import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { addressChangeView } from '@/shop/courses/course-address-change'
import { courseDeliveryQuerySchema } from '@/shop/courses/course-change-fields'
import { addressChangePageOf } from '@/shop/courses/course-change-views'
import { ADDRESS_DRAFT_MISSING } from '@/shop/courses/address-change-draft'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { maskEmail } from '@/shop/customer/mask-email'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { ADDRESS_CHANGE_PATHS, ADDRESS_CHANGE_STEPS } from '@/ui/mypage/courses/address-change-flow'
import { AddressChangeCode } from '@/ui/mypage/courses/AddressChangeCode'
import { AddressChangeConfirm } from '@/ui/mypage/courses/AddressChangeConfirm'
import { AddressChangeForm } from '@/ui/mypage/courses/AddressChangeForm'
import { CourseRefusal, CourseSummary } from '@/ui/mypage/courses/CourseNotice'
import formStyles from '@/ui/form/form.module.css'

import { MYPAGE_CRUMB, signedInCustomer } from '../../customer/signed-in-customer'

import { stepMetadata, stepOf } from '../../../step-route'
import { saveDestinationAction, sendAddressCodeAction, verifyAddressCodeAction } from '../actions'
import { addressDraftOf } from '../address-draft-cookie'

const STEPS = {
  start: { index: 0, title: '定期お届け先の変更', segment: '' },
  confirm: { index: 1, title: '定期お届け先変更の確認', segment: 'confirm/' },
  'one-time-password': { index: 2, title: '確認コードの入力', segment: 'one-time-password/' },
  verify: { index: 2, title: '確認コードの入力', segment: 'verify/' },
  'request-complete': { index: 3, title: '定期お届け先の変更完了', segment: 'request-complete/' },
} as const

type Props = {
  params: Promise<{ step?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'start')

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** start → confirm/ → one-time-password/ → request-complete/ (spec §2, docs/adr/035): members only. */
export default async function RegularAddressChangePage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'start', (await params).step)
  if (!step) notFound()
  const raw = await searchParams
  const parsed = courseDeliveryQuerySchema.safeParse({
    regularOrderNumber: first(raw.regularOrderNumber),
    regularOrderDetailSequenceNumber: first(raw.regularOrderDetailSequenceNumber),
  })
  if (!parsed.success) notFound()
  const course = {
    regularOrderNumber: parsed.data.regularOrderNumber,
    sequence: parsed.data.regularOrderDetailSequenceNumber,
  }
  if (step === 'verify') redirect(ADDRESS_CHANGE_PATHS.code(course))
  const query = new URLSearchParams({
    regularOrderNumber: course.regularOrderNumber,
    regularOrderDetailSequenceNumber: String(course.sequence),
  })
  const here = `/mypage/regular-delivery-address-change/${STEPS[step].segment}?${query.toString()}`
  const customer = await signedInCustomer(here)
  const { index, title } = STEPS[step]
  const chrome = await shopChrome()
  const layout = (body: React.ReactNode) => (
    <NormalLayout chrome={chrome} breadcrumb={[MYPAGE_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="定期お届け先変更の手順" steps={ADDRESS_CHANGE_STEPS} current={index} />
      {body}
    </NormalLayout>
  )

  if (step === 'request-complete')
    return layout(
      <>
        <p role="status">
          お届け先の変更が完了しました。第{course.sequence}
          回のお届けから新しいお届け先にお送りします。ご登録のメールアドレスにお知らせをお送りしました。
        </p>
        <p>
          <Link href="/mypage/">マイページへ戻る</Link>
        </p>
      </>,
    )

  const payload = await getShopPayload()
  const view = await addressChangeView(payload, { customerId: customer.id, ...course })
  if (!view.ok) {
    if (view.reason === 'not-found') notFound()
    return layout(<CourseRefusal message={view.message} />)
  }
  const data = await addressChangePageOf(payload, view.course, view)
  const draft = await addressDraftOf(customer.id, course)
  const d = data.destination
  const current = {
    lastName: d.lastName,
    firstName: d.firstName,
    lastNameKana: d.lastNameKana,
    firstNameKana: d.firstNameKana,
    zipNumber: d.postalCode,
    prefecture: d.prefecture,
    municipalityCode: '',
    city: d.city,
    town: d.town ?? '',
    streetAddress: d.streetAddress,
    buildingName: d.building ?? '',
    phoneNumber: d.phone,
  }
  return layout(
    <>
      <CourseSummary course={data.course} />
      <p>
        第{data.sequence}回（{formatJapaneseDay(data.deliveryDate)}
        お届け予定）から新しいお届け先に変更します。お届け日の
        {data.deadlineDays}日前（{formatJapaneseDay(data.lastChangeDay)}）まで変更できます。
      </p>
      {step === 'start' ? (
        <AddressChangeForm
          course={course}
          initial={draft?.destination ?? current}
          action={saveDestinationAction}
        />
      ) : null}
      {step !== 'start' && (!draft || (step === 'one-time-password' && !draft.transactionId)) ? (
        <div role="alert" className={formStyles.alert}>
          <p>{ADDRESS_DRAFT_MISSING}</p>
          <p>
            <Link href={ADDRESS_CHANGE_PATHS.start(course)}>お届け先の入力に戻る</Link>
          </p>
        </div>
      ) : null}
      {step === 'confirm' && draft ? (
        <AddressChangeConfirm
          course={course}
          destination={draft.destination}
          maskedEmail={maskEmail(customer.email)}
          action={sendAddressCodeAction}
        />
      ) : null}
      {step === 'one-time-password' && draft?.transactionId ? (
        <AddressChangeCode
          course={course}
          facts={OTP_PAGE_DATA}
          maskedEmail={maskEmail(customer.email)}
          sentAt={draft.sentAt}
          resent={first(raw.resent) === '1'}
          verify={verifyAddressCodeAction}
          resend={sendAddressCodeAction}
        />
      ) : null}
    </>,
  )
}
