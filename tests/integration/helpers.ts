import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export async function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

export function apiRequest(path: string, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, headers, ...rest } = init
  return new Request(`http://localhost:3000/api/${path}`, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json', origin: 'http://localhost:3000' } : {}),
      ...(headers as Record<string, string> | undefined),
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  })
}

export const noParams = { params: Promise.resolve({}) }
