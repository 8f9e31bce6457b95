// The bench push service's process (see bench/push-service.ts).
import { FakePushService } from '../api/testing/fake-push-service.ts'
import type { FromPushService, ToPushService } from './push-service.ts'

const service = await FakePushService.start(Number(process.argv[2]))
const send = (message: FromPushService) => process.send!(message)

process.on('message', (message: ToPushService) => {
  if (message.type === 'subscribe') {
    send({ type: 'subscriptions', subscriptions: Array.from({ length: message.count }, () => service.subscribe()) })
  } else if (message.type === 'await-delivered') {
    void service
      .waitFor(() => service.answeredOk >= message.count)
      .then(() =>
        send({
          type: 'delivered',
          count: service.answeredOk,
          failed: service.received.filter((r) => r.status >= 300).length,
        }),
      )
  } else if (message.type === 'stop') {
    void service.close().then(() => process.exit(0))
  }
})
process.on('disconnect', () => process.exit(0))
send({ type: 'ready', host: service.host })
