import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import {
  allSavedViews,
  deleteView,
  MAX_SAVED_VIEWS,
  renameView,
  saveView,
  screenViews,
  setDefaultView,
} from './saved-views';

const view = (name: string) => ({ name, path: '/agent', query: `username=${name}` });

describe('saved views', () => {
  beforeEach(() => {
    localStorage.clear();
    storage.set('user_id', '7');
  });

  it('keeps each staff user’s views apart, and over a session end', () => {
    expect(saveView('/agent', view('mine')).ok).toBe(true);
    storage.set('user_id', '8');
    expect(screenViews('/agent').views).toEqual([]);
    expect(allSavedViews()).toEqual([]);
    storage.set('user_id', '7');
    storage.clearSession();
    storage.set('user_id', '7');
    expect(screenViews('/agent').views.map((v) => v.name)).toEqual(['mine']);
  });

  it('refuses a name already used on the screen, whatever its case, but not on another screen', () => {
    saveView('/agent', view('Big ones'));
    expect(saveView('/agent', view(' big ONES '))).toEqual({ ok: false, reason: 'taken' });
    expect(saveView('/user', view('Big ones')).ok).toBe(true);
  });

  it(`keeps at most ${MAX_SAVED_VIEWS} views per screen`, () => {
    for (let i = 0; i < MAX_SAVED_VIEWS; i++) expect(saveView('/agent', view(`v${i}`)).ok).toBe(true);
    expect(saveView('/agent', view('one more'))).toEqual({ ok: false, reason: 'limit' });
    deleteView('/agent', screenViews('/agent').views[0]!.id);
    expect(saveView('/agent', view('one more')).ok).toBe(true);
  });

  it('renames, sets and clears the default, and forgets the default of a deleted view', () => {
    const a = saveView('/agent', view('a'));
    const b = saveView('/agent', view('b'));
    if (!a.ok || !b.ok) throw new Error('not saved');
    expect(renameView('/agent', a.view.id, 'b')).toEqual({ ok: false, reason: 'taken' });
    expect(renameView('/agent', a.view.id, 'A renamed').ok).toBe(true);
    setDefaultView('/agent', a.view.id);
    expect(screenViews('/agent').defaultId).toBe(a.view.id);
    deleteView('/agent', a.view.id);
    expect(screenViews('/agent')).toEqual({ views: [{ ...b.view }], defaultId: null });
    setDefaultView('/agent', 'unknown');
    expect(screenViews('/agent').defaultId).toBeNull();
  });

  it('stores nothing for nobody signed in', () => {
    storage.remove('user_id');
    saveView('/agent', view('x'));
    expect(storage.get('saved_views')).toBeNull();
  });
});
