import { useT, useTextLang } from '../../lib/root-data';

// Tailwind resets headings and lists; these restore readable rich-text spacing and markers.
const richText =
  'text-fg leading-relaxed break-words [&_a]:text-brand [&_a]:underline [&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mb-1 [&_h4]:mt-3 [&_h4]:font-semibold [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6';

/** The description's HTML, already reduced to the allowed tags on the server (sanitizeRichText). */
export function Description({ html }: { html: string }) {
  const t = useT();
  const textLang = useTextLang();
  return (
    <section aria-labelledby="description-heading">
      <h2 id="description-heading" className="text-lg font-semibold text-fg">
        {t('Description')}
      </h2>
      <div lang={textLang(html)} className={richText} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
