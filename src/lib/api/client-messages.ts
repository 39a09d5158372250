/**
 * What the storefront's API client (./client.ts) says when a call gets no usable answer, apart from it so a page
 * that loads the client only when it calls (docs/adr/037-javascript-budget.md) can say the same if even that fails.
 */
export const CLIENT_ERROR_MESSAGES = {
  timeout: '通信がタイムアウトしました。通信環境をご確認のうえ、もう一度お試しください。',
  network: '通信できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  failed: 'ただいま処理を完了できませんでした。時間をおいて再度お試しください。',
} as const
