'use client'

import Link from 'next/link'

import { useIsClient } from '@/ui/hooks/use-is-client'

import { lastReceiptNumber } from './inquiry-draft'

export function InquiryComplete() {
  const receipt = useIsClient() ? lastReceiptNumber() : null
  return (
    <div>
      <p>お問い合わせを受け付けました。ご入力のメールアドレスに受付メールをお送りしました。</p>
      {receipt ? (
        <p>
          受付番号：<strong data-testid="receipt-number">{receipt}</strong>
        </p>
      ) : null}
      <p>
        担当者より通常2営業日以内にご連絡いたします。受付メールが届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
      <p>
        <Link href="/">トップページへ戻る</Link>
      </p>
    </div>
  )
}
