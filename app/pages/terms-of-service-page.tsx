// The terms of service (/terms-of-service): the rules for using the hub, in plain words,
// for an offline-first reading and listening app with account-free comments and one admin.
import { Link } from '@tanstack/react-router'
import { BulletList, ContactLink, LEGAL_PAGES_UPDATED, PageSection, proseLink, StaticPage } from './static-page.tsx'

export function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of Service"
      updated={LEGAL_PAGES_UPDATED}
      lead="These terms are the agreement between you and Infinaeon Hub. By using the hub you accept them; if you do not, please stop using it."
    >
      <PageSection title="What the Hub Is">
        <p>
          Infinaeon Hub is a free app for reading stories, listening to music and browsing the characters and links of
          the Infinaeon universe. One admin publishes all of its content. You can use it in a browser or install it, and
          once content is on your device you can read and listen offline.
        </p>
      </PageSection>

      <PageSection title="Your Device and Your Data">
        <p>
          Your reading progress, favourites, bookmarks, downloads and drafts are kept on your device, not in an account.
          That means:
        </p>
        <BulletList>
          <li>they are only on the device and browser where you made them;</li>
          <li>
            clearing your browser&apos;s data, or erasing it in the app, removes them for good, and we cannot restore
            them;
          </li>
          <li>downloads take up space on your device, and you decide what to keep.</li>
        </BulletList>
        <p>
          The{' '}
          <Link to="/privacy-policy" className={proseLink}>
            Privacy Policy
          </Link>{' '}
          explains what we store on the server and why.
        </p>
      </PageSection>

      <PageSection title="Content and Updates">
        <p>
          When you are online the app fetches new and changed public content from our server. The admin may add, change
          or remove stories, music, characters and links at any time, and a removed item also leaves the app on your
          device at its next update.
        </p>
        <p>
          All stories, music, artwork and characters belong to their creators. The{' '}
          <Link to="/user-agreement" className={proseLink}>
            User Agreement
          </Link>{' '}
          sets out what you may do with them.
        </p>
      </PageSection>

      <PageSection title="Comments">
        <p>
          Anyone can comment without an account. Your comment, with the name you give, is public and is stored on our
          server. To keep the hub free of spam, we limit how many comments can come from one network address in a short
          time. Comments must follow the{' '}
          <Link to="/community-guidelines" className={proseLink}>
            Community Guidelines
          </Link>
          , and the admin may remove any comment that does not.
        </p>
      </PageSection>

      <PageSection title="Notifications">
        <p>
          Notifications about new stories are optional and off until you turn them on. You can turn them off at any
          time, and we then delete your subscription from the server.
        </p>
      </PageSection>

      <PageSection title="Fair Use of the Service">
        <p>Please do not:</p>
        <BulletList>
          <li>try to get around rate limits, or flood the service with requests or comments;</li>
          <li>try to reach the admin&apos;s tools, or pretend to be the admin;</li>
          <li>interfere with the service, or with other people&apos;s use of it;</li>
          <li>copy the hub&apos;s content in bulk or republish it as your own.</li>
        </BulletList>
      </PageSection>

      <PageSection title="No Guarantees">
        <p>
          We work to keep the hub running, but it is provided as it is, without promises that it will always be
          available, error-free or that offline copies are up to date. As far as the law allows, we are not responsible
          for losses caused by using the hub or by being unable to use it. Nothing here takes away rights you have under
          the law where you live.
        </p>
      </PageSection>

      <PageSection title="Changes and Contact">
        <p>
          We may update these terms. When we do, we change the date at the top of this page; continuing to use the hub
          means you accept the new version. Questions are welcome at <ContactLink />.
        </p>
      </PageSection>
    </StaticPage>
  )
}
