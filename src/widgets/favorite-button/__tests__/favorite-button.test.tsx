/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { FavoriteButton } from '../favorite-button';
import { favoriteButtonWidget } from '../index';
import { favoriteButtonPropsSchema } from '../schema';

afterEach(cleanup);

/** Answers like the server: findAll from `held`, save adds, delete removes. */
function server(held: { id: number; dataId: number; groupId: null }[]) {
  return withApi((path, data) => {
    const d = data as { type?: string; data?: { id: number }; ids?: number[] };
    if (path === '/api-user/userFavorites/findAll') return { list: held };
    if (path === '/api-user/userFavorites/save') {
      held.push({ id: 99, dataId: d.data!.id, groupId: null });
      return { id: 99, created: true, groupId: null };
    }
    if (path === '/api-user/userFavorites/delete') {
      held.splice(0, held.length, ...held.filter((f) => !d.ids!.includes(f.id)));
      return { deleted: 1 };
    }
    return null;
  });
}

/** The button on a page whose route gives the id (/job/:id). */
const onRoute = (ui: React.ReactNode, path = '/job/12') => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/job/:id" element={ui} />
      <Route path="/job" element={ui} />
    </Routes>
  </MemoryRouter>
);

describe('favorite-button', () => {
  it('parses empty props to a job star', () => {
    expect(favoriteButtonWidget.type).toBe('favorite-button');
    expect(favoriteButtonPropsSchema.parse({})).toMatchObject({ type: 'job', text: '收藏', activeText: '已收藏' });
    expect(favoriteButtonPropsSchema.safeParse({ type: 'video' }).success).toBe(false);
  });

  it('asks a visitor to log in (as a recruiter for a resume) and sends nothing', async () => {
    const api = server([]);
    const host = fakeHost();
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({})} host={host} />)));
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect(host.runLink).toHaveBeenCalledWith({ type: 'login', params: { role: 0 } }));
    cleanup();
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({ type: 'resume' })} host={host} />)));
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect(host.runLink).toHaveBeenLastCalledWith({ type: 'login', params: { role: 1 } }));
    expect(api.calls).toEqual([]);
  });

  it('favorites the route’s item, then takes it back', async () => {
    const api = server([]);
    api.rt.session.update(storyUser);
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({})} host={fakeHost()} />)));
    const star = screen.getByTestId('favorite-button');
    await waitFor(() => expect(api.calls.some(([p]) => p === '/api-user/userFavorites/findAll')).toBe(true));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls).toContainEqual(['/api-user/userFavorites/save', { type: 'job', data: { id: 12 } }]);
    expect(screen.getByTestId('favorite-button').textContent).toBe('已收藏');
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls).toContainEqual(['/api-user/userFavorites/delete', { ids: [99] }]);
  });

  it('uses a given id over the route, and shows nothing without any id', async () => {
    const api = server([{ id: 5, dataId: 7, groupId: null }]);
    api.rt.session.update(storyUser);
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({ type: 'brand', id: 7 })} host={fakeHost()} />)));
    await waitFor(() => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls[0]).toEqual(['/api-user/userFavorites/findAll', { type: 'brand' }]);
    cleanup();
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({})} host={fakeHost()} />, '/job')));
    expect(screen.queryByTestId('favorite-button')).toBeNull();
  });

  it('a second tap while the save is under way sends nothing, and the star waits for the refetched list', async () => {
    // The bug: a quick double tap sent save twice (the star read the old list until the refetch came back).
    const held: { id: number; dataId: number; groupId: null }[] = [];
    let release: () => void = () => undefined;
    const api = withApi((path) => {
      if (path === '/api-user/userFavorites/findAll') return { list: held };
      if (path === '/api-user/userFavorites/save') {
        return new Promise((resolve) => {
          release = () => {
            held.push({ id: 99, dataId: 12, groupId: null });
            resolve({ id: 99, created: true, groupId: null });
          };
        });
      }
      return null;
    });
    api.rt.session.update(storyUser);
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({})} host={fakeHost()} />)));
    await waitFor(() => expect(api.calls.some(([p]) => p === '/api-user/userFavorites/findAll')).toBe(true));
    fireEvent.click(screen.getByTestId('favorite-button'));
    await waitFor(() => expect((screen.getByTestId('favorite-button') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('favorite-button'));
    expect(api.calls.filter(([p]) => p === '/api-user/userFavorites/save')).toHaveLength(1);
    release();
    await waitFor(() => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByTestId('favorite-button') as HTMLButtonElement).disabled).toBe(false);
    expect(api.calls.filter(([p]) => p === '/api-user/userFavorites/save')).toHaveLength(1);
  });

  it('a tap while the reload is still restoring the session waits for it: a signed-in user’s favorite is taken back, not a login asked', async () => {
    // The bug: the star read "no user" during the restore and opened the login popup over a signed-in page.
    const held = [{ id: 5, dataId: 12, groupId: null as null }];
    let restored: () => void = () => undefined;
    const api = withApi((path, data) => {
      if (path === '/api-user/user/infoGet') return new Promise((resolve) => (restored = () => resolve(storyUser)));
      if (path === '/api-user/userFavorites/findAll') return { list: held };
      if (path === '/api-user/userFavorites/delete') {
        held.splice(0, held.length, ...held.filter((f) => !(data as { ids: number[] }).ids.includes(f.id)));
        return { deleted: 1 };
      }
      return null;
    });
    api.rt.session.port.setToken('stored-token');
    void api.rt.session.restore(api.rt.api);
    const host = fakeHost();
    render(api.wrap(onRoute(<FavoriteButton {...favoriteButtonPropsSchema.parse({})} host={host} />)));
    fireEvent.click(screen.getByTestId('favorite-button'));
    restored();
    await waitFor(() => expect(api.calls).toContainEqual(['/api-user/userFavorites/delete', { ids: [5] }]));
    expect(host.runLink).not.toHaveBeenCalled();
    expect(api.calls.filter(([p]) => p === '/api-user/userFavorites/save')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('false'));
  });
});
