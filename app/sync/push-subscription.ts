// The network half of push opt-in (stories.md §2, §8): the server's VAPID key, and telling the
// server about this browser's subscription (POST) or that it is gone (DELETE).
import { api } from '../api-client.ts'
import type { PushSubscriptionSave } from '../../db/schema/push.ts'

export async function fetchPushPublicKey(): Promise<string> {
  const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key')
  return publicKey
}

export async function savePushSubscription(body: PushSubscriptionSave): Promise<void> {
  await api.post('/api/push-subscriptions', body)
}

export async function removePushSubscription(endpoint: string): Promise<void> {
  await api.delete('/api/push-subscriptions', { endpoint })
}
