'use client'

import { Button } from 'react-aria-components/Button'

import { MenuIcon } from '@/ui/icons/Icons'
import { useModalState } from '@/ui/modal/useModalState'

import actionStyles from '../header/HeaderActions.module.css'
import { ClubMenuModal } from './ClubMenuModal'

export function ClubMenuButton() {
  const menu = useModalState()
  return (
    <>
      <Button
        className={actionStyles.item}
        onPress={menu.open}
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
      >
        <MenuIcon />
        メニュー
      </Button>
      <ClubMenuModal isOpen={menu.isOpen} onOpenChange={menu.setOpen} />
    </>
  )
}
