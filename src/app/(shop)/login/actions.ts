'use server'

import { KANKEISHA_DOOR, MEMBER_DOOR } from '@/app/api/auth/sign-in-route'
import type { FormState } from '@/lib/forms/form-state'

import { signInByForm } from './sign-in-form'

/** /login/'s form without its scripts (docs/adr/059). */
export async function signInAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  return signInByForm(form, MEMBER_DOOR)
}

/** /kankeisha/login/'s form without its scripts: kankeisha members only (ADR 015). */
export async function kankeishaSignInAction(_previous: FormState | null, form: FormData): Promise<FormState> {
  return signInByForm(form, KANKEISHA_DOOR)
}
