import styles from './regular.module.css'

/** The 7-day rule, as every course screen states it (text from src/shop/courses/member-course-rules.ts). */
export function DeadlineRule({ text, lastChange }: { text: string; lastChange?: string }) {
  return (
    <p className={styles.rule}>
      {text}
      {lastChange ? `次回のお届けを変更できるのは${lastChange}までです。` : null}
    </p>
  )
}
