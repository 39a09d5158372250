import styles from './BrandContact.module.css'

/** The brand group's toll-free number (site settings, spec §6). */
export function BrandContact({
  group,
}: {
  group: { name: string; tollFree: string; hours?: string | null }
}) {
  const tel = group.tollFree.replace(/[^0-9+]/g, '')
  return (
    <section aria-labelledby="brand-contact" className={styles.box}>
      <h2 id="brand-contact" className={styles.title}>
        {group.name}のお問い合わせ
      </h2>
      <p className={styles.number}>
        フリーダイヤル <a href={`tel:${tel}`}>{group.tollFree}</a>
      </p>
      {group.hours ? <p className={styles.hours}>受付時間 {group.hours}</p> : null}
    </section>
  )
}
