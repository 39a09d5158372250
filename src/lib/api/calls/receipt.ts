/**
 * Receipts (領収書 / 適格簡易請求書; issue 14, docs/adr/044-receipts.md). Not in the spec's call list: the shop's
 * own calls. A member reaches a receipt by order number with their session (401 without), a guest by the signed
 * link of the receipt mail (`token`); another member's order, a forged or expired link answer 404.
 */
import { z } from 'zod'

import { ADDRESSEE_MAX_LENGTH } from '@/shop/receipts/receipt-rules'

import { defineCall } from '../define-call'
import { label } from '../zod-messages'
import { orderNumberField } from './order-cancel'

const tokenField = label(z.string().trim().min(1).max(200), '領収書のリンク')

const owner = {
  orderNumber: orderNumberField.optional(),
  token: tokenField.optional(),
}

const oneOwner = (value: { orderNumber?: string; token?: string }) =>
  (value.orderNumber === undefined) !== (value.token === undefined)
const ONE_OWNER_MESSAGE = 'ご注文番号または領収書のリンクのどちらか一方を指定してください'

export const receiptIssueCall = defineCall({
  method: 'POST',
  path: 'receipt',
  operationId: 'postReceipt',
  summary:
    '領収書（適格簡易請求書）を発行する：宛名を一度だけ指定して確定する。発行済みの領収書に同じ宛名で再度送ると同じ領収書を返し、別の宛名は409。発送前・代金引換などで発行できないご注文は409',
  tags: ['order'],
  errors: [401, 404, 409],
  body: z
    .object({
      ...owner,
      // The length rule is the domain's (receipt-rules.ts, after collapsing spaces); this only bounds the size.
      addressee: label(z.string().max(ADDRESSEE_MAX_LENGTH * 4), '宛名'),
    })
    .refine(oneOwner, { message: ONE_OWNER_MESSAGE }),
  response: z.object({
    orderNumber: z.string(),
    addressee: z.string(),
    issuedOn: z.string(),
    pagePath: z.string(),
    pdfPath: z.string(),
  }),
})

export const receiptPdfCall = defineCall({
  method: 'GET',
  path: 'receipt/pdf',
  operationId: 'getReceiptPdf',
  summary: '発行済みの領収書のPDF（application/pdf、添付ファイル）。未発行は409',
  tags: ['order'],
  errors: [401, 404, 409],
  query: z.object(owner).refine(oneOwner, { message: ONE_OWNER_MESSAGE }),
  response: z.string().describe('application/pdf'),
})
