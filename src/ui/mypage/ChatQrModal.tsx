'use client'

import { Modal } from '@/ui/modal/Modal'

import styles from './MyPageHome.module.css'

export type ChatQrModalProps = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  chatUrl: string
  chatQrSrc: string
}

/** The QR code that opens the shop's chat, for changing regular deliveries from a phone (loaded lazily). */
export function ChatQrModal({ isOpen, onOpenChange, chatUrl, chatQrSrc }: ChatQrModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="チャットでお届けの変更">
      <div className={styles.qrBody}>
        <p>
          スマートフォンのカメラでQRコードを読み取ると、チャットが開きます。お届け日の変更やスキップなどをチャットでご相談いただけます（24時間受付）。
        </p>
        {/* A QR code is a fixed-size graphic drawn on the server; next/image would only add a loader. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={chatQrSrc} alt="チャットを開くQRコード" width={180} height={180} className={styles.qr} />
        <p>
          <a href={chatUrl} target="_blank" rel="noopener noreferrer">
            この端末でチャットを開く<span className="visually-hidden">（新しいタブで開きます）</span>
          </a>
        </p>
      </div>
    </Modal>
  )
}
