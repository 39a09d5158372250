/**
 * Pricing (docs/adr/008-pricing-and-cart.md): pure rules, no I/O. The cart, checkout, mails and my page all
 * price through here so a figure is computed in exactly one place.
 */
export * from './order-totals'
export * from './shipping'
export * from './tax'
export * from './unit-price'
