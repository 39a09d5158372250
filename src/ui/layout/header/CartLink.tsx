import Link from 'next/link'

import { cartBadgeText, cartLinkLabel } from '@/ui/format/cart-display'
import { CartIcon } from '@/ui/icons/Icons'

import styles from './HeaderActions.module.css'

export function CartLink({ cartCount }: { cartCount: number }) {
  const badge = cartBadgeText(cartCount)
  return (
    <Link href="/cart/" className={styles.item} aria-label={cartLinkLabel(cartCount)}>
      <CartIcon />
      カート
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  )
}
