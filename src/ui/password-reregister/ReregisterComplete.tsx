'use client'

import { useEffect } from 'react'

import { ButtonLink } from '@/ui/ButtonLink'
import { FlowGuard } from '@/ui/customer/FlowGuard'
import { GUEST } from '@/ui/layout/chrome-types'
import { setMember } from '@/ui/shopper/member-store'

import { REREGISTER_PATHS, reregisterStore } from './reregister-flow'

/** Step 4: done; every session of the member ended, this browser's too. */
export function ReregisterComplete() {
  return (
    <FlowGuard store={reregisterStore} ready={(s) => s.completed} startPath={REREGISTER_PATHS.start}>
      {() => <Done />}
    </FlowGuard>
  )
}

function Done() {
  useEffect(() => setMember(GUEST), [])
  return (
    <div>
      <p role="status">パスワードの再設定が完了しました。</p>
      <p>
        新しいパスワードでログインしてください。安全のため、ログインしていたすべての端末でログアウトしました。
        ご登録のメールアドレスに「パスワード変更のお知らせ」をお送りしました。
      </p>
      <p>
        <ButtonLink href="/login/">ログイン画面へ</ButtonLink>
      </p>
    </div>
  )
}
