/* Payload admin root layout (scaffolded by hand; stack.md trap 14). */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'

import { AD_REVIEW_SERVER_FUNCTIONS } from '@/cms/ad-review/server-functions'

import { importMap } from './admin/importMap.js'
import './custom.css'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: AD_REVIEW_SERVER_FUNCTIONS })
}

const Layout = ({ children }: Args) => (
  <RootLayout
    config={config}
    importMap={importMap}
    serverFunction={serverFunction}
    htmlProps={{ lang: 'ja' }}
  >
    {children}
  </RootLayout>
)

export default Layout
