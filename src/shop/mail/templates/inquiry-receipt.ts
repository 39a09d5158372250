/**
 * The inquiry receipt (docs/adr/025-safe-demo-mode.md). It goes to whatever address was typed into the form, which
 * nobody has verified, so it is fixed shop text: the inquiry number and the category (one of the shop's own labels),
 * never the sender's name, message, order number or any link they typed. Otherwise the form would relay anyone's
 * text to any address. Staff read the inquiry itself in the admin.
 */
import type { InquiryData } from '@/shop/inquiry/inquiry-schema'
import { inquiryCategoryLabel } from '@/shop/inquiry/inquiry-schema'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'
import { MAIL_SIGNATURE, mailSubject, NO_REPLY_NOTICE } from '@/shop/mail/mail-signature'
import { SHOP_NAME } from '@/shop/site/shop-name'

export function inquiryReceiptMail(input: Pick<InquiryData, 'category'>, receiptNumber: string) {
  const subject = mailSubject(`お問い合わせを受け付けました（受付番号 ${receiptNumber}）`)
  const text = [
    'お客様',
    '',
    `このたびは${SHOP_NAME}にお問い合わせいただき、ありがとうございます。`,
    'お問い合わせを受け付けました。担当者より順次ご連絡いたします（通常2営業日以内）。',
    '',
    `受付番号：${receiptNumber}`,
    `お問い合わせ種別：${inquiryCategoryLabel(input.category)}`,
    '',
    'お問い合わせの内容は、お客様の情報を守るため、このメールには記載していません。',
    'ご連絡の際は受付番号をお知らせください。',
    'お問い合わせをされた覚えがない場合は、お手数ですがこのメールを破棄してください。',
    '',
    'お急ぎの場合はお電話でもお問い合わせいただけます。',
    `${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
    '',
    NO_REPLY_NOTICE,
    '',
    MAIL_SIGNATURE,
  ].join('\n')
  return { subject, text }
}
