import type { InquiryData } from '@/shop/inquiry/inquiry-schema'
import { inquiryCategoryLabel } from '@/shop/inquiry/inquiry-schema'
import { SHOP_CONTACT } from '@/shop/site/shop-facts'

export function inquiryReceiptMail(input: InquiryData, receiptNumber: string) {
  const subject = `【ウェルネスの森】お問い合わせを受け付けました（受付番号 ${receiptNumber}）`
  const text = [
    `${input.lastName} ${input.firstName} 様`,
    '',
    'このたびはウェルネスの森 オンラインショップにお問い合わせいただき、ありがとうございます。',
    '以下の内容で受け付けました。担当者より順次ご連絡いたします（通常2営業日以内）。',
    '',
    `受付番号：${receiptNumber}`,
    `お問い合わせ種別：${inquiryCategoryLabel(input.category)}`,
    ...(input.orderNumber ? [`ご注文番号：${input.orderNumber}`] : []),
    '',
    '―― お問い合わせ内容 ――',
    input.message,
    '――――――――――――',
    '',
    'お急ぎの場合はお電話でもお問い合わせいただけます。',
    `${SHOP_CONTACT.phone}（${SHOP_CONTACT.phoneHours}）`,
    '',
    '※このメールは送信専用のアドレスから送信しています。ご返信いただいてもお答えできません。',
    '',
    '株式会社ウェルネスの森 オンラインショップ',
  ].join('\n')
  return { subject, text }
}
