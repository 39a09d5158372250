'use client'

import { Modal } from '@/ui/modal/Modal'

import styles from './customer-pages.module.css'

export type UnlinkConfirmModalProps = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  providerLabel: string
  busy: boolean
  onConfirm: () => void
}

/** 「連携を解除しますか？」: the confirm dialog of LinkedSignIns (loaded lazily). */
export function UnlinkConfirmModal({
  isOpen,
  onOpenChange,
  providerLabel,
  busy,
  onConfirm,
}: UnlinkConfirmModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={`${providerLabel}の連携を解除しますか？`}>
      <p>
        解除すると、{providerLabel}
        でのログインはできなくなります。メールアドレスとパスワードでは引き続きログインできます。
      </p>
      <p className={styles.dialogActions}>
        <button type="button" className="button-secondary" onClick={() => onOpenChange(false)}>
          やめる
        </button>
        <button type="button" className="button-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? '解除しています…' : '連携を解除する'}
        </button>
      </p>
    </Modal>
  )
}
