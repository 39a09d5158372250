'use client'

import type { ButtonHTMLAttributes, MouseEvent } from 'react'

import { buttonClassName, type ButtonLookProps } from './button-class'

export type ButtonProps = ButtonLookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled' | 'onClick' | 'type'> & {
    /** 'button' unless given (a press never submits a form by accident). */
    type?: 'button' | 'submit' | 'reset'
    onPress?: () => void
    isDisabled?: boolean
    /** Busy: stays focusable and announced, ignores presses and does not submit. */
    isPending?: boolean
  }

/**
 * The shop's button, a plain <button> in the shop's look: react-aria's Button put its press and focus code in
 * the first load of every page that shows one (docs/adr/037-javascript-budget.md). Same props as before
 * (onPress, isDisabled, isPending) and the same data-* attributes the stylesheet uses; hover and focus-visible
 * come from CSS.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  onPress,
  isDisabled = false,
  isPending = false,
  ...rest
}: ButtonProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault()
      return
    }
    onPress?.()
  }
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      aria-disabled={isPending || undefined}
      onClick={onClick}
    >
      {rest.children}
    </button>
  )
}
