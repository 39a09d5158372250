/**
 * Receipt mails of a member's course changes (docs/adr/034-member-course-changes.md): what changed, from which
 * delivery, and the 7-day rule. They carry the course number and the product name, never an address or card data.
 */
import { formatJapaneseDay, formatJapanDateTime } from '@/shop/calendar/japan-date'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

import { DEADLINE_RULE_TEXT } from './member-course-rules'
import { MAIL_SIGNATURE, NO_REPLY_NOTICE, mailSubject } from '@/shop/mail/mail-signature'

export interface CourseMailAddressee {
  email: string
  lastName: string
  firstName: string
}

export interface CourseMailSubject {
  regularOrderNumber: string
  productName: string
}

const footer = [
  '',
  DEADLINE_RULE_TEXT,
  'お心当たりがない場合やご不明な点は、下記までご連絡ください。',
  `お問い合わせ：${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
  '',
  NO_REPLY_NOTICE,
  '',
  MAIL_SIGNATURE,
]

const head = (to: CourseMailAddressee, course: CourseMailSubject, at: Date, what: string) => [
  `${to.lastName} ${to.firstName} 様`,
  '',
  `${formatJapanDateTime(at)}に、定期お届けコースの${what}を承りました。`,
  '',
  `定期番号：${course.regularOrderNumber}`,
  `商品：${course.productName}`,
]

export function deliveryDateChangedMail(
  to: CourseMailAddressee,
  course: CourseMailSubject,
  change: { sequence: number; from: string; to: string },
  at: Date,
): OutgoingMail {
  return {
    to: to.email,
    kind: 'regular-date-changed',
    subject: mailSubject('定期お届け日変更の受付のお知らせ'),
    text: [
      ...head(to, course, at, 'お届け日の変更'),
      `変更したお届け：第${change.sequence}回`,
      `変更前のお届け予定日：${formatJapaneseDay(change.from)}`,
      `変更後のお届け予定日：${formatJapaneseDay(change.to)}`,
      '次回以降のお届けは、変更後のお届け予定日を基準に、これまでと同じ間隔でお届けします。',
      ...footer,
    ].join('\n'),
  }
}

export function courseCancelledMail(
  to: CourseMailAddressee,
  course: CourseMailSubject,
  effectText: string,
  at: Date,
): OutgoingMail {
  return {
    to: to.email,
    kind: 'regular-cancelled',
    subject: mailSubject('定期お届けコース解約の受付のお知らせ'),
    text: [...head(to, course, at, '解約'), effectText, ...footer].join('\n'),
  }
}
