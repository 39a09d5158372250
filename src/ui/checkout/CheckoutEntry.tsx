import type { CartView } from '@/lib/api/calls/cart'
import { SHOP_FACTS } from '@/shop/site/shop-facts'
import { ButtonLink } from '@/ui/ButtonLink'
import cartStyles from '@/ui/cart/cart.module.css'
import { CartSummary } from '@/ui/cart/CartSummary'

import styles from './checkout.module.css'

export const LOGIN_FOR_CHECKOUT_PATH = '/login/?from=/cart/shopping/'
export const GUEST_CHECKOUT_PATH = '/cart/shopping01/?register=0'
export const REGISTER_CHECKOUT_PATH = '/cart/shopping01/?register=1'

/**
 * /cart/shopping/ for a guest: sign in, register while ordering, or order as a guest; with the cart's items
 * and amounts. (A member is sent to the first step before this renders.)
 */
export function CheckoutEntry({ view }: { view: CartView }) {
  const lines = [...view.oneTime.lines, ...view.regular.lines].filter((l) => l.available)
  // Regular delivery needs an account (src/shop/checkout/checkout-form/agreement.ts).
  const hasRegular = view.regular.lines.some((l) => l.available)
  return (
    <div className={cartStyles.layout}>
      <div className={styles.entryChoices}>
        <section className={styles.choiceCard} aria-labelledby="checkout-member-title">
          <h2 id="checkout-member-title" className={styles.sectionTitle}>
            会員の方
          </h2>
          <p>
            ログインすると、ご登録の住所やお支払い方法でかんたんにご注文いただけます。ポイントもご利用いただけます。
          </p>
          <ButtonLink href={LOGIN_FOR_CHECKOUT_PATH} size="l" fullWidth>
            ログインして購入する
          </ButtonLink>
        </section>
        <section className={styles.choiceCard} aria-labelledby="checkout-guest-title">
          <h2 id="checkout-guest-title" className={styles.sectionTitle}>
            はじめての方
          </h2>
          <p>
            {hasRegular
              ? '定期お届けコースは会員の方のご利用となります。ご注文と同時に会員登録ができ、お届け日の変更や解約はマイページから承ります。'
              : 'ご注文と同時に会員登録ができます。会員になると、お買い物のたびにポイントがたまり、次回から入力を省略できます。'}
          </p>
          <ul className={styles.choiceButtons}>
            <li>
              <ButtonLink href={REGISTER_CHECKOUT_PATH} size="l" fullWidth>
                会員登録して購入する
              </ButtonLink>
            </li>
            {hasRegular ? null : (
              <li>
                <ButtonLink href={GUEST_CHECKOUT_PATH} variant="secondary" size="l" fullWidth>
                  会員登録せずに購入する
                </ButtonLink>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className={styles.entrySummary}>
        <section className={styles.entryLines} aria-labelledby="checkout-entry-lines">
          <h2 id="checkout-entry-lines" className={styles.sectionTitle}>
            ご注文商品
          </h2>
          <ul>
            {lines.map((line) => (
              <li key={line.lineId}>
                <span>{line.name}</span>
                <span className={styles.entryLineMeta}>
                  {line.cycleLabel}・{line.quantity}点
                </span>
              </li>
            ))}
          </ul>
        </section>
        <CartSummary view={view} freeShipping={SHOP_FACTS.freeShippingThreshold} />
      </div>
    </div>
  )
}
