import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { MAIL_CHANGE_STEPS } from '@/ui/mypage/customer/mail-change-flow'
import { MailAddressCode } from '@/ui/mypage/customer/MailAddressCode'
import { MailAddressComplete } from '@/ui/mypage/customer/MailAddressComplete'
import { MailAddressForm } from '@/ui/mypage/customer/MailAddressForm'

import { CUSTOMER_CRUMB, MYPAGE_CRUMB, signedInCustomer } from '../../signed-in-customer'

import { stepMetadata, stepOf } from '../../../../step-route'

const STEPS = {
  start: { index: 0, title: 'メールアドレスの変更', path: '/mypage/customer/mailaddress/' },
  'one-time-password': {
    index: 1,
    title: '確認コードの入力',
    path: '/mypage/customer/mailaddress/one-time-password/',
  },
  complete: { index: 2, title: 'メールアドレスの変更完了', path: '/mypage/customer/mailaddress/complete/' },
} as const

type Props = { params: Promise<{ step?: string[] }> }

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'start')

/** /mypage/customer/mailaddress/ → one-time-password/ → complete/ (spec §2): members only. */
export default async function MailAddressPage({ params }: Props) {
  const step = stepOf(STEPS, 'start', (await params).step)
  if (!step) notFound()
  const customer = await signedInCustomer(STEPS[step].path)
  const { index, title } = STEPS[step]
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, CUSTOMER_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="メールアドレス変更の手順" steps={MAIL_CHANGE_STEPS} current={index} />
      {step === 'start' ? <MailAddressForm currentEmail={customer.email} /> : null}
      {step === 'one-time-password' ? <MailAddressCode facts={OTP_PAGE_DATA} /> : null}
      {step === 'complete' ? <MailAddressComplete /> : null}
    </NormalLayout>
  )
}
