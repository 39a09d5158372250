import type { ReactNode } from 'react'

/** Decorative line icons. Every one sits next to visible or accessible text, so all are aria-hidden. */
function Icon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

type IconProps = { size?: number }

export function UserIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Icon>
  )
}

export function UserPlusIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="10" cy="8" r="4" />
      <path d="M2.5 21c0-4.4 3.4-7 7.5-7 1.6 0 3 .4 4.2 1.1M19 14v6M16 17h6" />
    </Icon>
  )
}

export function LoginIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H3" />
    </Icon>
  )
}

export function CartIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M2.5 3.5h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L20.5 7H6.2" />
      <circle cx="9.5" cy="20" r="1.4" />
      <circle cx="17.5" cy="20" r="1.4" />
    </Icon>
  )
}

export function MenuIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Icon>
  )
}

export function SearchIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  )
}

export function PhoneIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M6.6 3.5h2.6l1.4 4-2 1.4a11 11 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </Icon>
  )
}

export function ChatIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M4 5.5h16v10H9l-5 4z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" />
    </Icon>
  )
}

export function MailIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </Icon>
  )
}

export function ArrowUpIcon({ size }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />
    </Icon>
  )
}

export function ChevronDownIcon({ size = 16 }: IconProps) {
  return (
    <Icon size={size}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  )
}
