import Link from 'next/link'

import { ChatIcon, MailIcon, PhoneIcon } from '@/ui/icons/Icons'

import { PHONE_LINES } from '@/shop/site/shop-facts'

import styles from './Footer.module.css'
import { SUPPORT_HOURS, telHref } from './footer-content'

export type FooterContactProps = {
  /** QR code image for the chat app; shown only when the app has one. */
  chatQrSrc?: string
  chatHref?: string
  /** Number of the online-shop operation line, when it differs from the main number. */
  operationTel?: string
}

/** The three ways to reach the shop (spec §1): chat, phone, inquiry form. */
export function FooterContact({ chatQrSrc, chatHref, operationTel }: FooterContactProps) {
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className={styles.heading}>
        お問い合わせ
      </h2>
      <div className={styles.contact}>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>
            <ChatIcon size={20} />
            チャットで相談（24時間受付）
          </h3>
          <div className={styles.chat}>
            {chatQrSrc ? (
              // A QR code is a fixed-size graphic; next/image would only add a loader for it.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={chatQrSrc}
                alt="チャット相談を開くQRコード"
                width={96}
                height={96}
                className={styles.qr}
              />
            ) : null}
            {chatHref ? (
              <a href={chatHref} className={styles.textLink} target="_blank" rel="noopener noreferrer">
                チャットを開く<span className="visually-hidden">（新しいタブで開きます）</span>
              </a>
            ) : (
              <Link href="/faq_inquiry/" className={styles.textLink}>
                よくあるご質問を見る
              </Link>
            )}
          </div>
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>
            <PhoneIcon size={20} />
            お電話でのお問い合わせ
          </h3>
          {[PHONE_LINES.customerCenter, PHONE_LINES.productInquiry].map((line) => (
            <div key={line.number} className={styles.subLine}>
              <p className={styles.subTitle}>{line.label}</p>
              <a href={telHref(line.number)} className={styles.tel}>
                {line.number}
              </a>
              <p className={styles.hours}>受付 {line.hours}</p>
            </div>
          ))}
          <div className={styles.subLine}>
            <p className={styles.subTitle}>オンラインショップの操作に関するお問い合わせ</p>
            {operationTel ? (
              <>
                <a href={telHref(operationTel)} className={styles.tel}>
                  {operationTel}
                </a>
                <p className={styles.hours}>{SUPPORT_HOURS}</p>
              </>
            ) : (
              <p className={styles.hours}>
                <Link href="/inquiry/contact/">お問い合わせフォーム</Link>からご連絡ください。
              </p>
            )}
          </div>
        </div>
        <div className={styles.card}>
          <h3 className={styles.cardTitle}>
            <MailIcon size={20} />
            お問い合わせフォーム
          </h3>
          <Link href="/inquiry/contact/" className={styles.textLink}>
            フォームからお問い合わせ
          </Link>
        </div>
      </div>
    </section>
  )
}
