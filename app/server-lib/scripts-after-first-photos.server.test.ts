import { describe, expect, it } from 'vitest';
import { addedAfterFirstFrame, runScriptsGate, StandInPhoto } from '../../tests/support/scripts-gate';
import { FIRST_PHOTOS_WAIT_MS, LINKS_PER_TASK, scriptsAfterFirstPhotos } from './scripts-after-first-photos.server';

const MODULES = ['/assets/entry.client-a.js', '/assets/framework-b.js', '/assets/root-c.js', '/assets/core-d.js', '/assets/home-e.js'];
const CODE = ';\nimport * as route0 from "/assets/root-c.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-a.js");';
const script = scriptsAfterFirstPhotos(MODULES, CODE);

/** The page's modules and module script, as the script adds them. */
const started = [
  ...MODULES.map((href) => ({ tag: 'link', parent: 'head', rel: 'modulepreload', href, nonce: 'n0nce' })),
  { tag: 'script', parent: 'body', type: 'module', nonce: 'n0nce', textContent: CODE },
];

describe('scriptsAfterFirstPhotos', () => {
  it('starts the scripts after the first frame on a page without first-screen photos, or whose photos are already in', () => {
    for (const page of [runScriptsGate(script), runScriptsGate(script, { photos: [new StandInPhoto(true)] })]) {
      expect(page.added).toEqual([]);
      page.advance(17);
      expect(page.added).toEqual(started);
    }
  });

  it('waits for the first paint to be shown when it comes after the frame is drawn (a busy device), and no longer than FIRST_PHOTOS_WAIT_MS', () => {
    const page = runScriptsGate(script, { firstPaintShownAt: 50 });
    page.advance(49);
    expect(page.added).toEqual([]);
    page.advance(1);
    expect(page.added).toEqual(started);
    const never = runScriptsGate(script, { firstPaintShownAt: Infinity });
    never.advance(FIRST_PHOTOS_WAIT_MS - 1);
    expect(never.added).toEqual([]);
    never.advance(1);
    expect(never.added).toEqual(started);
  });

  it('starts the scripts after FIRST_PHOTOS_WAIT_MS where no frame is drawn (a tab in the background)', () => {
    const page = runScriptsGate(script, { framesDrawn: false });
    page.advance(FIRST_PHOTOS_WAIT_MS - 1);
    expect(page.added).toEqual([]);
    page.advance(1);
    expect(page.added).toEqual(started);
  });

  it('waits for every first-screen photo to load or fail, then for the frame that draws them', () => {
    const photos = [new StandInPhoto(), new StandInPhoto(), new StandInPhoto(true)];
    const page = runScriptsGate(script, { photos });
    page.advance(100);
    expect(page.added).toEqual([]);
    photos[0].fire('load');
    page.advance(100);
    expect(page.added).toEqual([]);
    photos[1].fire('error');
    expect(page.added).toEqual([]); // not in the same task: after the next frame
    page.advance(17);
    expect(page.added).toEqual(started);
  });

  it('adds the links one a task, then the module script in a task of its own, not all in one long task', () => {
    expect(LINKS_PER_TASK).toBe(1);
    const page = runScriptsGate(script);
    page.step(); // the frame
    for (let links = 1; links <= MODULES.length; links++) {
      page.step();
      expect(page.added).toEqual(started.slice(0, links));
    }
    page.step();
    expect(page.added).toEqual(started);
  });

  it('starts the scripts once, after FIRST_PHOTOS_WAIT_MS when a photo is slower, whatever comes after', () => {
    const photo = new StandInPhoto();
    const page = runScriptsGate(script, { photos: [photo] });
    page.advance(FIRST_PHOTOS_WAIT_MS - 1);
    expect(page.added).toEqual([]);
    page.advance(1);
    expect(page.added).toEqual(started);
    photo.fire('load');
    page.advance(FIRST_PHOTOS_WAIT_MS);
    expect(page.added).toEqual(started);
  });

  it('loads the address the history moved to before the router listens, but not for an anchor on the page, nor once the router listens', () => {
    const page = runScriptsGate(script);
    page.traverseTo('/search?page=2#main');
    expect(page.location.reloads).toBe(0);
    page.traverseTo('/search');
    expect(page.location.reloads).toBe(1);
    const hydrated = runScriptsGate(script);
    hydrated.traverseTo('/search', { routerListening: true });
    expect(hydrated.location.reloads).toBe(0);
  });

  it('carries the module script as it is, whatever it holds, in a script nothing in it can end', () => {
    const code = 'const a = "</script><script>alert(1)</script><!--";\u2028const b = 1;';
    const text = scriptsAfterFirstPhotos(['/assets/a.js'], code);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(addedAfterFirstFrame(text).at(-1)?.textContent).toBe(code);
  });
});
