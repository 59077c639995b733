// What builds and writes a page's head, a chunk of its own (page-head.tsx): the server wrote the first page's head, so
// a visitor who reads one page never loads it.
export { applyPageHead } from 'shared-lib';
export { buildPageHead } from 'shared-lib/domain';
