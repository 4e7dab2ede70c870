import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
// Logout belongs to the sign-in feature; the shell only offers it in the user menu.
import { isLanguage, switchLanguage, DEFAULT_LANGUAGE } from '@/lib/i18n';
import { setFaviconBadge } from '@/lib/attention/favicon-badge';
import { useChatUnreadTotal } from '@/lib/attention/unread-total';
import { storage } from '@/lib/storage';
import { readTheme, saveTheme, type Theme } from '@/lib/theme';
import { useMenu } from '@/lib/session/api/get-menu';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { PageHeader } from '../components/page-header';
import { SCROLL_TOP_THRESHOLD, ScrollTopButton } from '../components/scroll-top-button';
import { Sidebar } from '../components/sidebar';
import { SkipLink } from '../components/skip-link';
import { Toolbar } from '../components/toolbar';
import { useCopyShareLink } from './use-copy-share-link';
import { useCoversControl } from './use-covers-control';
import { useDelayedShareCode } from './use-delayed-share-code';
import { usePageTitleKey, useRouteTitleKey } from './use-page-title';
import { useScrolledPast } from './use-scrolled-past';
import { useViewerRole } from '@/lib/session/viewer';
import { usePageTitle } from '@/lib/use-page-title';
import { useOverlay } from '@/lib/use-overlay';

// The drawers' code (Headless UI's Dialog) is not the page's weight: it comes once the pointer or
// the focus reaches the toolbar that opens them, or as they first open.
const NavDrawer = lazyWithPreload(() => import('../components/nav-drawer').then((m) => m.NavDrawer));
const ThemeDrawer = lazyWithPreload(() => import('../components/theme-drawer').then((m) => m.ThemeDrawer));
function preloadDrawers() {
  NavDrawer.preload();
  ThemeDrawer.preload();
}

/** The skip link's target: the page itself, past the sidebar and the toolbar. */
const MAIN_ID = 'main-content';

/** Sidebar, toolbar, theme drawer and scroll-to-top around every signed-in screen. */
export type SessionActions = { logout: () => void; pending: boolean };

/**
 * The app layer passes the sign-in feature's logout in, so the shell does not depend on it, as
 * `notice` what the guards have to tell the user, shown above the page, and as `onOpenSearch` the
 * opening of its command palette (the toolbar then shows the search button).
 */
export default function AppLayout({
  session,
  notice,
  onOpenSearch,
}: {
  session: SessionActions;
  notice?: ReactNode;
  onOpenSearch?: () => void;
}) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const menu = useMenu();
  const view = useCurrentUserView();
  const { logout, pending: logoutPending } = session;
  const shareCode = useDelayedShareCode(view.data?.share_code);
  const copyShareLink = useCopyShareLink(view.data?.share_code);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD);
  const scrollTopRef = useRef<HTMLButtonElement>(null);
  const scrollTopCovers = useCoversControl(scrollTopRef, scrolled);
  const titleKey = usePageTitleKey();
  const routeTitleKey = useRouteTitleKey();
  usePageTitle(routeTitleKey ? t(routeTitleKey, { ns: 'common' }) : null, routeTitleKey);
  const chatUnread = useChatUnreadTotal(view.data?.member_id ? String(view.data.member_id) : null);
  useEffect(() => setFaviconBadge(chatUnread ?? 0), [chatUnread]);
  const drawers = useOverlay<'nav' | 'theme'>();
  const { close: closeDrawer } = drawers;
  const [collapsed, setCollapsed] = useState(() => storage.get('sidebar_collapsed') === '1');
  const [theme, setTheme] = useState<Theme>(readTheme);
  const [refreshing, setRefreshing] = useState(false);

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const roleId = useViewerRole();

  const toggleCollapsed = () => {
    setCollapsed(!collapsed);
    storage.set('sidebar_collapsed', collapsed ? null : '1');
  };

  const sidebar = (afterNavigate?: () => void, desktop = false) => (
    <Sidebar
      {...(desktop ? { collapsed, onToggleCollapsed: toggleCollapsed } : {})}
      menu={menu.data}
      menuLoading={menu.isPending}
      counts={{ chat: chatUnread ?? 0 }}
      wallet={view.data}
      walletLoading={view.isPending}
      currentPath={pathname}
      onNavigate={(url) => {
        void navigate(url);
        afterNavigate?.();
      }}
    />
  );

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="@container/shell min-h-screen">
      <SkipLink targetId={MAIN_ID} />
      <div className="flex min-h-screen">
        <aside className="sticky top-0 hidden h-screen shrink-0 border-r border-slate-200 @min-[64rem]/shell:block dark:border-slate-800">
          {sidebar(undefined, true)}
        </aside>

        <LazyDialogSlot open={drawers.isOpen('nav')}>
          <NavDrawer {...drawers.dialogProps('nav')}>{sidebar(closeDrawer)}</NavDrawer>
        </LazyDialogSlot>

        <div className="flex min-w-0 flex-1 flex-col">
          {/* Takes no box, so the toolbar stays sticky; only notices the pointer and focus reaching it. */}
          <div className="contents" onPointerEnter={preloadDrawers} onFocus={preloadDrawers}>
            <Toolbar
              shareCode={shareCode}
              onCopyShareLink={() => void copyShareLink()}
              showQr={view.data?.customized_has_qrcode_show === 1}
              onOpenQr={() => navigate(paths.shareQrCode())}
              language={language}
              onLanguageChange={(lng) => switchLanguage(lng)}
              user={{
                username: view.data?.username ?? '',
                roleId,
                canLogout: !storage.get('is_agent_login'),
                logoutPending,
              }}
              onSetting={() => navigate(paths.selfSettings())}
              onLogout={logout}
              onOpenTheme={() => drawers.open('theme')}
              onOpenMenu={() => drawers.open('nav')}
              onOpenSearch={onOpenSearch}
            />
          </div>
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 space-y-4 p-4 focus:outline-none @md/shell:p-6">
            {notice}
            {titleKey && (
              <PageHeader
                title={t(titleKey, { ns: 'common' })}
                onRefresh={() => void refresh()}
                refreshing={refreshing}
              />
            )}
            <Outlet />
          </main>
        </div>
      </div>

      <ScrollTopButton
        ref={scrollTopRef}
        visible={scrolled}
        covering={scrollTopCovers}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
      <LazyDialogSlot open={drawers.isOpen('theme')}>
        <ThemeDrawer
          {...drawers.dialogProps('theme')}
          theme={theme}
          onChange={(next) => {
            setTheme(next);
            saveTheme(next);
          }}
        />
      </LazyDialogSlot>
    </div>
  );
}
