import { useTranslation } from '@/lib/use-translation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toLanguage } from '@/lib/i18n';
import { LEGAL_PAGES, type LegalDocument } from '../content';

function LegalPage({ document }: { document: LegalDocument }) {
  const { i18n } = useTranslation();
  const page = LEGAL_PAGES[document][toLanguage(i18n.language)];
  useDocumentTitle(page.title);
  return (
    <article className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{page.title}</h1>
        <p className="text-muted-foreground">{page.intro}</p>
      </header>
      {page.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

export const AboutPage = () => <LegalPage document="about" />;
export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
