import { Logo } from '../header/Logo'
import styles from './ClubMenu.module.css'
import { ClubMenuButton } from './ClubMenuButton'
import { CLUB_TOP_HREF } from './club-menu'

/** The points club has its own identity and menu (spec §2), with a way back to the shop inside the menu. */
export function ClubHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo href={CLUB_TOP_HREF} name="ウェルネスクラブ" sub="ウェルネスの森 会員プログラム" />
        <ClubMenuButton />
      </div>
    </header>
  )
}
