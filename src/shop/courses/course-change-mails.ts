/**
 * Receipts mailed to the member after a change of a regular course (docs/adr/035). They name the course and the
 * delivery, never the new address, a card or an account number.
 */
import { formatJapanDateTime, formatJapaneseDay } from '@/shop/calendar/japan-date'
import type { Addressee } from '@/shop/customer/customer-notice-mails'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'
import { MAIL_SIGNATURE, NO_REPLY_NOTICE, mailSubject } from '@/shop/mail/mail-signature'

const footer = [
  '',
  'このお手続きにお心当たりがない場合は、お手数ですが下記までご連絡ください。',
  `お問い合わせ：${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
  '',
  NO_REPLY_NOTICE,
  '',
  MAIL_SIGNATURE,
].join('\n')

const greeting = (a: Addressee) => `${a.lastName} ${a.firstName} 様`

export function coursePaymentChangedMail(
  a: Addressee,
  change: { regularOrderNumber: string; methodLabel: string; at: Date },
): OutgoingMail {
  return {
    to: a.to,
    kind: 'regular-payment-changed',
    subject: mailSubject('定期コースのお支払い方法変更のお知らせ'),
    text: [
      greeting(a),
      '',
      `${formatJapanDateTime(change.at)}に、定期コース（定期番号 ${change.regularOrderNumber}）のお支払い方法を「${change.methodLabel}」に変更しました。`,
      'この後に作成されるお届けのご注文から、新しいお支払い方法でお支払いいただきます。',
      footer,
    ].join('\n'),
  }
}

export function courseAddressChangedMail(
  a: Addressee,
  change: { regularOrderNumber: string; sequence: number; deliveryDate: string; at: Date },
): OutgoingMail {
  return {
    to: a.to,
    kind: 'regular-address-changed',
    subject: mailSubject('定期コースのお届け先変更のお知らせ'),
    text: [
      greeting(a),
      '',
      `${formatJapanDateTime(change.at)}に、定期コース（定期番号 ${change.regularOrderNumber}）のお届け先を変更しました。`,
      `第${change.sequence}回（${formatJapaneseDay(change.deliveryDate)}お届け予定）以降のお届けは、新しいお届け先にお送りします。`,
      '新しいお届け先はマイページの定期コースでご確認いただけます。',
      footer,
    ].join('\n'),
  }
}
