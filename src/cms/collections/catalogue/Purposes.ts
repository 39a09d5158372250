import { taxonomyCollection } from './taxonomy'

/** Purposes (お悩み・目的) a product serves: the `purpose-codes` filter of the catalogue. */
export const Purposes = taxonomyCollection({
  slug: 'purposes',
  label: '目的',
  graphQL: { singularName: 'Purpose', pluralName: 'Purposes' },
})
