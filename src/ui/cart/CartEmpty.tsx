import { ButtonLink } from '@/ui/ButtonLink'

import styles from './cart.module.css'

export function CartEmpty() {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>カートに商品が入っていません。</p>
      <ul className={styles.emptyLinks}>
        <li>
          <ButtonLink href="/supplement/" variant="secondary">
            サプリメントを見る
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href="/beautycare/" variant="secondary">
            ビューティーケアを見る
          </ButtonLink>
        </li>
      </ul>
    </div>
  )
}
