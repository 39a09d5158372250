'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { api } from '@/lib/api/client'
import { groupUnlinkCall, lineUnlinkCall } from '@/lib/api/routes/oidc'
import { errorMessageOf } from '@/ui/form/error-message'
import { lazyModal } from '@/ui/modal/lazy-modal'
import { useModalState } from '@/ui/modal/useModalState'

import styles from './customer-pages.module.css'

const UnlinkConfirmModal = lazyModal(() => import('./UnlinkConfirmModal').then((m) => m.UnlinkConfirmModal))

type Provider = 'line' | 'group'
const LABELS: Record<Provider, string> = { line: 'LINE', group: 'グループID' }

/**
 * The LINE and group-ID linkage of the member (/mypage/customer/), each with 「連携を解除する」 behind a confirm
 * dialog (DELETE customer/line, DELETE customer/group). The server refuses the last way to sign in.
 */
export function LinkedSignIns({ linked }: { linked: Record<Provider, boolean> }) {
  const router = useRouter()
  const dialog = useModalState()
  const [state, setState] = useState(linked)
  const [target, setTarget] = useState<Provider>('line')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const statusRef = useRef<HTMLDivElement>(null)

  const ask = (provider: Provider) => {
    setTarget(provider)
    setMessage('')
    dialog.open()
  }

  const unlink = async () => {
    setBusy(true)
    try {
      if (target === 'line') await api.call(lineUnlinkCall, {})
      else await api.call(groupUnlinkCall, {})
      setState((s) => ({ ...s, [target]: false }))
      setMessage(`${LABELS[target]}の連携を解除しました。`)
      router.refresh()
    } catch (caught) {
      setMessage(errorMessageOf(caught, '連携を解除できませんでした。時間をおいてもう一度お試しください。'))
    } finally {
      setBusy(false)
      dialog.close()
      requestAnimationFrame(() => statusRef.current?.focus())
    }
  }

  return (
    <>
      <div ref={statusRef} tabIndex={-1} role="status">
        {message}
      </div>
      <dl className={styles.linked}>
        {(['line', 'group'] as const).map((provider) => (
          <div key={provider}>
            <dt>{LABELS[provider]}</dt>
            <dd>
              {state[provider] ? '連携しています' : '連携していません'}
              {state[provider] ? (
                <button type="button" className="button-secondary" onClick={() => ask(provider)}>
                  {LABELS[provider]}の連携を解除する
                </button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <UnlinkConfirmModal
        isOpen={dialog.isOpen}
        onOpenChange={dialog.setOpen}
        providerLabel={LABELS[target]}
        busy={busy}
        onConfirm={unlink}
      />
    </>
  )
}
