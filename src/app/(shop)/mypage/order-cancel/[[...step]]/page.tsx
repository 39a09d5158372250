import { notFound, redirect } from 'next/navigation'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { ORDER_NUMBER_INPUT_PATTERN } from '@/shop/orders/member-cancel-rules'
import { orderCancelView } from '@/shop/orders/member-order-cancel'
import { orderCancelPath, orderDetailPath } from '@/shop/orders/order-detail'
import { ButtonLink } from '@/ui/ButtonLink'
import { PageTitle } from '@/ui/content/PageTitle'
import { Stepper } from '@/ui/form/Stepper'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { ConfirmForm } from '@/ui/form/ConfirmForm'
import { OrderCancelSummary } from '@/ui/mypage/orders/OrderCancelSummary'

import { MYPAGE_CRUMB, signedInCustomer } from '../../customer/signed-in-customer'
import { cancelOrderAction } from '../actions'

import { stepMetadata, stepOf } from '../../../step-route'

const STEPS = {
  input: { index: 0, title: 'ご注文のキャンセル', path: '' },
  confirm: { index: 1, title: 'ご注文キャンセルの確認', path: 'confirm/' },
  complete: { index: 2, title: 'ご注文キャンセルの完了', path: 'complete/' },
} as const

type Props = {
  params: Promise<{ step?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export const generateMetadata = stepMetadata(STEPS, 'input')

/**
 * /mypage/order-cancel/ → confirm/ → complete/ (spec §2), each with ?orderNumber=: members only; another
 * member's number is "not found". The cancellation itself is POST order/cancel (src/shop/orders/member-order-cancel.ts).
 */
export default async function OrderCancelPage({ params, searchParams }: Props) {
  const step = stepOf(STEPS, 'input', (await params).step)
  const raw = (await searchParams).orderNumber
  const orderNumber = typeof raw === 'string' ? raw : ''
  if (!step || !ORDER_NUMBER_INPUT_PATTERN.test(orderNumber)) notFound()
  const path = orderCancelPath(orderNumber, STEPS[step].path)
  const customer = await signedInCustomer(path)
  const order = await orderCancelView(await getShopPayload(), customer.id, orderNumber)
  if (!order) notFound()
  // The complete step tells of a cancellation that happened; otherwise the member starts at the first step.
  if (step === 'complete' && !order.cancelled) redirect(orderCancelPath(orderNumber))
  const { index, title } = STEPS[step]
  const historyCrumb = { text: 'ご注文履歴', href: '/mypage/order-history/' }
  return (
    <NormalLayout chrome={await shopChrome()} breadcrumb={[MYPAGE_CRUMB, historyCrumb, { text: title }]}>
      <PageTitle>{title}</PageTitle>
      <Stepper
        label="ご注文キャンセルの手順"
        steps={['ご注文の確認', 'キャンセルの確認', '完了']}
        current={index}
      />
      {step === 'complete' ? (
        <>
          <p role="status">
            ご注文番号 {order.orderNumber}{' '}
            のキャンセルを承りました。キャンセルのお知らせをメールでお送りしました。
          </p>
          <p>{order.scopeNote}</p>
          <p>
            <ButtonLink href={orderDetailPath(order.orderNumber)}>ご注文の詳細を見る</ButtonLink>{' '}
            <ButtonLink href="/mypage/order-history/" variant="secondary">
              ご注文履歴に戻る
            </ButtonLink>
          </p>
        </>
      ) : (
        <>
          <OrderCancelSummary order={order} />
          {order.refusal ? (
            <>
              <p role="alert">{order.refusal}</p>
              <ButtonLink href={orderDetailPath(order.orderNumber)} variant="secondary">
                ご注文の詳細に戻る
              </ButtonLink>
            </>
          ) : step === 'input' ? (
            <p>
              <ButtonLink href={orderCancelPath(order.orderNumber, 'confirm/')}>
                キャンセル内容の確認へ進む
              </ButtonLink>{' '}
              <ButtonLink href={orderDetailPath(order.orderNumber)} variant="secondary">
                ご注文の詳細に戻る
              </ButtonLink>
            </p>
          ) : (
            <>
              <p>
                上記のご注文をキャンセルします。キャンセル後は元に戻せません。よろしければ「ご注文をキャンセルする」を押してください。
              </p>
              <ConfirmForm
                action={cancelOrderAction}
                hidden={{ orderNumber: order.orderNumber }}
                label="ご注文をキャンセルする"
                busyLabel="キャンセルしています…"
                back={{ href: orderCancelPath(order.orderNumber), label: '戻る' }}
              />
            </>
          )}
        </>
      )}
    </NormalLayout>
  )
}
