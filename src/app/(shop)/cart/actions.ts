'use server'

import { redirect } from 'next/navigation'

import { addCartLine, updateCartLine } from '@/app/api/cart/cart-changes'
import { cartAddCall, cartUpdateCall } from '@/lib/api/calls/cart'
import { callFromForm, formValues } from '@/lib/api/form-call'
import type { FormState } from '@/lib/forms/form-state'
import { parseQuantity } from '@/shop/cart/quantity-text'

/** The typed quantity as the steppers read it (full-width digits too); else as typed, for the call's message. */
const quantityOf = (text: string | undefined) => parseQuantity(text ?? '') ?? text

const CART_PATH = '/cart/'

/**
 * 「カートに入れる」 sent as the product page's plain form (docs/adr/059): POST cart, then the cart page. 通常購入
 * is cycle 0; 定期お届け sends the chosen interval.
 */
export async function addToCartAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const cycleType = values.method === 'regular' ? (values.cycle ?? '') : '0'
  const done = await callFromForm(
    cartAddCall,
    addCartLine,
    { body: { productCode: values.productCode, cycleType, quantity: quantityOf(values.quantity) } },
    values,
  )
  if (!done.ok) return done.state
  redirect(CART_PATH)
}

/** A cart line's 「変更」 or 「削除」 sent as the cart page's plain form: PUT cart, then the cart again. */
export async function updateCartAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  const values = formValues(form)
  const done = await callFromForm(
    cartUpdateCall,
    updateCartLine,
    {
      body: {
        productCode: values.productCode,
        cycleType: values.cycleType,
        quantity: values.remove ? 0 : quantityOf(values.quantity),
      },
    },
    values,
  )
  if (!done.ok) return done.state
  redirect(CART_PATH)
}
