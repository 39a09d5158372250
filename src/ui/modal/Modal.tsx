'use client'

import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal'

import '../tokens.css'
import styles from './Modal.module.css'

export { useModalState, type ModalState } from './useModalState'

export type ModalProps = {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** The dialog's accessible name; always rendered so screen readers announce it, even when hidden. */
  title: string
  hideTitle?: boolean
  /** normal: 960px, big: 1140px on desktop; 340px on phones either way. */
  size?: 'normal' | 'big'
  /** 'top' for a modal opened from inside another modal, so it stacks above it. */
  layer?: 'modal' | 'top'
  showCloseButton?: boolean
  children: ReactNode
}

/**
 * The shop's dialog. react-aria supplies what the spec asks of a modal: Escape and backdrop clicks close it,
 * focus moves in on open and returns to the trigger on close, and the page behind stops scrolling.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  size = 'normal',
  layer = 'modal',
  showCloseButton = true,
  children,
}: ModalProps) {
  const bare = hideTitle && !showCloseButton
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      isKeyboardDismissDisabled={false}
      className={layer === 'top' ? `${styles.overlay} ${styles.overlayTop}` : styles.overlay}
    >
      <AriaModal className={size === 'big' ? `${styles.modal} ${styles.big}` : styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={hideTitle ? `${styles.head} ${styles.headBare}` : styles.head} hidden={bare}>
            <Heading slot="title" level={2} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </Heading>
            {showCloseButton ? (
              <Button className={styles.close} onPress={() => onOpenChange(false)}>
                <CloseIcon />
                閉じる
              </Button>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
