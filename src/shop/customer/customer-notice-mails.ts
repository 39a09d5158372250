/**
 * Notices mailed after a change to a member's account, so the owner learns of a change they did not make.
 * They never carry a password, a code or a link that acts on the account; the new address is masked.
 */
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'
import { MAIL_SIGNATURE, NO_REPLY_NOTICE, mailSubject } from '@/shop/mail/mail-signature'

export interface Addressee {
  to: string
  lastName: string
  firstName: string
}

export const addresseeOf = (member: { email: string; lastName: string; firstName: string }): Addressee => ({
  to: member.email,
  lastName: member.lastName,
  firstName: member.firstName,
})

const greeting = (a: Addressee) => `${a.lastName} ${a.firstName} 様`

const footer = (ifNotYou: string) =>
  [
    '',
    ifNotYou,
    `お問い合わせ：${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
    '',
    NO_REPLY_NOTICE,
    '',
    MAIL_SIGNATURE,
  ].join('\n')

export type PasswordChangeWay = 'reregister' | 'change'

export function passwordChangedMail(a: Addressee, at: Date, way: PasswordChangeWay): OutgoingMail {
  return {
    to: a.to,
    kind: 'password-changed',
    subject: mailSubject('パスワード変更のお知らせ'),
    text: [
      greeting(a),
      '',
      `${formatJapanDateTime(at)}に、会員アカウントのパスワードを${way === 'reregister' ? '再設定' : '変更'}しました。`,
      way === 'reregister'
        ? 'すべての端末でログアウトしました。新しいパスワードでログインしてください。'
        : 'お手続きを行った端末以外では、ログアウトしました。',
      footer(
        'このお手続きにお心当たりがない場合は、第三者に利用されているおそれがあります。至急パスワードの再設定を行い、下記までご連絡ください。',
      ),
    ].join('\n'),
  }
}

export function mailAddressChangedMail(a: Addressee, maskedNewAddress: string, at: Date): OutgoingMail {
  return {
    to: a.to,
    kind: 'mail-address-changed',
    subject: mailSubject('メールアドレス変更のお知らせ'),
    text: [
      greeting(a),
      '',
      `${formatJapanDateTime(at)}に、会員アカウントのメールアドレスを変更しました。`,
      `新しいメールアドレス：${maskedNewAddress}`,
      '今後のお知らせは新しいメールアドレスにお送りします。このアドレスへのお知らせはこれが最後です。',
      footer('このお手続きにお心当たりがない場合は、至急下記までご連絡ください。'),
    ].join('\n'),
  }
}

export function withdrawalMail(a: Addressee, at: Date): OutgoingMail {
  return {
    to: a.to,
    kind: 'withdrawal',
    subject: mailSubject('退会手続き完了のお知らせ'),
    text: [
      greeting(a),
      '',
      `${formatJapanDateTime(at)}に、退会のお手続きが完了しました。これまでのご利用、誠にありがとうございました。`,
      'このメールアドレスとパスワードではログインできなくなりました。保有ポイントは失効しました。',
      'ご注文の記録は、法令で定められた期間、当店で保管します。',
      '同じメールアドレスで、あらためて会員登録していただくこともできます。',
      footer('このお手続きにお心当たりがない場合は、至急下記までご連絡ください。'),
    ].join('\n'),
  }
}
