/** Facts the shop states in many places (footer, mails, confirm screens): spec §1, §6, §9. */
export const SHOP_CONTACT = {
  phone: '0120-333-310',
  phoneHours: '9:00〜18:00 年末年始を除く毎日',
  chatHours: '24時間受付',
} as const
