// rate-limiter-flexible exports its store base class in its types only; the class itself is this file.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible'

  export default RateLimiterStoreAbstract
}
