// js-yaml 4 ships no types: the one function deploy/deploy-files.test.ts uses.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
