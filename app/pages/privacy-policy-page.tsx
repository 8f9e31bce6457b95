// The privacy policy (/privacy-policy): what stays on the device, the little the server
// keeps, for how long (deleted after 2 years of inactivity), children under 13, and where people
// see, export and erase their data.
import { Link } from '@tanstack/react-router'
import { BulletList, ContactLink, LEGAL_PAGES_UPDATED, PageSection, proseLink, StaticPage } from './static-page.tsx'

const DATA_SETTINGS = (
  <Link to="/data-settings" className={proseLink}>
    Data Settings
  </Link>
)
const COOKIE_PREFERENCES = (
  <Link to="/cookie-preferences" className={proseLink}>
    Cookie Preferences
  </Link>
)

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      updated={LEGAL_PAGES_UPDATED}
      lead="Infinaeon Hub is built to work on your device. Most of what you do here never leaves it; this page lists the few things that do."
    >
      <PageSection title="The Short Version">
        <BulletList>
          <li>You do not need an account. We never ask for your email address or real name.</li>
          <li>Your reading progress, favourites, bookmarks, downloads and drafts stay on your device.</li>
          <li>
            If you link your devices, the server keeps a copy of what they share, under a random key, until you unlink
            them or choose Forget me everywhere.
          </li>
          <li>
            Comments you post, where you stopped listening to a story, and a notification subscription if you turn
            notifications on are stored on our server.
          </li>
          <li>We do not sell data, show ads or use third-party trackers.</li>
          <li>Data on our server is deleted after 2 years of inactivity.</li>
        </BulletList>
      </PageSection>

      <PageSection title="What Stays on Your Device">
        <p>
          The hub is an offline-first app. To let you read and listen without a connection, it keeps these things in
          your browser&apos;s storage (IndexedDB, the cache storage used by the app&apos;s service worker, and
          localStorage):
        </p>
        <BulletList>
          <li>your reading progress, bookmarks and favourites;</li>
          <li>stories, audio and pictures you download for offline use;</li>
          <li>drafts, and changes waiting to be sent when you are back online;</li>
          <li>your settings: faction, reading and audio preferences, the last name you commented under;</li>
          <li>a random device identifier, made on this device, that is not linked to who you are.</li>
        </BulletList>
        <p>
          We cannot see this data and cannot restore it. It stays until you erase it, or until your browser clears site
          data. You can see, export and erase it at any time in {DATA_SETTINGS}.
        </p>
      </PageSection>

      <PageSection title="What We Keep on Our Server">
        <p>
          The server sends everyone the same public content: stories, music, characters and links. Beyond that it
          stores:
        </p>
        <BulletList>
          <li>
            <strong>Comments.</strong> The name you type (or “Anonymous”), your text, the time, the story and your
            random device identifier. Comments are public.
          </li>
          <li>
            <strong>Listening positions.</strong> Where you stopped in a narrated story, with your random device
            identifier, so you can pick up where you left off.
          </li>
          <li>
            <strong>Notification subscriptions.</strong> If you turn notifications on, the address your browser&apos;s
            push service gives us, its keys, your random device identifier and the name of your browser. It stays until
            you turn notifications off or the push service tells us it has expired.
          </li>
          <li>
            <strong>What your linked devices share, only if you link them.</strong> When you link a device in{' '}
            {DATA_SETTINGS}, the server keeps what your devices share: favourites, follows, bookmarks, where you are in
            each story and its audio, your reading and audio settings, and your highlights and notes. They are kept
            under a random reader profile that is not linked to who you are; each device proves it belongs with a secret
            that only it holds (the server keeps a fingerprint of it, never the secret). A reader who never links a
            device has no profile on the server.
          </li>
          <li>
            <strong>Network addresses, briefly.</strong> To stop spam we count comments per network address for a few
            minutes; the counters are then deleted. Like any web server, ours may also record technical details of
            requests to keep the service running.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="Cookies">
        <p>
          Readers get no tracking cookies from us. The one cookie the server sets is a sign-in cookie for the admin who
          publishes content. Your preferences are kept in your browser&apos;s storage; you can review them and choose
          which categories to allow in {COOKIE_PREFERENCES}.
        </p>
      </PageSection>

      <PageSection title="How Long We Keep It">
        <p>
          Data on your device stays until you erase it. A notification subscription stays until you unsubscribe.
          Everything else we hold on the server about you is deleted after 2 years of inactivity, that is, when no
          comment, listening position or subscription from your device has been seen for 2 years. A linked device not
          seen for 2 years is unlinked; a reader profile left with no device is deleted.
        </p>
      </PageSection>

      <PageSection title="Your Choices">
        <BulletList>
          <li>See, export or erase what this device holds in {DATA_SETTINGS}.</li>
          <li>Turn notifications off with the bell in the header; we remove your subscription.</li>
          <li>
            Unlink a device, or delete your reader profile and everything the server keeps of it with Forget me
            everywhere, in {DATA_SETTINGS}. Each device keeps its own copy.
          </li>
          <li>
            Ask us to delete your comments or listening positions, or what we hold about you, by writing to{' '}
            <ContactLink />. Tell us the story and the name you used.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="Children">
        <p>
          The hub is not meant for children under 13, and we do not knowingly collect data from children under 13. If
          you believe a child has posted a comment, write to us and we will delete it.
        </p>
      </PageSection>

      <PageSection title="Changes and Contact">
        <p>
          If this policy changes, we will update it here and change the date at the top. Questions are welcome at{' '}
          <ContactLink />. The{' '}
          <Link to="/terms-of-service" className={proseLink}>
            Terms of Service
          </Link>{' '}
          explain the rules for using the hub.
        </p>
      </PageSection>
    </StaticPage>
  )
}
