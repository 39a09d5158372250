'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { ButtonLink } from '@/ui/ButtonLink'
import { MISSING_STEP_MESSAGE, setFlash } from '@/ui/customer/flow-store'
import { useIsClient } from '@/ui/hooks/use-is-client'

import { CHANGE_PATHS, profileChangeDone } from './profile-draft'

export function ProfileChangeComplete() {
  const router = useRouter()
  const isClient = useIsClient()
  const done = isClient && profileChangeDone()
  useEffect(() => {
    if (!isClient || done) return
    setFlash(MISSING_STEP_MESSAGE)
    router.replace(CHANGE_PATHS.input)
  }, [isClient, done, router])
  if (!done) return <p role="status">読み込み中…</p>
  return (
    <div>
      <p role="status">登録情報の変更が完了しました。</p>
      <p>
        <ButtonLink href="/mypage/customer/">会員情報へ戻る</ButtonLink>
      </p>
    </div>
  )
}
