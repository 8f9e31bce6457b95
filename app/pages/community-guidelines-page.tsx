// The community guidelines (/community-guidelines): how to comment on the stories, how
// to report a comment, and what the admin does about it; ends with a Return Home button.
import { BulletList, ContactLink, PageSection, StaticPage } from './static-page.tsx'

export function CommunityGuidelinesPage() {
  return (
    <StaticPage
      title="Community Guidelines"
      updated="August 2024"
      lead="Comments are where readers meet. Anyone can post without an account, so these few rules keep them worth reading."
      home="button"
    >
      <PageSection title="Be Kind">
        <p>
          Talk about the stories, not about the people in the comments. Disagree with ideas as much as you like, but do
          it without insults. Remember that the writer reads these too.
        </p>
      </PageSection>

      <PageSection title="Warn Before Spoilers">
        <p>
          Not everyone has reached the same chapter. If your comment gives away a twist, an ending or a character&apos;s
          fate, start it with a clear warning, for example “Spoiler for episode 4:”, so others can choose to skip it.
        </p>
      </PageSection>

      <PageSection title="No Harassment or Hate">
        <BulletList>
          <li>No threats, bullying or attacks on anyone, in or out of the hub.</li>
          <li>No hate based on who someone is: their origin, religion, gender, sexuality, disability or age.</li>
          <li>No sharing of anyone&apos;s personal details.</li>
          <li>No sexual content, and nothing aimed at children.</li>
        </BulletList>
      </PageSection>

      <PageSection title="No Spam">
        <p>
          Do not post advertising, repeated messages or links unrelated to the story. Comments are limited per network
          address to keep floods out; please do not try to get around that.
        </p>
      </PageSection>

      <PageSection title="Names">
        <p>
          You can comment under any name, or none at all. Do not use a name that pretends to be the admin or another
          reader.
        </p>
      </PageSection>

      <PageSection title="Reporting a Comment">
        <p>
          If a comment breaks these guidelines, write to <ContactLink /> with the story&apos;s title, the
          commenter&apos;s name and roughly when it was posted. The admin reads every report.
        </p>
      </PageSection>

      <PageSection title="What Happens Next">
        <p>
          The admin may delete comments that break these guidelines, without notice. If you think one of yours was
          removed by mistake, write to the same address and say why.
        </p>
      </PageSection>
    </StaticPage>
  )
}
