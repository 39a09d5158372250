import { BOT_CHECK_MESSAGES } from '@/shop/bot-check/bot-check-messages'

import styles from './bot-check.module.css'

/** The plain note next to a protected form's submit button (ADR 011); the check itself shows nothing. */
export function BotCheckNote() {
  return <p className={styles.note}>{BOT_CHECK_MESSAGES.note}</p>
}
