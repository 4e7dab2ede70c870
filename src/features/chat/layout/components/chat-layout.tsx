import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ConnectionState } from '@/lib/realtime/connection';
import { Avatar } from '@/components/ui/avatar';
import { CountBadge } from '@/components/ui/count-badge';
import { CommandPaletteButton } from '@/components/ui/command-palette-button';
import { BACK_OFFICE_PATH, chatMenu, type ChatMenuId } from './chat-menu';
import { ConnectionDot, ConnectionStatus } from './connection-status';
import {
  ArrowLeftIcon,
  ChatIcon,
  ContactsIcon,
  EyeOffIcon,
  HomeIcon,
  RobotIcon,
  TemplateIcon,
} from '@/components/icons';
import { followInApp } from '@/lib/plain-click';

export type ChatLayoutProps = {
  /** The menu entry of the current page (marked as current). */
  active: ChatMenuId | null;
  /** The user view's chat_ai_bot_visible is 1. */
  showAi: boolean;
  /** False for agents (role 2). */
  showTemplates: boolean;
  /** The user's avatar as stored; empty or 'null' shows the default avatar. */
  avatar: string | null;
  /** The top bar's title on small screens: the room name in a room, else the page's name. */
  title: string;
  /** Where the top bar's back arrow leads; null hides it. */
  backTo: string | null;
  /** The real-time connection; null when there is none (not configured). */
  connection: ConnectionState | null;
  /** A link was followed with a plain click: the container routes there. */
  onNavigate: (to: string) => void;
  /** Opens the command palette; without it there is no search button. */
  onOpenSearch?: (() => void) | undefined;
  /** Unread messages over all rooms, shown on the Messages entry. */
  unread?: number;
  /** The alert choices' control (the bell), beside the icon rail's entries or below the top bar. */
  alerts?: ((placement: 'side' | 'below') => ReactNode) | undefined;
  /** A line under the connection status (the sound-blocked hint). */
  banner?: ReactNode;
  children: ReactNode;
};

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
const ICONS: Record<ChatMenuId, Icon> = {
  messaging: ChatIcon,
  ai: RobotIcon,
  hidden: EyeOffIcon,
  contacts: ContactsIcon,
  templates: TemplateIcon,
};

/**
 * The chat's frame (chat spec section 2): from 64rem wide a left icon menu, narrower a top bar and
 * a bottom navigation. The page goes in `children`.
 */
export function ChatLayout({
  active,
  showAi,
  showTemplates,
  avatar,
  title,
  backTo,
  connection,
  onNavigate,
  onOpenSearch,
  unread = 0,
  alerts,
  banner,
  children,
}: ChatLayoutProps) {
  const { t } = useTranslation('chat-nav');
  // A modified click opens a tab as links do; a plain one stays in the app.
  const follow = (to: string) => followInApp(to, onNavigate);
  const items = [
    ...chatMenu({ showAi, showTemplates }).map((entry) => ({
      key: entry.id,
      to: entry.to,
      label: t(`menu.${entry.id}`),
      Icon: ICONS[entry.id],
      current: entry.id === active,
      count: entry.id === 'messaging' ? unread : 0,
    })),
    { key: 'backOffice', to: BACK_OFFICE_PATH, label: t('menu.backOffice'), Icon: HomeIcon, current: false, count: 0 },
  ];

  return (
    <div className="@container/chat h-dvh bg-slate-50">
      <div className="flex h-full flex-col @min-[64rem]/chat:flex-row">
        <nav
          aria-label={t('menu.label')}
          className="hidden w-16 shrink-0 flex-col items-center gap-1 border-e border-slate-200 bg-white py-3 @min-[64rem]/chat:flex dark:border-slate-800 dark:bg-slate-900"
        >
          <Avatar src={avatar} alt={t('menu.avatar')} className="mb-3 size-10" />
          {onOpenSearch && (
            <CommandPaletteButton
              onClick={onOpenSearch}
              variant="icon"
              className="mb-1 size-11 rounded-lg text-slate-600"
            />
          )}
          {alerts && <div className="mb-1">{alerts('side')}</div>}
          <ul className="flex flex-1 flex-col items-center gap-1">
            {items.map(({ key, to, label, Icon, current, count }) => (
              <li key={key} className={key === 'backOffice' ? 'mt-auto' : undefined}>
                <a
                  href={to}
                  onClick={follow(to)}
                  aria-label={count > 0 ? t('menu.withUnread', { label, count }) : label}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'group relative flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    current && 'bg-primary-50 text-primary-700 dark:bg-primary-700 dark:text-white',
                  )}
                >
                  <Icon className="size-6" />
                  {count > 0 && <CountBadge count={count} size="sm" onIcon className="absolute end-0.5 top-0.5" />}
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute start-full top-1/2 z-20 ms-2 -translate-y-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow group-hover:opacity-100 group-focus-visible:opacity-100"
                  >
                    {label}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <ConnectionDot state={connection} className="mt-2 dark:ring-slate-900" />
        </nav>

        {/* The page's one h1: the top bar's title on small screens; on wide ones, where the icon rail
            replaces the bar, the same heading stays for assistive technology only. */}
        <header className="flex h-12 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 @min-[64rem]/chat:sr-only">
          {backTo && (
            <a
              href={backTo}
              onClick={follow(backTo)}
              aria-label={t('topBar.back')}
              className="flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 @min-[64rem]/chat:hidden"
            >
              <ArrowLeftIcon className="size-5" />
            </a>
          )}
          <h1 className={cn('min-w-0 flex-1 truncate text-base font-semibold text-slate-900', !backTo && 'ps-2')}>
            {title}
          </h1>
          {onOpenSearch && (
            <CommandPaletteButton onClick={onOpenSearch} variant="icon" className="shrink-0 @min-[64rem]/chat:hidden" />
          )}
          {alerts && <div className="shrink-0 @min-[64rem]/chat:hidden">{alerts('below')}</div>}
          <ConnectionDot state={connection} className="@min-[64rem]/chat:hidden" />
          <Avatar src={avatar} alt={t('menu.avatar')} className="size-8 @min-[64rem]/chat:hidden" />
        </header>

        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <ConnectionStatus state={connection} />
          {banner}
          <main className="min-h-0 flex-1 overflow-hidden">{children}</main>
        </div>

        <nav
          aria-label={t('menu.label')}
          className="shrink-0 border-t border-slate-200 bg-white @min-[64rem]/chat:hidden"
        >
          <ul className="flex">
            {items.map(({ key, to, label, Icon, current, count }) => (
              <li key={key} className="min-w-0 flex-1">
                <a
                  href={to}
                  onClick={follow(to)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex h-full flex-col items-center gap-0.5 px-0.5 py-1.5 text-center text-[11px] leading-tight text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500',
                    current && 'font-semibold text-primary-700',
                  )}
                >
                  <span className="relative">
                    <Icon className="size-6 shrink-0" />
                    {count > 0 && <CountBadge count={count} size="sm" onIcon className="absolute -end-2.5 -top-1.5" />}
                  </span>
                  <span className="[overflow-wrap:anywhere]">{label}</span>
                  {count > 0 && <span className="sr-only">{t('rooms.unread', { count })}</span>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
