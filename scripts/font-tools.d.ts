// subset-font 2.9 and fontverter 2 ship no types: the parts of their APIs the Burmese font's
// subsetting (scripts/burmese-font-subset.ts) and its test use.
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' }): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
