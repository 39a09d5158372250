import Link from 'next/link'

import { CLUB_PAGES } from '@/ui/layout/club/club-menu'

import { customerNumberText, memberNameText, pointsText } from '@/ui/format/member-display'
import type { MemberSummary } from '@/ui/layout/chrome-types'

import { ChatQrBanner } from './ChatQrBanner'
import { MyPageLogout } from './MyPageLogout'
import styles from './MyPageHome.module.css'

/** The member's own page: who they are in the shop, and where to go next. */
export function MyPageHome({
  member,
  isKankeisha,
  chat,
}: {
  member: MemberSummary
  isKankeisha: boolean
  /** The chat app's link and QR code (site settings); the banner shows when there is one. */
  chat?: { chatUrl: string; chatQrSrc: string }
}) {
  return (
    <div className={styles.home}>
      {chat ? <ChatQrBanner chatUrl={chat.chatUrl} chatQrSrc={chat.chatQrSrc} /> : null}
      <section aria-labelledby="mypage-member" className={styles.card}>
        <h2 id="mypage-member" className={styles.name}>
          {memberNameText(member.lastName, member.firstName)}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>会員番号</dt>
            <dd>{customerNumberText(member.customerNumber)}</dd>
          </div>
          <div>
            <dt>会員ステージ</dt>
            <dd>{member.stageLabel ?? '—'}</dd>
          </div>
          <div>
            <dt>保有ポイント</dt>
            <dd>{pointsText(member.points)}</dd>
          </div>
          {isKankeisha ? (
            <div>
              <dt>会員区分</dt>
              <dd>関係者価格（最大25%OFF）でお買い求めいただけます</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <nav aria-labelledby="mypage-links" className={styles.links}>
        <h2 id="mypage-links" className={styles.heading}>
          お買い物とサポート
        </h2>
        <ul>
          <li>
            <Link href="/mypage/order-history/">ご注文履歴</Link>
          </li>
          <li>
            <Link href="/mypage/regular-courses/">定期コースの確認・変更</Link>
          </li>
          <li>
            <Link href="/mypage/customer/">お客さま情報の確認・変更</Link>
          </li>
          <li>
            <Link href={CLUB_PAGES.point.href}>ポイント履歴・有効期限</Link>
          </li>
          <li>
            <Link href={CLUB_PAGES.special.href}>会員ステージと特典</Link>
          </li>
          <li>
            <Link href="/cart/">ショッピングカートを見る</Link>
          </li>
          <li>
            <Link href="/supplement/">サプリメントをさがす</Link>
          </li>
          <li>
            <Link href="/beautycare/">ビューティーケアをさがす</Link>
          </li>
          <li>
            <Link href="/faq_inquiry/">よくあるご質問</Link>
          </li>
          <li>
            <Link href="/inquiry/contact/">お問い合わせ</Link>
          </li>
        </ul>
      </nav>

      <MyPageLogout />
    </div>
  )
}
