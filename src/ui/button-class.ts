import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary'
/** Minimum heights 32 / 40 / 48 / 56 / 64 px (spec §9). */
export type ButtonSize = 'xs' | 's' | 'm' | 'l' | 'xl'

export type ButtonLookProps = {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  className?: string
}

/** Shared by the react-aria Button and the link variant so both look identical. */
export function buttonClassName({
  variant = 'primary',
  size = 'm',
  fullWidth = false,
  className,
}: ButtonLookProps) {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : null, className]
    .filter(Boolean)
    .join(' ')
}
