import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../badge';
import { Button } from '../button';

export type SavedViewItem = { id: string; name: string; isDefault: boolean };

export type SavedViewsMenuProps = {
  views: readonly SavedViewItem[];
  /** Most views the screen keeps; at it, Save view waits for a deletion and says so. */
  max: number;
  onSave: () => void;
  onOpen: (id: string) => void;
  onRename: (id: string) => void;
  onDelete: (id: string) => void;
  /** Makes the view the one a plain address opens on, or stops it being that. */
  onToggleDefault: (id: string) => void;
  /** The pointer or the focus reached the menu: a sign that naming a view may follow. */
  onIntent?: (() => void) | undefined;
};

/** Saved views above a list: Save view, and a panel listing the saved ones with their actions. */
export function SavedViewsMenu({
  views,
  max,
  onSave,
  onOpen,
  onRename,
  onDelete,
  onToggleDefault,
  onIntent,
}: SavedViewsMenuProps) {
  const { t } = useTranslation(['common', 'kit']);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const full = views.length >= max;
  return (
    <div className="space-y-2" onPointerEnter={onIntent} onFocus={onIntent}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('kit:views.menu', { total: views.length })}
        </Button>
        <Button variant="secondary" size="sm" onClick={onSave} disabled={full}>
          {t('kit:views.save')}
        </Button>
        {full && (
          <p role="status" className="text-sm text-amber-900">
            {t('kit:views.limit', { max })}
          </p>
        )}
      </div>
      {open && (
        <section
          id={panelId}
          aria-label={t('kit:views.panel')}
          className="rounded-md border border-slate-200 bg-white p-2 shadow-sm"
        >
          {views.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-slate-600">{t('kit:views.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {views.map((view) => (
                <li key={view.id} className="flex flex-wrap items-center gap-2 py-1">
                  <Button variant="ghost" size="sm" className="font-medium" onClick={() => onOpen(view.id)}>
                    {view.name}
                  </Button>
                  {view.isDefault && <Badge tone="info">{t('kit:views.defaultBadge')}</Badge>}
                  <span className="ms-auto flex flex-wrap gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-pressed={view.isDefault}
                      aria-label={`${t('kit:views.makeDefault')}: ${view.name}`}
                      onClick={() => onToggleDefault(view.id)}
                    >
                      {t('kit:views.makeDefault')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t('kit:views.rename')}: ${view.name}`}
                      onClick={() => onRename(view.id)}
                    >
                      {t('kit:views.rename')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t('kit:views.delete')}: ${view.name}`}
                      onClick={() => onDelete(view.id)}
                    >
                      {t('kit:views.delete')}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
