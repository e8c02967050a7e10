// What loadLeadBook(client) fetches: the lead book, with the lead tool's area and the DI container it
// needs. A module of its own, because a module the entry also names statically would be bundled into it.
export { getLeadBook as leadBookOf } from './lead-book-handle';
