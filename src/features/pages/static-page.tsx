import { useDocumentMeta } from '../../ui/page-meta'
import { ContactForm } from './contact-form'
import type { PageContent, PageSlug } from './page-content'

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
      {slug === 'contact' ? <ContactForm /> : null}
    </article>
  )
}
