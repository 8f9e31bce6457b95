// The user agreement (/user-agreement): what readers may do with the stories and music,
// the comment rules in short, and the rights the admin keeps in what they publish.
import { Link } from '@tanstack/react-router'
import { BulletList, ContactLink, PageSection, proseLink, StaticPage } from './static-page.tsx'

export function UserAgreementPage() {
  return (
    <StaticPage
      title="User Agreement"
      lead="The stories and music in this hub are shared so you can enjoy them. This agreement explains what that includes, and what it does not."
    >
      <PageSection title="What You May Do">
        <BulletList>
          <li>Read the stories and listen to the music for your own enjoyment, online or offline.</li>
          <li>Download stories and albums to your devices, to read and listen to them yourself.</li>
          <li>
            Share links to stories, albums and tracks with anyone, with the hub&apos;s share buttons or by copying the
            address.
          </li>
          <li>Quote a short passage when you review or talk about a story, with a link back to it.</li>
        </BulletList>
      </PageSection>

      <PageSection title="What You May Not Do">
        <BulletList>
          <li>Republish, sell or upload whole stories, tracks, artwork or characters elsewhere.</li>
          <li>Pass downloaded files on to other people; share a link instead.</li>
          <li>
            Present the universe, its characters or its music as your own, or use them to train or build other works
            without the admin&apos;s written permission.
          </li>
        </BulletList>
      </PageSection>

      <PageSection title="Comments in Short">
        <p>
          You can comment on any story without an account. Be kind, warn before spoilers, and leave out harassment and
          spam. Your comment and the name you give are public. You keep the rights to what you write, and you allow the
          hub to show it next to the story. The full rules are in the{' '}
          <Link to="/community-guidelines" className={proseLink}>
            Community Guidelines
          </Link>
          .
        </p>
      </PageSection>

      <PageSection title="The Admin's Rights">
        <p>
          The admin owns, or has permission to publish, everything in the hub, and keeps all rights not given to you
          above. The admin may change or withdraw any story, track, character or link, and may remove comments that
          break the rules. Nothing in this agreement transfers ownership of the content to you.
        </p>
      </PageSection>

      <PageSection title="Questions">
        <p>
          If you want to use the content in a way this agreement does not cover, ask first at <ContactLink />. This
          agreement sits alongside the{' '}
          <Link to="/terms-of-service" className={proseLink}>
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" className={proseLink}>
            Privacy Policy
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  )
}
