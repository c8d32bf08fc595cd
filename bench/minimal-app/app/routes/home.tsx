// The yardstick's one page: the same visible text as the portal's static page
// (/TermsAndConditions: a heading, the date, the introduction and the sections), as plain
// markup, with no loader, as a template's page has none.
import type { MetaFunction } from 'react-router';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from '../../../../app/components/legal/terms-text';

export const meta: MetaFunction = () => [{ title: 'Terms & Conditions' }, { name: 'description', content: 'A minimal React Router 7 page.' }];

export default function Home() {
  return (
    <main>
      <h1>Terms &amp; Conditions</h1>
      <p>{TERMS_UPDATED}</p>
      {TERMS_INTRO.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} id={section.id}>
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {section.after?.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
