// The app's link previews (app.linkPreviews): fetched in the background after a link is added;
// closing the app waits for those under way, so none writes to a closed database.
import fp from 'fastify-plugin'
import { LinkPreviews } from '../services/links/link-previews.ts'

declare module 'fastify' {
  interface FastifyInstance {
    linkPreviews: LinkPreviews
  }
}

export default fp(
  async (app) => {
    const previews = new LinkPreviews({
      db: app.db,
      media: app.media,
      allowAddresses: app.config.outboundAllowAddresses,
      log: app.log,
    })
    app.decorate('linkPreviews', previews)
    app.addHook('preClose', async () => previews.settled())
  },
  { name: 'link-previews', dependencies: ['context', 'media'] },
)
