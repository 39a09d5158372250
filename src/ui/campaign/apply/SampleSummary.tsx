import Link from 'next/link'

import type { ApplyPageData } from '@/shop/campaigns/apply/apply-page-data'
import { ShopImage } from '@/ui/image/ShopImage'

import styles from './apply.module.css'

/** The sample applied for, its campaign and period, and the shop's rules of applying. */
export function SampleSummary({ data }: { data: ApplyPageData }) {
  return (
    <section className={styles.summary} aria-labelledby="apply-sample">
      {data.sample.imageUrl ? (
        <ShopImage
          src={data.sample.imageUrl}
          alt={data.sample.imageAlt}
          width={160}
          height={160}
          sizes="160px"
          className={styles.image}
          loading="lazy"
        />
      ) : null}
      <div>
        <h2 id="apply-sample" className={styles.sampleName}>
          {data.sample.sampleName}
        </h2>
        <p className={styles.product}>{data.sample.productName}のサンプル</p>
        <p className={styles.campaign}>
          <Link href={data.campaign.landingPath}>{data.campaign.title}</Link>
          <br />
          お申し込み期間：{data.campaign.periodText}
        </p>
        <ul className={styles.rules}>
          <li>{data.rule}</li>
          <li>{data.shippingNote}</li>
        </ul>
      </div>
    </section>
  )
}
