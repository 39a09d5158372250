/** Kept for checkout's StepForm until checkout moves onto the kit; the one stepper is src/ui/form/Stepper.tsx. */
export { Stepper } from '@/ui/form/Stepper'
