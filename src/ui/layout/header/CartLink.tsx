'use client'

import Link from 'next/link'

import { cartBadgeText, cartLinkLabel } from '@/ui/format/cart-display'
import { CartIcon } from '@/ui/icons/Icons'
import { useCartCount } from '@/ui/shopper/cart-count-store'

import styles from './HeaderActions.module.css'

/** The header's cart link: the live count once the shopper's state is loaded, the rendered count before. */
export function CartLink({ cartCount }: { cartCount: number }) {
  const count = useCartCount() ?? cartCount
  const badge = cartBadgeText(count)
  return (
    <Link href="/cart/" className={styles.item} aria-label={cartLinkLabel(count)}>
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
