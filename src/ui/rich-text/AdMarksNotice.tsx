import type { PreviewMark } from '@/shop/publish-review/preview-marks'

import styles from './RichBody.module.css'

/**
 * What a staff preview says above a document whose phrases it marks (src/app/_preview/ad-marks.ts): the count of
 * each severity and how to read the marks. Nothing when not a staff preview (`marks` undefined).
 */
export function AdMarksNotice({ marks }: { marks: readonly PreviewMark[] | undefined }) {
  if (!marks) return null
  const ng = marks.filter((m) => m.severity === 'ng').length
  const review = marks.length - ng
  return (
    <aside className={styles.adNotice} aria-label="広告表現チェック">
      <p>
        <strong>広告表現チェック</strong>（スタッフのプレビューにのみ表示されます）：
        {marks.length === 0
          ? '指摘された語句はありません。'
          : `NG ${ng}件・要確認 ${review}件の語句に印を付けています。理由と言い換え例は、印にポインターを合わせるか、編集画面の「広告表現チェック」でご確認いただけます。`}
      </p>
    </aside>
  )
}
