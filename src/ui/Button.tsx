'use client'

import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button'

import { buttonClassName, type ButtonLookProps } from './button-class'

export type ButtonProps = Omit<AriaButtonProps, 'className'> & ButtonLookProps

/** A react-aria Button (press handling, focus-visible, pending state) in the shop's look. */
export function Button({ variant, size, fullWidth, className, ...rest }: ButtonProps) {
  return <AriaButton {...rest} className={buttonClassName({ variant, size, fullWidth, className })} />
}
