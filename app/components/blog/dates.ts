// A post's full date, in Yangon's time zone whatever the server's or the reader's, so the
// server-rendered page and the hydrated one agree.
export function fullDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'my' ? 'my-MM' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Yangon' }).format(new Date(iso));
}
