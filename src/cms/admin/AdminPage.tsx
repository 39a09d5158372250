/**
 * The frame of the shop's own admin views (レビュー待ち, the analytics dashboards): Payload's DefaultTemplate (nav,
 * header) around the view's body in the admin's gutter, at a readable width.
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'

import styles from './AdminPage.module.css'

export function AdminPage({ viewProps, children }: { viewProps: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult, params, searchParams } = viewProps
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className={styles.view}>{children}</div>
      </Gutter>
    </DefaultTemplate>
  )
}
