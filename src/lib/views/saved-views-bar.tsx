import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { SavedViewsMenu } from '@/components/ui/saved-views/saved-views-menu';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import {
  deleteView,
  MAX_SAVED_VIEWS,
  renameView,
  saveView,
  screenViews,
  setDefaultView,
  savedViewHref,
  useScreenViews,
  type SavedView,
  type SavedViewState,
} from './saved-views';

// The name dialog (a form: Headless UI, react-hook-form, zod) comes on a sign of intent, not with the list.
const SavedViewNameDialog = lazyWithPreload(() =>
  import('@/components/ui/saved-views/saved-view-name-dialog').then((m) => m.SavedViewNameDialog),
);

export type SavedViewsBarProps = {
  /** The store's name of the screen (one list of views per screen). */
  screen: string;
  /** The screen's own address, where its views open. */
  path: string;
  /** The view in sight as an address query, defaults left out and nothing masked in it. */
  query: string;
  columns?: Record<string, boolean> | undefined;
  onApplyColumns?: ((columns: Record<string, boolean>) => void) | undefined;
};

/**
 * Connects the saved-views menu and its name dialog to the store and the router. A view opens as an
 * address (a history entry of its own); its columns come along through the entry's state.
 */
export function SavedViewsBar({ screen, path, query, columns, onApplyColumns }: SavedViewsBarProps) {
  const { t } = useTranslation(['common', 'kit']);
  const notice = useNotice();
  const navigate = useNavigate();
  const location = useLocation();
  const { views, defaultId } = useScreenViews(screen);
  const [naming, setNaming] = useState<{ mode: 'save' } | { mode: 'rename'; view: SavedView } | null>(null);

  const open = (view: SavedView, replace = false) =>
    void navigate(savedViewHref(view), { replace, state: { savedView: view.id } satisfies SavedViewState });

  // A view opened from anywhere brings its columns along with its address.
  const openedId = (location.state as SavedViewState | null)?.savedView;
  useEffect(() => {
    const view = openedId ? screenViews(screen).views.find((v) => v.id === openedId) : undefined;
    if (view?.columns) onApplyColumns?.(view.columns);
    // Once per history entry: a later column change on the same entry is the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, openedId, screen]);

  const defaultChecked = useRef(false);
  useEffect(() => {
    if (defaultChecked.current) return;
    defaultChecked.current = true;
    const view = screenViews(screen).views.find((v) => v.id === screenViews(screen).defaultId);
    // Only the screen's own plain address opens its default: any query (a search, a masked row's
    // reference) was asked for, and a later plain address is the user's own choice.
    if (view && location.search === '' && location.pathname === view.path) open(view, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = useMemo(
    () => views.map((v) => ({ id: v.id, name: v.name, isDefault: v.id === defaultId })),
    [views, defaultId],
  );
  const byId = (id: string) => views.find((v) => v.id === id);
  const taken = useMemo(
    () => views.filter((v) => naming?.mode !== 'rename' || v.id !== naming.view.id).map((v) => v.name),
    [views, naming],
  );

  const submitName = (name: string) => {
    const result =
      naming?.mode === 'rename'
        ? renameView(screen, naming.view.id, name)
        : saveView(screen, { name, path, query, ...(columns ? { columns } : {}) });
    if (!result.ok) {
      notice.toast(
        t(result.reason === 'limit' ? 'kit:views.limit' : 'kit:views.validation.nameTaken', { max: MAX_SAVED_VIEWS }),
        {
          tone: 'error',
        },
      );
      return;
    }
    setNaming(null);
    notice.toast(t('kit:views.saved', { name: result.view.name }), { tone: 'success' });
  };

  return (
    <>
      <SavedViewsMenu
        views={items}
        max={MAX_SAVED_VIEWS}
        onSave={() => setNaming({ mode: 'save' })}
        onOpen={(id) => {
          const view = byId(id);
          if (view) open(view);
        }}
        onRename={(id) => {
          const view = byId(id);
          if (view) setNaming({ mode: 'rename', view });
        }}
        onDelete={(id) => {
          const view = byId(id);
          if (!view) return;
          deleteView(screen, id);
          notice.toast(t('kit:views.deleted', { name: view.name }), { tone: 'neutral' });
        }}
        onToggleDefault={(id) => setDefaultView(screen, defaultId === id ? null : id)}
        onIntent={SavedViewNameDialog.preload}
      />
      <LazyDialogSlot open={naming !== null}>
        <SavedViewNameDialog
          open={naming !== null}
          onOpenChange={(next) => !next && setNaming(null)}
          mode={naming?.mode ?? 'save'}
          initialName={naming?.mode === 'rename' ? naming.view.name : ''}
          takenNames={taken}
          onSubmit={submitName}
        />
      </LazyDialogSlot>
    </>
  );
}
