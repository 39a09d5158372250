'use client'

import { lazyModal } from '@/ui/modal/lazy-modal'
import { useModalState } from '@/ui/modal/useModalState'

import styles from './MyPageHome.module.css'

// Not in the my page's first load: fetched when the browser is idle, or when the banner is pressed.
const ChatQrModal = lazyModal(() => import('./ChatQrModal').then((m) => m.ChatQrModal))

/** Spec §2: the my page's banner that opens a modal with the chat app's QR code for changing deliveries. */
export function ChatQrBanner({ chatUrl, chatQrSrc }: { chatUrl: string; chatQrSrc: string }) {
  const modal = useModalState()
  return (
    <>
      <button
        type="button"
        className={styles.chatBanner}
        onClick={modal.open}
        aria-haspopup="dialog"
        aria-expanded={modal.isOpen}
      >
        <span className={styles.chatBannerTitle}>定期お届けの変更はチャットでも</span>
        <span>お届け日の変更・スキップのご相談はチャットで（24時間受付）。QRコードを表示する</span>
      </button>
      <ChatQrModal
        isOpen={modal.isOpen}
        onOpenChange={modal.setOpen}
        chatUrl={chatUrl}
        chatQrSrc={chatQrSrc}
      />
    </>
  )
}
