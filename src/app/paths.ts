/** Route paths live in the runtime so widgets build links from the same list (src/runtime/paths.ts). */
export { paths, routePattern, type PathName } from '../runtime/paths';
