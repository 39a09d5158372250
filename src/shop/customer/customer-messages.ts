/** What my page tells a member when a change cannot be made (field messages end without 。, like the forms'). */
export const CUSTOMER_MESSAGES = {
  wrongCurrentPassword: '現在のパスワードが正しくありません',
  passwordLimited:
    'パスワードの確認に続けて失敗したため、しばらくお手続きできません。時間をおいてからお試しください。',
  emailTaken: 'このメールアドレスはすでに登録されています',
  emailUnchanged: '現在のメールアドレスと同じです。新しいメールアドレスを入力してください',
  addressChecksLimited:
    'メールアドレスの確認の回数が上限に達しました。しばらく時間をおいてからお試しください。',
  withdrawConfirm: '注意事項をご確認のうえ、「退会する」にチェックを入れてください',
  withdrawRegularOrder:
    '定期お届けコースをご利用中のため、退会のお手続きができません。定期お届けコースを解約してから、あらためてお手続きください。',
  gone: 'ログインが必要です。ログインしてからもう一度お試しください。',
} as const
