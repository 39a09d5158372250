/**
 * Every call of the shop API, in the order the reference lists them. A call missing here still works but is
 * absent from /api/openapi.json and /api/docs/, which the e2e test catches.
 */
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
import { inquiryCall, inquiryPageCall } from './calls/inquiry'
import type { ApiCall } from './define-call'

export const apiCalls: ApiCall[] = [
  healthCall,
  commonCall,
  informationCall,
  topPageCall,
  inquiryPageCall,
  inquiryCall,
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
]
