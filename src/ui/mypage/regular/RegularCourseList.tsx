import Link from 'next/link'

import type { MemberCourseView } from '@/shop/courses/member-courses'
import { ShopImage } from '@/ui/image/ShopImage'

import { DeadlineRule } from './DeadlineRule'
import styles from './regular.module.css'

function CourseFacts({ course }: { course: MemberCourseView }) {
  const active = course.status === 'active'
  const rows: [string, string][] = [
    ['定期番号', course.regularOrderNumber],
    ['状態', course.statusLabel],
    ['お届け間隔', course.cycleLabel],
    ['1回あたりの数量', `${course.quantity}個`],
  ]
  if (active) {
    rows.push(
      ['次回お届け予定日', `${course.nextDeliveryDateText}（第${course.nextSequence}回）`],
      [
        '変更の受付期限',
        course.changeable
          ? course.lastChangeDateText
          : `${course.lastChangeDateText}（受付期限を過ぎています）`,
      ],
      ['お支払い方法', course.paymentLabel],
      ['次回のポイント利用', course.pointUseText],
    )
  } else if (course.cancelFromSequence) {
    rows.push(['停止したお届け', `第${course.cancelFromSequence}回以降`])
  }
  return (
    <dl className={styles.facts}>
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}

/** /mypage/regular-courses/: every course of the member, with the links to change the active ones. */
export function RegularCourseList({
  courses,
  deadlineRule,
}: {
  courses: MemberCourseView[]
  deadlineRule: string
}) {
  return (
    <>
      <DeadlineRule text={deadlineRule} />
      {courses.length === 0 ? (
        <p className={styles.empty}>ご利用中の定期お届けコースはありません。</p>
      ) : (
        <ul className={styles.list}>
          {courses.map((course) => (
            <li key={course.regularOrderNumber} className={styles.course}>
              <section aria-labelledby={`course-${course.regularOrderNumber}`}>
                <div className={styles.head}>
                  {course.imageUrl ? (
                    // CMS media of any size, served small by the image endpoint (spec §9 widths); the list's top is visible.
                    <ShopImage src={course.imageUrl} alt="" width={72} height={72} loading="eager" />
                  ) : null}
                  <h2 id={`course-${course.regularOrderNumber}`} className={styles.name}>
                    {course.productName}
                  </h2>
                </div>
                <CourseFacts course={course} />
                {course.links ? (
                  <ul className={styles.links} aria-label={`${course.productName}の変更`}>
                    {course.changeable ? (
                      <>
                        <li>
                          <Link href={course.links.dateChange}>お届け日の変更</Link>
                        </li>
                        <li>
                          <Link href={course.links.addressChange}>お届け先の変更</Link>
                        </li>
                      </>
                    ) : null}
                    <li>
                      <Link href={course.links.paymentChange}>お支払い方法の変更</Link>
                    </li>
                    <li>
                      <Link href={course.links.pointUse}>ポイント利用の設定</Link>
                    </li>
                    <li>
                      <Link href={course.links.cancel}>解約</Link>
                    </li>
                  </ul>
                ) : null}
              </section>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
