// The portal warmed up before it is audited. A deployed server has served its pages many times
// before a phone's visit, and on a machine of its own. Here it shares the phone's two cores, and
// a page's first request after start-up costs it far more than the ones after: the first
// listing page took 331 ms where the next took 57 (a cold process compiles code and fills
// caches on first use), and about 1 s of the server's CPU while the browser was loading the page.
// That CPU was taken from the audited page's own tasks: the
// first of a page's three simulated audits was its slowest for 15 of 24 pages in four recorded
// runs, where chance would make it 8.
/** How many times each page, with what it links to on this origin, is fetched before the audits. */
export const WARM_ROUNDS = 3;

/**
 * The files on this origin a page's HTML names, in its attributes and in its inline scripts
 * (React Router's lists the route modules as strings): its scripts, stylesheet, fonts and photos. A path
 * counts where it starts a value, not inside another origin's address.
 */
export function linkedFiles(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/(?<=["'\s,(])\/(?:assets|media)\/[\w./-]+/g), ([address]) => address))];
}

/** Fetches each of `pages` and the files it names from `origin`, WARM_ROUNDS times over. */
export async function warmServer(origin: string, pages: readonly string[]): Promise<void> {
  for (let round = 0; round < WARM_ROUNDS; round++) {
    for (const page of pages) {
      const html = await (await fetch(origin + page)).text();
      await Promise.all(linkedFiles(html).map(async (file) => (await fetch(origin + file)).arrayBuffer()));
    }
  }
}
