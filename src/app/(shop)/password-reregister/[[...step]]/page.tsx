import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { OTP_PAGE_DATA } from '@/shop/customer/one-time-password-fields'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { ReregisterCode } from '@/ui/password-reregister/ReregisterCode'
import { ReregisterComplete } from '@/ui/password-reregister/ReregisterComplete'
import { ReregisterNewPassword } from '@/ui/password-reregister/ReregisterNewPassword'
import { REREGISTER_STEPS } from '@/ui/password-reregister/reregister-flow'
import { ReregisterStart } from '@/ui/password-reregister/ReregisterStart'

import { stepMetadata, stepOf } from '../../step-route'

/**
 * /password-reregister/ → one-time-password/ → verify/ → complete/ (spec §2). The procedure's state lives in
 * the browser (sessionStorage), so the pages themselves are the same for everyone.
 */
const STEPS = {
  start: { index: 0, title: 'パスワードの再設定', body: () => <ReregisterStart /> },
  'one-time-password': {
    index: 1,
    title: '確認コードの入力',
    body: () => <ReregisterCode facts={OTP_PAGE_DATA} />,
  },
  verify: {
    index: 2,
    title: '新しいパスワードの設定',
    body: () => <ReregisterNewPassword facts={OTP_PAGE_DATA} />,
  },
  complete: { index: 3, title: 'パスワードの再設定完了', body: () => <ReregisterComplete /> },
} as const

type Props = { params: Promise<{ step?: string[] }> }

// Rendered on first request, then cached (no database at build time: docs/adr/004-caching.md).
export function generateStaticParams() {
  return []
}

export const generateMetadata = stepMetadata(STEPS, 'start')

export default async function PasswordReregisterPage({ params }: Props) {
  const step = stepOf(STEPS, 'start', (await params).step)
  if (!step) notFound()
  const { index, title, body } = STEPS[step]
  const crumbs =
    step === 'start'
      ? [{ text: 'ログイン', href: '/login/' }, { text: title }]
      : [
          { text: 'ログイン', href: '/login/' },
          { text: 'パスワードの再設定', href: '/password-reregister/' },
          { text: title },
        ]
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={crumbs}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="パスワード再設定の手順" steps={REREGISTER_STEPS} current={index} />
      {body()}
    </NormalLayout>
  )
}
