import { ApiError } from '@/lib/api/errors'

/** Unknown /api paths answer in the API's own JSON error shape, not with the storefront's HTML page. */
function notFound() {
  const error = ApiError.notFound()
  return Response.json(
    { error: { code: error.code, message: error.message } },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  )
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const DELETE = notFound
