/**
 * Every call of the shop API, in the order the reference lists them. A call missing here still works but is
 * absent from /api/openapi.json and /api/docs/, which the e2e test catches.
 */
import { kankeishaLoginCall, loginCall, logoutCall } from './calls/auth'
import {
  groupInitCall,
  groupTokenCall,
  groupUnlinkCall,
  lineInitCall,
  lineLinkCall,
  lineProfileCall,
  lineUnlinkCall,
} from './calls/oidc'
import {
  authEntryPageCall,
  customerEntryCall,
  entryConfirmPageCall,
  entryOtpPageCall,
  entryOtpSendCall,
  entryOtpVerifyCall,
  entryOtpVerifyPageCall,
  entryPageCall,
  kankeishaEntryCall,
} from './calls/entry'
import { addressCall, citiesCall, postalCodesCall, prefecturesCall } from './calls/address'
import {
  mainProductsCall,
  pingCall,
  productDetailCall,
  productListCall,
  productsByCodesCall,
  searchPageCall,
} from './calls/catalogue'
import {
  cartAddCall,
  cartPageCall,
  cartUpdateCall,
  compatibleCartGetCall,
  compatibleCartPostCall,
} from './calls/cart'
import { commonCall, informationCall, topPageCall } from './calls/content'
import { healthCall } from './calls/health'
import {
  appPaymentCallbackCall,
  checkoutConfirmPageCall,
  checkoutPageCall,
  orderCall,
  orderCheckCall,
  orderCompletePageCall,
  orderFraudLogCall,
  orderRewardPointsCall,
  rakutenConfirmCall,
  rakutenOrderCall,
  tdsCallbackCall,
  tdsErrorCall,
} from './calls/order'
import { inquiryCall, inquiryPageCall } from './calls/inquiry'
import { orderCancelCall, orderCancelConfirmPageCall, orderCancelPageCall } from './calls/order-cancel'
import { botCheckChallengeCall } from './calls/bot-check'
import {
  customerDeleteCall,
  customerOtpSendCall,
  customerOtpVerifyCall,
  customerPasswordCall,
  customerUpdateCall,
} from './calls/customer'
import {
  passwordReregisterCall,
  passwordReregisterPageCall,
  passwordReregisterSendCall,
  passwordReregisterVerifyCall,
} from './calls/password-reregister'
import type { ApiCall } from './define-call'

export const apiCalls: ApiCall[] = [
  healthCall,
  commonCall,
  informationCall,
  topPageCall,
  inquiryPageCall,
  inquiryCall,
  botCheckChallengeCall,
  productListCall,
  productDetailCall,
  searchPageCall,
  productsByCodesCall,
  mainProductsCall,
  pingCall,
  cartPageCall,
  cartAddCall,
  cartUpdateCall,
  compatibleCartGetCall,
  compatibleCartPostCall,
  checkoutPageCall,
  checkoutConfirmPageCall,
  orderCheckCall,
  orderRewardPointsCall,
  orderFraudLogCall,
  orderCall,
  orderCompletePageCall,
  orderCancelPageCall,
  orderCancelConfirmPageCall,
  orderCancelCall,
  tdsCallbackCall,
  tdsErrorCall,
  appPaymentCallbackCall,
  rakutenConfirmCall,
  rakutenOrderCall,
  loginCall,
  kankeishaLoginCall,
  logoutCall,
  lineInitCall,
  lineProfileCall,
  lineLinkCall,
  lineUnlinkCall,
  groupUnlinkCall,
  groupInitCall,
  groupTokenCall,
  entryPageCall,
  entryConfirmPageCall,
  entryOtpPageCall,
  entryOtpVerifyPageCall,
  authEntryPageCall,
  entryOtpSendCall,
  entryOtpVerifyCall,
  customerEntryCall,
  kankeishaEntryCall,
  customerUpdateCall,
  customerPasswordCall,
  customerOtpSendCall,
  customerOtpVerifyCall,
  customerDeleteCall,
  passwordReregisterPageCall,
  passwordReregisterSendCall,
  passwordReregisterVerifyCall,
  passwordReregisterCall,
  addressCall,
  prefecturesCall,
  citiesCall,
  postalCodesCall,
]
