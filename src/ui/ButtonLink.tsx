import Link from 'next/link'
import type { ComponentProps } from 'react'

import { buttonClassName, type ButtonLookProps } from './button-class'

export type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'className'> & ButtonLookProps

/**
 * A navigation styled as a button. It stays a real link (not a react-aria Button) so it works without
 * JavaScript, opens in a new tab and is announced as a link.
 */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClassName({ variant, size, fullWidth, className })} />
}
