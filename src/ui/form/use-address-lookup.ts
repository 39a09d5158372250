'use client'

import { useState } from 'react'

import { ApiClientError, api } from '@/lib/api/client'
import { addressCall } from '@/lib/api/routes/address'

export type AddressCandidate = { prefecture: string; city: string; municipalityCode: string; town: string }

/**
 * 「住所を自動入力」: looks the postal code up (GET address/{postalCode}, local Japan Post data) and hands the
 * candidates back; several when towns share the code, so the form can offer a choice.
 */
export function useAddressFill() {
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [candidates, setCandidates] = useState<AddressCandidate[]>([])

  const lookup = async (postalCode: string): Promise<AddressCandidate[]> => {
    setMessage('')
    setCandidates([])
    if (!postalCode.trim()) {
      setMessage('郵便番号を入力してから「住所を自動入力」を押してください。')
      return []
    }
    setBusy(true)
    try {
      const result = await api.call(addressCall, { params: { postalCode } })
      const found = result.addresses.map((a) => ({
        prefecture: a.prefecture.name,
        city: a.city.name,
        municipalityCode: a.city.code,
        town: a.town,
      }))
      setCandidates(found)
      setMessage(
        found.length > 1
          ? `${found.length}件の住所が見つかりました。町村を選んでください。`
          : '住所を入力しました。番地以降を入力してください。',
      )
      return found
    } catch (error) {
      setMessage(
        error instanceof ApiClientError && (error.status === 404 || error.status === 400)
          ? error.message
          : '住所を取得できませんでした。お手数ですが直接入力してください。',
      )
      return []
    } finally {
      setBusy(false)
    }
  }

  return { busy, message, candidates, lookup }
}
