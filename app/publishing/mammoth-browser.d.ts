// mammoth ships types for its package entry only; its prebuilt browser bundle, which Node tests
// load to read `{ arrayBuffer }` as the browser does, has the same API.
declare module 'mammoth/mammoth.browser.js' {
  import mammoth from 'mammoth'
  export default mammoth
}
