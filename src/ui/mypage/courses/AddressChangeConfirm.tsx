import type { FormAction } from '@/lib/forms/form-state'
import { ConfirmForm } from '@/ui/form/ConfirmForm'
import { ConfirmList } from '@/ui/form/ConfirmList'

import { ADDRESS_CHANGE_PATHS, type CourseDelivery, courseFields } from './address-change-flow'

export function destinationRows(v: Record<string, string>): [string, string][] {
  return [
    ['お名前', `${v.lastName ?? ''} ${v.firstName ?? ''}`],
    ['フリガナ', `${v.lastNameKana ?? ''} ${v.firstNameKana ?? ''}`],
    ['郵便番号', v.zipNumber ?? ''],
    ['ご住所', [v.prefecture, v.city, v.town, v.streetAddress, v.buildingName].filter(Boolean).join(' ')],
    ['電話番号', v.phoneNumber ?? ''],
  ]
}

/**
 * Step 2: the new destination as entered (the server's draft), and 「確認コードを送信する」 to the member's own mail
 * address: a plain form to the page's server function, which mails the code and answers with the code step.
 */
export function AddressChangeConfirm({
  course,
  destination,
  maskedEmail,
  action,
}: {
  course: CourseDelivery
  destination: Record<string, string>
  maskedEmail: string
  action: FormAction
}) {
  return (
    <>
      <ConfirmList rows={destinationRows(destination)} />
      <ConfirmForm
        action={action}
        hidden={courseFields(course)}
        label="確認コードを送信する"
        busyLabel="送信しています…"
        back={{ href: ADDRESS_CHANGE_PATHS.start(course), label: '入力内容を修正する' }}
      >
        <p>
          ご登録のメールアドレス（{maskedEmail}
          ）に確認コードをお送りします。確認コードを入力すると、お届け先の変更が完了します。
        </p>
      </ConfirmForm>
    </>
  )
}
