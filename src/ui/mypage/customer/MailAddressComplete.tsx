'use client'

import { ButtonLink } from '@/ui/ButtonLink'
import { FlowGuard } from '@/ui/customer/FlowGuard'

import { MAIL_CHANGE_PATHS, mailChangeStore } from './mail-change-flow'

/** Step 3: the new address is the member's sign-in address from now on. */
export function MailAddressComplete() {
  return (
    <FlowGuard store={mailChangeStore} ready={(s) => s.completed} startPath={MAIL_CHANGE_PATHS.start}>
      {(state) => (
        <div>
          <p role="status">メールアドレスの変更が完了しました。</p>
          <p>
            新しいメールアドレス <strong>{state.email}</strong> で、次回からログインしてください。
            変更前のメールアドレスに「メールアドレス変更のお知らせ」をお送りしました。
          </p>
          <p>
            <ButtonLink href="/mypage/customer/">会員情報へ戻る</ButtonLink>
          </p>
        </div>
      )}
    </FlowGuard>
  )
}
