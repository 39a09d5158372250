import { StepPage, stepMetadata, type StepPageProps } from '@/app/(shop)/cart/_checkout/step-page'

// Personal: the checkout is rendered per request, never cached (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata = stepMetadata('shopping06')

/** /cart/shopping06/ (docs/adr/019-checkout-form-and-confirmation.md). */
export default function Page(props: StepPageProps) {
  return <StepPage stepId="shopping06" {...props} />
}
