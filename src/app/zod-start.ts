// The entry's step that evaluates zod alone (src/main.tsx), in its own chunk (vite.config.ts), so that
// building the shared schemas after it is a task of its own. It names one function every schema uses:
// importing the library's namespace would keep all of zod in the bundle.
export { object } from 'zod';
