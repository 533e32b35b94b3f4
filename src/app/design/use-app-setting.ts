import { useQuery } from '@tanstack/react-query';
import type { AppSetting } from '../../../schemas/design';
import { useDesignApp } from './design-app';

/** The tenant's app setting: the cached copy at once, refreshed by updatedAt. */
export function useAppSetting(): AppSetting | null {
  const { loader } = useDesignApp();
  const q = useQuery({
    queryKey: ['app-setting'],
    queryFn: () => loader.setting(),
    initialData: () => loader.cachedSetting() ?? undefined,
    staleTime: 0,
  });
  return q.data ?? null;
}
