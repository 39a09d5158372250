'use server'

import { redirect } from 'next/navigation'

import { cancelOrder } from '@/app/api/order/cancel/cancel-order'
import { orderCancelCall } from '@/lib/api/calls/order-cancel'
import { callFromForm, formValues } from '@/lib/api/form-call'
import type { FormState } from '@/lib/forms/form-state'
import { orderCancelPath } from '@/shop/orders/order-detail'

/** 「ご注文をキャンセルする」 on the confirm step: POST order/cancel, then the complete step (docs/adr/059). */
export async function cancelOrderAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const orderNumber = values.orderNumber ?? ''
  const done = await callFromForm(orderCancelCall, cancelOrder, { body: { orderNumber } }, values, {
    signInFrom: orderCancelPath(orderNumber, 'confirm/'),
  })
  if (!done.ok) return done.state
  redirect(orderCancelPath(done.data.orderNumber, 'complete/'))
}
