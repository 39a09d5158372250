'use client'

import Link from 'next/link'

import { useIsClient } from '@/ui/hooks/use-is-client'

import { lastApplicationNumber, type ApplyTarget } from './apply-draft'

export function ApplyComplete({
  target,
  shippingNote,
  landingPath,
}: {
  target: ApplyTarget
  shippingNote: string
  landingPath: string
}) {
  const applicationNumber = useIsClient() ? lastApplicationNumber(target) : null
  return (
    <div>
      <p>サンプルのお申し込みを受け付けました。ご入力のメールアドレスに受付メールをお送りしました。</p>
      {applicationNumber ? (
        <p>
          お申し込み番号：<strong data-testid="application-number">{applicationNumber}</strong>
        </p>
      ) : null}
      <p>{shippingNote}</p>
      <p>受付メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>
      <p>
        <Link href={landingPath}>キャンペーンのページへ戻る</Link>
      </p>
      <p>
        <Link href="/">トップページへ戻る</Link>
      </p>
    </div>
  )
}
