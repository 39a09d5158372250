import { expect } from '@playwright/test'

import { test } from './support'

test('/api/openapi.json documents every implemented call', async ({ request }) => {
  const res = await request.get('/api/openapi.json')
  expect(res.status()).toBe(200)
  const doc = await res.json()
  expect(doc.openapi).toBe('3.1.0')
  const ops = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
    (p) => Object.values(p).map((o) => o.operationId),
  )
  expect(ops.sort()).toEqual(
    [
      'getCommon',
      'getHealth',
      'getAwardVotePeriod',
      'postAwardVote',
      'getInformation',
      'getPagesInquiryContact',
      'getPagesTop',
      'postInquiry',
      'getPagesProducts',
      'getPagesProductDetail',
      'getPagesSearch',
      'postProducts',
      'getMainProducts',
      'getPing',
      'getPagesCart',
      'postCart',
      'putCart',
      'getCompatibleCart',
      'postCompatibleCart',
      'getAddress',
      'getAddressPrefectures',
      'getAddressCities',
      'getAddressPostalCodes',
      'getBotCheckChallenge',
      'postAuthLogin',
      'postAuthLoginKankeisha',
      'postAuthLogout',
      'getLineInit',
      'getLineProfile',
      'postCustomerLine',
      'deleteCustomerLine',
      'deleteCustomerGroup',
      'postAuthSuntoryInit',
      'postAuthSuntoryToken',
      'getPagesEntry',
      'getPagesEntryConfirm',
      'getPagesEntryOneTimePassword',
      'getPagesEntryOneTimePasswordVerify',
      'getPagesAuthEntry',
      'postAuthOneTimePasswordSend',
      'postAuthOneTimePasswordVerify',
      'postCustomer',
      'postCustomerKankeisha',
      'putCustomer',
      'putCustomerPassword',
      'postCustomerOneTimePasswordSend',
      'postCustomerOneTimePasswordVerify',
      'deleteCustomer',
      'getPagesMypageRegularCourses',
      'getPagesMypageRegularDeliveryDateChange',
      'getPagesMypageRegularDeliveryDateChangeConfirm',
      'postRegularDeliveryDateChange',
      'getPagesMypageRegularCancel',
      'getPagesMypageRegularCancelConfirm',
      'postRegularCancel',
      'getPagesMypageRegularPointUse',
      'postRegularPointUse',
      'getPagesPasswordReregister',
      'postPasswordReregisterOneTimePasswordSend',
      'postPasswordReregisterOneTimePasswordVerify',
      'postPasswordReregister',
      'getPagesCartShopping',
      'getPagesCartShoppingConfirm',
      'postOrderCheck',
      'postOrderRewardPoints',
      'postOrderFraudDetectionOutputLog',
      'postOrder',
      'getPagesCartShoppingComplete',
      'getPagesCampaignApply',
      'getPagesCampaignApplyConfirm',
      'getPagesCampaignApplyComplete',
      'postCampaignApplyCustomer',
      'postCampaignApplyCheck',
      'postCampaignApply',
      'getPagesCampaignBirthdaySelection',
      'getPagesCampaignContinuationSelection',
      'postCampaignBirthdayCheck',
      'postCampaignContinuationCheck',
      'postCampaignOrder',
      'getPagesCampaignShopping',
      'postCampaignOrderCustomer',
      'postCampaignOrderCheck',
      'getPagesCampaignShoppingConfirm',
      'getPagesCampaignShoppingComplete',
      'postCampaignOrderFraudDetectionOutputLog',
      'postPagesCampaignShoppingTdsCallback',
      'getPagesCampaignShoppingTdsError',
      'postPagesCampaignShoppingGmoAppPaymentCallback',
      'getPagesMypageOrderCancel',
      'getPagesMypageOrderCancelConfirm',
      'postOrderCancel',
      'postReceipt',
      'getReceiptPdf',
      'postPagesCartTdsCallback',
      'getPagesCartTdsError',
      'postGmoAppPaymentCallback',
      'postRakutenConfirm',
      'postRakutenOrder',
      'getPagesMypagePaymentMethodChange',
      'getPagesMypagePaymentMethodChangeConfirm',
      'postPaymentMethodChangeCheck',
      'postPaymentMethodChangeFraudDetectionOutputLog',
      'postPaymentMethodChange',
      'postPagesMypagePaymentMethodChangeTdsCallback',
      'getPagesMypagePaymentMethodChangeTdsError',
      'postPaymentMethodChangeDirectDebit',
      'getPagesMypageRegularDeliveryAddressChange',
      'getPagesMypageRegularDeliveryAddressChangeConfirm',
      'getPagesMypageRegularDeliveryAddressChangeOneTimePassword',
      'postRegularDeliveryAddressChange',
    ].sort(),
  )
})

test('the API reference page renders every call', async ({ page }) => {
  await page.goto('/api/docs/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ショップAPI リファレンス')
  for (const path of [
    '/api/__health',
    '/api/information',
    '/api/inquiry',
    '/api/pages/top',
    '/api/pages/products',
    '/api/pages/search',
    '/api/cart',
    '/api/compatible/cart/{methodName}',
  ])
    // One heading per method: /api/cart has POST and PUT.
    await expect(
      page.getByRole('heading', { name: new RegExp(path.replace(/[/{}]/g, '\\$&') + '$') }).first(),
    ).toBeVisible()
})

test('unknown calls answer in the API JSON error shape with 404', async ({ request }) => {
  const res = await request.get('/api/no-such-call/')
  expect(res.status()).toBe(404)
  expect((await res.json()).error.code).toBe('not_found')
})
