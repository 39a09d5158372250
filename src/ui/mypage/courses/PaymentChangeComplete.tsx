'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { paymentDraftStore } from './payment-change-flow'

/** Step 3: done; the draft is cleared (the new method's label was kept for this page only). */
export function PaymentChangeComplete({ methodLabel }: { methodLabel: string }) {
  const [label] = useState(() =>
    typeof window === 'undefined' ? '' : paymentDraftStore.load()?.doneLabel || '',
  )
  useEffect(() => paymentDraftStore.clear(), [])
  return (
    <>
      <p role="status">
        お支払い方法を「{label || methodLabel}
        」に変更しました。この後に作成されるお届けのご注文から、新しいお支払い方法でお支払いいただきます。ご登録のメールアドレスにお知らせをお送りしました。
      </p>
      <p>
        <Link href="/mypage/">マイページへ戻る</Link>
      </p>
    </>
  )
}
