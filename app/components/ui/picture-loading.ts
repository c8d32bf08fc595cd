// How a list's picture loads. The first cards of a page are in its first screen, and on a phone
// one of their pictures is the page's largest paint: those load at once and ahead of the rest.
// The others wait until they scroll near, so a slow connection spends itself on what is seen.
// Spread it after another attribute (`<img src={...} {...pictureLoading(priority)} />`): on
// Node 20 an element's props object that starts with a spread is slow to build.
const FIRST_SCREEN = { loading: 'eager', fetchPriority: 'high' } as const;
const LATER = { loading: 'lazy' } as const;

export const pictureLoading = (priority: boolean) => (priority ? FIRST_SCREEN : LATER);
