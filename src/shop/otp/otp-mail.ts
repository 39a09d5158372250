/**
 * The one-time-password mails, per purpose. An address that may not receive a code for this purpose (already
 * registered, when registering) gets a notice instead, so the page answers the same either way and the
 * owner of the mailbox learns what to do.
 */
import type { OutgoingMail } from '@/shop/mail/mail-service'

import type { OtpPurpose } from './otp-purposes'
import { OTP_RULES } from './otp-rules'
import { MAIL_SIGNATURE, mailSubject } from '@/shop/mail/mail-signature'

const FOOTER = [
  '',
  'このメールは送信専用です。お心当たりのない場合は、このメールを破棄してください。',
  'ほかの方に確認コードを教えないでください。当店から確認コードをお尋ねすることはありません。',
  '',
  MAIL_SIGNATURE,
].join('\n')

const ACTION: Record<OtpPurpose, string> = {
  entry: '会員登録',
  'kankeisha-entry': '関係者の方の会員登録',
  'password-reregister': 'パスワードの再設定',
  'mail-address-change': 'メールアドレスの変更',
  'regular-address-change': '定期お届け先の変更',
}

export type OtpDelivery = 'code' | 'already-registered' | 'none'

export function otpMail(purpose: OtpPurpose, to: string, code: string): OutgoingMail {
  const minutes = OTP_RULES.validMs / 60000
  return {
    to,
    kind: `otp-${purpose}`,
    subject: mailSubject(`確認コードのお知らせ（${ACTION[purpose]}）`),
    text: [
      `${ACTION[purpose]}の確認コードをお送りします。`,
      '画面に次の6桁の数字を入力してください。',
      '',
      `確認コード：${code}`,
      '',
      `有効期限は送信から${minutes}分間です。1回のみお使いいただけます。`,
      FOOTER,
    ].join('\n'),
  }
}

export function alreadyRegisteredMail(purpose: OtpPurpose, to: string): OutgoingMail {
  return {
    to,
    kind: `otp-${purpose}-registered`,
    subject: mailSubject('会員登録についてのお知らせ'),
    text: [
      'このメールアドレスで会員登録のお手続きがありましたが、このアドレスはすでに会員として登録されています。',
      'ログインしてご利用ください。パスワードをお忘れの場合は、パスワードの再設定をご利用ください。',
      FOOTER,
    ].join('\n'),
  }
}
