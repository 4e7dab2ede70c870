import type { Decorator } from '@storybook/react-vite';

/** Stories only: places a card's content at the width it has on the sign-in screen. */
export const cardFrame: Decorator = (Story) => (
  <div className="min-h-screen bg-slate-100 p-6">
    <div className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-md">
      <Story />
    </div>
  </div>
);
