/** The mail a new member receives: what was registered, no password, where to change it. */
import type { OutgoingMail } from '@/shop/mail/mail-service'
import { MAIL_SIGNATURE, mailSubject } from '@/shop/mail/mail-signature'
import { SHOP_NAME } from '@/shop/site/shop-name'

export function welcomeMail(
  to: string,
  member: { lastName: string; firstName: string; customerNumber: string },
  siteUrl: string,
): OutgoingMail {
  return {
    to,
    kind: 'entry-complete',
    subject: mailSubject('会員登録完了のお知らせ'),
    text: [
      `${member.lastName} ${member.firstName} 様`,
      '',
      `このたびは${SHOP_NAME}に会員登録いただき、ありがとうございます。`,
      `会員番号：${member.customerNumber}`,
      '',
      'ご登録内容の確認・変更はマイページからいつでも行えます。',
      `${new URL('/mypage/', siteUrl).toString()}`,
      '',
      'このメールは送信専用です。お心当たりのない場合は、お手数ですがお問い合わせフォームからご連絡ください。',
      MAIL_SIGNATURE,
    ].join('\n'),
  }
}
