/**
 * Step shopping06: the shop's three mail magazines.
 */
import { z } from 'zod'

import { flag } from './shared'

/** WANT_MAIL_MAGAZINE1-3: the shop's three mail magazines (ADR 019). */
export const MAIL_MAGAZINE_LABELS = {
  WANT_MAIL_MAGAZINE1: 'サプリメントの新商品・お得な情報',
  WANT_MAIL_MAGAZINE2: 'スキンケアの新商品・お得な情報',
  WANT_MAIL_MAGAZINE3: 'キャンペーン・セールのお知らせ',
} as const

export const mailMagazineSchema = () =>
  z.object({
    WANT_MAIL_MAGAZINE1: flag('メールマガジン'),
    WANT_MAIL_MAGAZINE2: flag('メールマガジン'),
    WANT_MAIL_MAGAZINE3: flag('メールマガジン'),
  })
