// What the portal asks of Preact beyond preact/compat, which stands in for React and React DOM
// (README, "Preact in place of React"). Installed once, by entry.server.tsx and entry.client.tsx.
//
// - `suppressHydrationWarning` is React's alone: Preact never warns of a mismatch, and would write
//   the prop out as an attribute of the element.
// - React's onChange on an element that holds fields (a form) runs as any field in it changes,
//   each letter typed included; Preact would listen for the browser's change event, which a
//   text field sends only when it loses the focus. A form's messages went only then, and the
//   button a reader pressed moved away under the press. Such an onChange listens for input events,
//   which every kind of field sends as it changes. (preact/compat does the same for a text field's
//   own onChange.)
// - In the browser, texts side by side in an element's children ({t('Listings')} ({count})) are
//   one text: the server writes them as one, with nothing between them (React wrote <!-- -->),
//   so the page's DOM holds one text node where Preact's hydration looked for three. It made the
//   others anew, and each page was laid out again whole as it came alive, on a phone its longest
//   task. Where texts are merged, a null keeps each later child's place.
// - On the server, a picture marked `fetchPriority="high"` (the first screen's largest, as
//   components/ui/picture-loading.ts marks them) is asked for in the <head>, as React 19 did by
//   itself: the browser starts it with the stylesheet instead of when it reads the <img> further
//   down the page (Lighthouse, throttling applied: LCP 0.5-0.6 s later on a listing or search
//   page without it).
// - In the browser, Preact renders into a document's <html> element, not into the document
//   (preactjs/preact#3794): hydrating the root route's <html> element there would put a second
//   <html> inside the first. So the root's <html> is read as its children, and its attributes
//   (lang, the theme's class, where images come from) are kept on the page's own <html>: as
//   hydration found them (the <head>'s script may have made a page dark), then as they change.
import { Fragment, options, type ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { preload } from './head-preloads';

interface HtmlProps {
  children?: ComponentChildren;
  [attribute: string]: unknown;
}

/** The attributes of the root's <html> element the portal sets, as props and as attributes. */
const HTML_ATTRIBUTES = { lang: 'lang', className: 'class', 'data-media-base': 'data-media-base' } as const;

function DocumentElement(props: HtmlProps): ComponentChildren {
  const values = Object.keys(HTML_ATTRIBUTES).map((prop) => props[prop]);
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    for (const [prop, attribute] of Object.entries(HTML_ATTRIBUTES)) {
      const value = props[prop];
      if (typeof value === 'string') document.documentElement.setAttribute(attribute, value);
      else document.documentElement.removeAttribute(attribute);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the values are the dependencies
  }, values);
  return props.children;
}

/** The fields whose own onChange preact/compat already maps to what React means by it. */
const FIELDS = new Set(['input', 'textarea', 'select']);

type Handler = (event: Event) => void;

/** A container's onChange as React runs it: on every input event from the fields within. */
function onChangeAsOnInput(props: Record<string, unknown>) {
  const onChange = props.onChange as Handler;
  const onInput = props.onInput as Handler | undefined;
  props.onInput = onInput ? (event: Event) => (onInput(event), onChange(event)) : onChange;
  delete props.onChange;
}

const isText = (child: unknown): child is string | number => typeof child === 'string' || typeof child === 'number';
const isNothing = (child: unknown) => child === null || child === undefined || typeof child === 'boolean';

/** The children with each run of texts (and nothing between them) as one text, or themselves when there is no run. */
function withTextsMerged(children: unknown[]): unknown[] {
  let merged: unknown[] | null = null;
  for (let i = 0; i < children.length; i++) {
    if (!isText(children[i])) continue;
    let text = String(children[i]);
    let end = i + 1;
    for (let j = i + 1; j < children.length && (isText(children[j]) || isNothing(children[j])); j++) {
      if (isText(children[j])) {
        text += String(children[j]);
        end = j + 1;
      }
    }
    if (end > i + 1) {
      merged ??= [...children];
      merged[i] = text;
      for (let j = i + 1; j < end; j++) merged[j] = null;
    }
    i = end - 1;
  }
  return merged ?? children;
}

interface ImgProps {
  src?: string;
  srcSet?: string;
  sizes?: string;
  fetchPriority?: string;
  loading?: string;
}

function preloadFirstScreenPicture({ src, srcSet, sizes, fetchPriority, loading }: ImgProps) {
  if (fetchPriority === 'high' && loading !== 'lazy') preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

let installed = false;

/** Once per process or page; a second call changes nothing. */
export function installPreactOptions(where: 'server' | 'browser'): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (where === 'browser' && vnode.type === 'html') vnode.type = DocumentElement as unknown as string;
    if (where === 'server' && vnode.type === 'img') preloadFirstScreenPicture(vnode.props as ImgProps);
    if (typeof vnode.type === 'string' && !FIELDS.has(vnode.type) && typeof (vnode.props as { onChange?: unknown }).onChange === 'function') {
      onChangeAsOnInput(vnode.props as Record<string, unknown>);
    }
    if (where === 'browser' && (typeof vnode.type === 'string' || vnode.type === Fragment)) {
      const props = vnode.props as { children?: unknown };
      if (Array.isArray(props.children)) props.children = withTextsMerged(props.children);
    }
    previous?.(vnode);
    // An element's props (a text's are its string).
    if (typeof vnode.type === 'string' && 'suppressHydrationWarning' in vnode.props) delete (vnode.props as Record<string, unknown>).suppressHydrationWarning;
  };
}
