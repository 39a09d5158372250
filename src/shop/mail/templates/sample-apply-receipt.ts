/**
 * The sample application's receipt. Like the inquiry receipt (docs/adr/025-safe-demo-mode.md) it goes to an address
 * nobody has verified, so it is the shop's own text only: the application number, the campaign and the sample,
 * never the applicant's name or address.
 */
import { APPLY_SHIPPING_NOTE } from '@/shop/campaigns/apply/apply-messages'
import type { CampaignSample } from '@/shop/campaigns/campaign-content'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'
import { MAIL_SIGNATURE, mailSubject, NO_REPLY_NOTICE } from '@/shop/mail/mail-signature'

export function sampleApplyReceiptMail(application: {
  applicationNumber: string
  campaignTitle: string
  sample: Pick<CampaignSample, 'sampleName'>
}) {
  const subject = mailSubject(
    `サンプルのお申し込みを受け付けました（お申し込み番号 ${application.applicationNumber}）`,
  )
  const text = [
    'お客様',
    '',
    'このたびはウェルネスの森のサンプルにお申し込みいただき、ありがとうございます。',
    '以下の内容でお申し込みを受け付けました。',
    '',
    `お申し込み番号：${application.applicationNumber}`,
    `キャンペーン：${application.campaignTitle}`,
    `サンプル：${application.sample.sampleName}`,
    '',
    APPLY_SHIPPING_NOTE,
    'お届け先などのお申し込み内容は、お客様の情報を守るため、このメールには記載していません。',
    'お申し込みをされた覚えがない場合は、お手数ですが下記までご連絡ください。',
    '',
    `${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
    '',
    NO_REPLY_NOTICE,
    '',
    MAIL_SIGNATURE,
  ].join('\n')
  return { subject, text }
}
