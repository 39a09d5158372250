'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useReducer, useRef, type PointerEvent } from 'react'

import { formatTaxIncluded } from '@/shop/catalogue/display-price'
import { ShopImage } from '@/ui/image/ShopImage'

import styles from './BrandMenu.module.css'
import {
  brandMenuTransition,
  CLOSED,
  HOVER_CLOSE_DELAY_MS,
  HOVER_MEDIA_QUERY,
  isScrollLocked,
  type BrandMenuPanel,
} from './brand-menu-state'
import { useScrollLock } from './use-scroll-lock'

export type BrandMenuProps = {
  brand: { code: string; name: string }
  products: {
    productCode: string
    name: string
    href: string
    imageUrl: string | null
    priceIncludingTax: number
  }[]
}

const PANEL_TITLES: Record<BrandMenuPanel, string> = { lineup: '商品ラインナップ', purchase: '購入メニュー' }

/**
 * The bar under the header on a beauty-care brand's pages (spec §2): 「商品ラインナップ」 and 「購入メニュー」
 * panels that open on hover on desktop and on tap on phones, and lock the page's scroll while open.
 */
export function BrandMenu({ brand, products }: BrandMenuProps) {
  const [state, dispatch] = useReducer(brandMenuTransition, CLOSED)
  const rootRef = useRef<HTMLElement>(null)
  const panelRefs = useRef<Record<BrandMenuPanel, HTMLDivElement | null>>({ lineup: null, purchase: null })
  const triggerRefs = useRef<Record<BrandMenuPanel, HTMLButtonElement | null>>({
    lineup: null,
    purchase: null,
  })
  const focusPanelOnOpen = useRef(false)
  const leaveTimer = useRef<number | undefined>(undefined)
  const baseId = useId()
  const pathname = usePathname()
  const ids = (panel: BrandMenuPanel) => ({
    trigger: `${baseId}-${panel}-trigger`,
    panel: `${baseId}-${panel}-panel`,
  })

  useScrollLock(isScrollLocked(state))

  // Following a link elsewhere closes the menu.
  useEffect(() => {
    dispatch({ type: 'navigate' })
  }, [pathname])

  // A panel opened from the keyboard takes focus, so its links come next in the tab order.
  useEffect(() => {
    if (state.open && focusPanelOnOpen.current) panelRefs.current[state.open]?.focus()
    focusPanelOnOpen.current = false
  }, [state.open])

  const open = state.open
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const hadFocus = rootRef.current?.contains(document.activeElement)
      dispatch({ type: 'escape' })
      if (hadFocus) triggerRefs.current[open]?.focus()
    }
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target))
        dispatch({ type: 'outside' })
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown, true)
    }
  }, [open])

  useEffect(() => () => window.clearTimeout(leaveTimer.current), [])

  const canHover = useCallback(
    (event: PointerEvent) => event.pointerType === 'mouse' && window.matchMedia(HOVER_MEDIA_QUERY).matches,
    [],
  )

  const close = () => dispatch({ type: 'navigate' })

  return (
    <nav
      ref={rootRef}
      aria-label={`${brand.name}のメニュー`}
      className={styles.menu}
      onPointerEnter={() => window.clearTimeout(leaveTimer.current)}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return
        window.clearTimeout(leaveTimer.current)
        leaveTimer.current = window.setTimeout(() => dispatch({ type: 'hoverLeave' }), HOVER_CLOSE_DELAY_MS)
      }}
      onBlur={(event) => {
        const next = event.relatedTarget
        if (next instanceof Node && !event.currentTarget.contains(next)) dispatch({ type: 'outside' })
      }}
    >
      <div className={styles.bar}>
        <p className={styles.brandName}>{brand.name}</p>
        <ul className={styles.triggers}>
          {(['lineup', 'purchase'] as const).map((panel) => (
            <li key={panel}>
              <button
                ref={(el) => {
                  triggerRefs.current[panel] = el
                }}
                type="button"
                id={ids(panel).trigger}
                className={styles.trigger}
                aria-expanded={state.open === panel}
                aria-controls={ids(panel).panel}
                onPointerEnter={(event) => dispatch({ type: 'hoverEnter', panel, canHover: canHover(event) })}
                onClick={(event) => {
                  // detail 0: Enter or Space rather than a pointer.
                  focusPanelOnOpen.current = event.detail === 0
                  dispatch({ type: 'press', panel })
                }}
              >
                {PANEL_TITLES[panel]}
                <svg
                  className={styles.chevron}
                  width="12"
                  height="12"
                  viewBox="0 0 12 12"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div
        ref={(el) => {
          panelRefs.current.lineup = el
        }}
        id={ids('lineup').panel}
        role="region"
        aria-labelledby={ids('lineup').trigger}
        tabIndex={-1}
        hidden={state.open !== 'lineup'}
        className={styles.panel}
      >
        {products.length ? (
          <ul className={styles.cards}>
            {products.map((p) => (
              <li key={p.productCode}>
                <Link href={p.href} className={styles.card} onClick={close}>
                  <span className={styles.thumb}>
                    {p.imageUrl ? (
                      <ShopImage src={p.imageUrl} alt="" width={120} height={120} sizes="120px" />
                    ) : null}
                  </span>
                  <span className={styles.cardName}>{p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>現在お取り扱いの商品はありません。</p>
        )}
      </div>

      <div
        ref={(el) => {
          panelRefs.current.purchase = el
        }}
        id={ids('purchase').panel}
        role="region"
        aria-labelledby={ids('purchase').trigger}
        tabIndex={-1}
        hidden={state.open !== 'purchase'}
        className={styles.panel}
      >
        {products.length ? (
          <ul className={styles.buyList}>
            {products.map((p) => (
              <li key={p.productCode} className={styles.buyRow}>
                <span className={styles.buyName}>{p.name}</span>
                <span className={styles.price}>
                  {formatTaxIncluded({ includingTax: p.priceIncludingTax })}
                </span>
                <Link
                  href={`${p.href}#purchase`}
                  className={styles.buy}
                  aria-label={`${p.name}を購入する`}
                  onClick={close}
                >
                  購入する
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>現在お取り扱いの商品はありません。</p>
        )}
      </div>
    </nav>
  )
}
