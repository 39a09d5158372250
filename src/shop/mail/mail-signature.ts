/** The end of every mail the shop sends: that its address takes no replies, and the shop's name. */
import { SHOP_NAME } from '@/shop/site/shop-name'

export const NO_REPLY_NOTICE =
  '※このメールは送信専用のアドレスから送信しています。ご返信いただいてもお答えできません。'

export const MAIL_SIGNATURE = `―― ${SHOP_NAME}`

/** A mail's subject: the shop's name in 【】, then what the mail is about. */
export const mailSubject = (about: string) => `【${SHOP_NAME}】${about}`
