import { lazy, Suspense } from 'react'
import { useDocumentMeta } from '../../ui/page-meta'
import type { PageContent, PageSlug } from './page-content'

// Only the contact page has a form, and the form brings zod (its checks are the API contract's):
// the other seven pages do not load either.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })))

export function StaticPage({ slug, page }: { slug: PageSlug; page: PageContent }) {
  useDocumentMeta(page.title, page.description)
  return (
    <article className={`static-page static-page--${slug}`} aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      <p className="static-page__intro">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
      {page.faqs?.length ? (
        <section className="faq">
          {page.faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
      {slug === 'contact' ? (
        // It comes last on the page, below the text: nothing moves when it arrives.
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      ) : null}
    </article>
  )
}
