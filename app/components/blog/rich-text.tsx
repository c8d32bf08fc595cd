// Rich text (a post's body, an agency's description) that the server has already reduced to the
// allowed tags with sanitizeRichText. Tailwind resets headings and lists; these classes restore
// readable article spacing.
import { useTextLang } from '../../lib/root-data';

const classes =
  'break-words text-fg leading-relaxed [&_a]:text-brand [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mb-1 [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6';

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const textLang = useTextLang();
  return <div lang={textLang(html)} className={`${classes} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
