import type { Metadata } from 'next'

import { loadStageTable } from '@/shop/club/club-settings'
import { ClubGuestCall } from '@/ui/club/ClubGuestCall'
import { ClubMemberPanel } from '@/ui/club/ClubMemberPanel'
import styles from '@/ui/club/club.module.css'
import { StageBenefits } from '@/ui/club/StageBenefits'
import { STAGE_WINDOW_MONTHS } from '@/shop/club/stage-rules'
import { CLUB_PAGES } from '@/ui/layout/club/club-menu'

import { ClubPage } from '../_club/ClubPage'
import { clubContext } from '../_club/club-context'
import { clubMetadata } from '../_club/club-metadata'

const PAGE = CLUB_PAGES.special

export const dynamic = 'force-dynamic'

export const generateMetadata = (): Promise<Metadata> => clubMetadata('special')

/** Benefits by stage, from the admin's stage table; a member sees where they stand. */
export default async function ClubSpecialPage() {
  const context = await clubContext(PAGE.cmsPath)
  const { member } = context
  const table = member?.table ?? (await loadStageTable(context.payload))
  return (
    <ClubPage
      context={context}
      fallbackTitle={PAGE.title}
      after={
        <section aria-labelledby="stage-benefits" className={styles.section}>
          <h2 id="stage-benefits" className={styles.sectionTitle}>
            ステージ別の特典
          </h2>
          <p className={styles.note}>
            会員ステージは、過去{STAGE_WINDOW_MONTHS}
            か月のお買い上げ金額（発送済みのご注文の商品代金・税込）で毎日判定します。ポイント率は、ご注文時点のステージで決まります。
          </p>
          <StageBenefits table={table} current={member?.stage ?? null} />
        </section>
      }
    >
      {member ? (
        <ClubMemberPanel member={member} name={context.memberName} />
      ) : (
        <ClubGuestCall path={PAGE.href} what="現在の会員ステージ" />
      )}
    </ClubPage>
  )
}
