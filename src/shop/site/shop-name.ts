/**
 * The shop's name as its pages, mails, sign-in and payment partners show it (the company behind it is `SELLER` in
 * shop-facts.ts). A module of its own with no imports, so configuration defaults can use it too.
 */
export const SHOP_NAME = 'ウェルネスの森 オンラインショップ'
