import { taxonomyCollection } from './taxonomy'

/** Key ingredients (成分): the `ingredient-codes` filter of the catalogue. */
export const Ingredients = taxonomyCollection({
  slug: 'ingredients',
  label: '成分',
  graphQL: { singularName: 'Ingredient', pluralName: 'Ingredients' },
})
