/** Route paths, named once (CONVENTIONS: bulletproof's config/paths.ts). The app-shell issue adds the rest. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  job: { path: '/job/:id?', href: (id: number) => `/job/${id}` },
} as const;
