import { notFound } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { profileFormValuesOf, profileViewOf } from '@/shop/customer/person-address'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { ProfileChangeComplete } from '@/ui/mypage/customer/ProfileChangeComplete'
import { ProfileChangeConfirm } from '@/ui/mypage/customer/ProfileChangeConfirm'
import { ProfileChangeForm } from '@/ui/mypage/customer/ProfileChangeForm'

import { CUSTOMER_CRUMB, MYPAGE_CRUMB, signedInCustomer } from '../../signed-in-customer'

import { stepMetadata, stepOf } from '../../../../step-route'

const STEPS = {
  input: { index: 0, title: '登録情報の変更', path: '/mypage/customer/change/' },
  confirm: { index: 1, title: '登録情報の変更内容の確認', path: '/mypage/customer/change/confirm/' },
  complete: { index: 2, title: '登録情報の変更完了', path: '/mypage/customer/change/complete/' },
} as const

type Props = { params: Promise<{ step?: string[] }> }

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'input')

/** /mypage/customer/change/ → confirm/ → complete/ (spec §2): members only. */
export default async function CustomerChangePage({ params }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  if (!step) notFound()
  const customer = await signedInCustomer(STEPS[step].path)
  const { index, title } = STEPS[step]
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, CUSTOMER_CRUMB, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper label="登録情報変更の手順" steps={['入力', '確認', '完了']} current={index} />
      {step === 'input' ? (
        <ProfileChangeForm registered={profileFormValuesOf(profileViewOf(customer))} />
      ) : null}
      {step === 'confirm' ? <ProfileChangeConfirm /> : null}
      {step === 'complete' ? <ProfileChangeComplete /> : null}
    </NormalLayout>
  )
}
