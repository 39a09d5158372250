import Link from 'next/link'

import { INQUIRY_PATH } from '@/shop/courses/course-change-rules'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'

/** The course the change is about: its number, product and next delivery. */
export function CourseSummary({
  course,
}: {
  course: {
    regularOrderNumber: string
    productName: string | null
    productCode: string
    nextDeliveryDate: string
  }
}) {
  return (
    <dl>
      <dt>定期番号</dt>
      <dd>{course.regularOrderNumber}</dd>
      <dt>商品</dt>
      <dd>{course.productName ?? course.productCode}</dd>
      <dt>次回お届け予定日</dt>
      <dd>{formatJapaneseDay(course.nextDeliveryDate)}</dd>
    </dl>
  )
}

/** Why the change cannot be made online, and where to ask instead. */
export function CourseRefusal({ message }: { message: string }) {
  return (
    <div role="alert">
      <p>{message}</p>
      <p>
        <Link href={INQUIRY_PATH}>お問い合わせフォームへ</Link>
      </p>
      <p>
        <Link href="/mypage/">マイページへ戻る</Link>
      </p>
    </div>
  )
}
