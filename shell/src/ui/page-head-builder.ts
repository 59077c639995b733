// What builds and writes a page's head, a chunk of its own (page-head.tsx): the server wrote the first page's head, so
// a visitor who reads one page never loads it.
export { applyPageHead, buildPageHead } from 'shared-lib';
