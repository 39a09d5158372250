import { StepPage, stepMetadata, type StepPageProps } from '@/app/(shop)/cart/_checkout/step-page'

// Personal: the checkout is rendered per request, never cached (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata = stepMetadata('shopping04')

/** /cart/shopping04/ (docs/adr/019-checkout-form-and-confirmation.md). */
export default function Page(props: StepPageProps) {
  return <StepPage stepId="shopping04" {...props} />
}
