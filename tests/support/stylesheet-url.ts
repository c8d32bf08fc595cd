// What `./app.css?url` is in the tests. Vitest does not build CSS, and hands a CSS file's `?url`
// import an empty string; the root's stylesheet link then made React warn on every page a test
// rendered (hundreds of lines in a CI log, hiding real warnings). The build serves a real file.
export default '/assets/app.css';
