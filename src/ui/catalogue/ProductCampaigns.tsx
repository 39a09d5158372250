import Link from 'next/link'

import type { ProductCampaign } from '@/shop/campaigns/campaign-listing'

import styles from './ProductDetail.module.css'

/** The open campaigns that sell this product at their price or give its sample, each leading to its page. */
export function ProductCampaigns({ campaigns }: { campaigns: readonly ProductCampaign[] }) {
  if (!campaigns.length) return null
  return (
    <section className={styles.campaigns} aria-labelledby="product-campaigns-heading">
      <h2 id="product-campaigns-heading" className={styles.campaignsTitle}>
        開催中のキャンペーン
      </h2>
      <ul>
        {campaigns.map((c) => (
          <li key={c.href}>
            <Link href={c.href}>{c.title}</Link>
            <p>{c.note}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
