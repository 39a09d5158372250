'use client'

import { useEffect, useState } from 'react'

import { ArrowUpIcon } from '@/ui/icons/Icons'

import styles from './BackToTop.module.css'
import { shouldShowBackToTop } from './back-to-top'

type BackToTopProps = {
  /** Receives focus after the jump, so keyboard users continue from the top of the content. */
  targetId?: string
}

export function BackToTop({ targetId = 'main' }: BackToTopProps) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = window.requestAnimationFrame(() => {
        frame = 0
        setVisible(shouldShowBackToTop(window.scrollY))
      })
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.cancelAnimationFrame(frame)
    }
  }, [])

  const backToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
    // preventScroll: focusing must not cut the smooth scroll short.
    document.getElementById(targetId)?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible ? 'true' : 'false'}
      onClick={backToTop}
    >
      <ArrowUpIcon size={18} />
      TOPへ
    </button>
  )
}
