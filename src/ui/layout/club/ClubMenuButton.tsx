'use client'

import { MenuIcon } from '@/ui/icons/Icons'
import { lazyModal, openFrom } from '@/ui/modal/lazy-modal'
import { useModalState } from '@/ui/modal/useModalState'

import actionStyles from '../header/HeaderActions.module.css'

// Not in the first load of every club page: fetched when the browser is idle, or when the menu is opened.
const ClubMenuModal = lazyModal(() => import('./ClubMenuModal').then((m) => m.ClubMenuModal))

export function ClubMenuButton() {
  const menu = useModalState()
  return (
    <>
      <button
        type="button"
        className={actionStyles.item}
        onClick={openFrom(menu.open)}
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
      >
        <MenuIcon />
        メニュー
      </button>
      <ClubMenuModal isOpen={menu.isOpen} onOpenChange={menu.setOpen} />
    </>
  )
}
