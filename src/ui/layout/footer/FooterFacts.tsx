import styles from './Footer.module.css'
import { FOOTER_FACTS } from './footer-content'

export function FooterFacts() {
  return (
    <section aria-labelledby="footer-guide">
      <h2 id="footer-guide" className={styles.heading}>
        ショッピングガイド
      </h2>
      <dl className={styles.facts}>
        {FOOTER_FACTS.map((fact) => (
          <div key={fact.term} className={styles.factRow}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
