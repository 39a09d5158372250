import type { Metadata } from 'next'
import Link from 'next/link'

import { ClubGuestCall } from '@/ui/club/ClubGuestCall'
import { ClubMemberPanel } from '@/ui/club/ClubMemberPanel'
import { PURCHASE_SECTION_ID, SCROLL_TO_PURCHASE } from '@/ui/club/club-links'
import styles from '@/ui/club/club.module.css'
import { ScrollToPurchase } from '@/ui/club/ScrollToPurchase'
import { CLUB_MENU_LINKS, CLUB_PAGES } from '@/ui/layout/club/club-menu'

import { ClubPage } from './_club/ClubPage'
import { clubContext } from './_club/club-context'
import { clubMetadata } from './_club/club-metadata'

const PAGE = CLUB_PAGES.top

export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => clubMetadata('top')

type Props = { searchParams: Promise<{ actionType?: string | string[] }> }

/** The club's top (spec §2): the member's figures or a sign-in call, the club's text, and where to shop. */
export default async function ClubTopPage({ searchParams }: Props) {
  const context = await clubContext(PAGE.cmsPath)
  const { actionType } = await searchParams
  return (
    <ClubPage
      context={context}
      fallbackTitle={PAGE.title}
      after={
        <>
          <nav aria-labelledby="club-pages" className={styles.section}>
            <h2 id="club-pages" className={styles.sectionTitle}>
              クラブのご案内
            </h2>
            <ul className={styles.linkList}>
              {CLUB_MENU_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section
            id={PURCHASE_SECTION_ID}
            aria-labelledby="club-purchase"
            className={styles.section}
            tabIndex={-1}
          >
            <h2 id="club-purchase" className={styles.sectionTitle}>
              ポイントがたまるお買い物
            </h2>
            <p>ご購入いただいた商品は、出荷後にポイントが付与されます。定期お届けコースも対象です。</p>
            <ul className={styles.linkList}>
              <li>
                <Link href="/supplement/">サプリメント</Link>
              </li>
              <li>
                <Link href="/beautycare/">ビューティーケア</Link>
              </li>
              <li>
                <Link href="/brands/">ブランド一覧</Link>
              </li>
              <li>
                <Link href="/service/regular-course/">定期お届けコースのご案内</Link>
              </li>
            </ul>
          </section>
          <ScrollToPurchase active={actionType === SCROLL_TO_PURCHASE} />
        </>
      }
    >
      {context.member ? (
        <ClubMemberPanel member={context.member} name={context.memberName} />
      ) : (
        <ClubGuestCall path={PAGE.href} what="会員ステージと保有ポイント" />
      )}
    </ClubPage>
  )
}
