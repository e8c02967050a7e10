// React DOM's client API, in a chunk of its own that React DOM's code sits beside (vite.config.ts): this
// module's few lines are what runs React DOM's CommonJS module, so when React DOM builds its sentinel
// Errors the stack holds React DOM and these lines, not the entry's whole module. An inspector (Lighthouse,
// DevTools) re-parses every function on that stack to give the Error its lines (docs/first-screen-speed.md,
// session 17). The app's root imports React DOM's client from here.
export { createRoot, hydrateRoot } from 'react-dom/client';
